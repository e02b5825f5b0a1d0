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
};
