import type { SystemStyleObject } from '@mui/system';
import type { Theme } from '@mui/material/styles';

/** Typography of rich text, the same in the editor and in the viewer. */
export const richTextStyles: SystemStyleObject<Theme> = {
  overflowWrap: 'anywhere',
  '& p': { my: 0.75 },
  '& h2': { fontSize: '1.25rem', fontWeight: 700, mt: 2, mb: 1 },
  '& h3': { fontSize: '1.1rem', fontWeight: 700, mt: 1.5, mb: 0.75 },
  '& h4': { fontSize: '1rem', fontWeight: 700, mt: 1.5, mb: 0.5 },
  '& ul, & ol': { pl: 3, my: 0.75 },
  '& li > p': { my: 0.25 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
  '& > :first-of-type, & .ProseMirror > :first-of-type': { mt: 0 },
  // Tables: ruled, a shaded header, numbers readable; on a phone the table scrolls sideways in
  // its own region (`.rich-table`, added by RichTextView) instead of widening the page.
  '& .rich-table': { overflowX: 'auto', my: 1.5, maxWidth: '100%', WebkitOverflowScrolling: 'touch' },
  '& .rich-table:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.95rem', my: 1.5 },
  '& .rich-table > table': { my: 0 },
  '& caption': { captionSide: 'top', textAlign: 'left', fontWeight: 600, pb: 0.75, color: 'text.secondary' },
  '& th, & td': {
    border: 1,
    borderColor: 'divider',
    px: { xs: 1, sm: 1.25 },
    py: 0.75,
    textAlign: 'left',
    verticalAlign: 'top',
    minWidth: '5em',
    // An empty cell keeps a row's height (in a table, height works as a minimum).
    height: '2.5em',
    overflowWrap: 'normal',
  },
  '& th': { bgcolor: 'action.hover', fontWeight: 700 },
  '& th > p, & td > p': { my: 0 },
  '& .ProseMirror table': { tableLayout: 'fixed' },
  '& .ProseMirror .selectedCell': { bgcolor: 'action.selected' },
};
