import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TableChartIcon from '@mui/icons-material/TableChart';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Trans, useLingui } from '@lingui/react/macro';
import { richTextStyles } from './styles';
import { inTable, TABLE_EXTENSIONS, tableCommands } from './tables';

interface Props {
  /** Id of the editable area; the label and helper get ids derived from it. */
  id: string;
  label: ReactNode;
  /** Initial HTML; later changes of the prop are ignored (remount with a `key` to reset). */
  value: string;
  /** The HTML ('' when empty) and its visible length (what the server limits). */
  onChange: (html: string, visibleLength: number) => void;
  error?: boolean;
  helperText?: ReactNode;
  /** Shows a counter of visible characters. */
  maxLength?: number;
  disabled?: boolean;
  testId?: string;
  /** Offers tables (site pages: the insurance premium tables); off for short texts. */
  tables?: boolean;
}

/** Other sites, e-mail, phone, or a page of this site (`/app/courses`; not `//host`). */
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** One configuration for every editor (a new array per render would reconfigure the editor). */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto', 'tel'],
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    },
  }),
];
const EXTENSIONS_WITH_TABLES = [...EXTENSIONS, ...TABLE_EXTENSIONS];

/**
 * Rich text (TipTap) with a small toolbar: bold, italic, headings, lists, links. Produces the
 * tags the server's sanitizer keeps (p, strong, em, h2, h3, ul, ol, li, a).
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  maxLength,
  disabled,
  testId,
  tables = false,
}: Props) {
  const { t } = useLingui();
  const labelId = `${id}-label`;
  const helperId = `${id}-helper`;
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [length, setLength] = useState(0);

  const editor = useEditor({
    extensions: tables ? EXTENSIONS_WITH_TABLES : EXTENSIONS,
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    onCreate: ({ editor: created }) => setLength(created.state.doc.textContent.length),
    onUpdate: ({ editor: changed }) => {
      const visible = changed.state.doc.textContent.length;
      setLength(visible);
      onChangeRef.current(changed.isEmpty ? '' : changed.getHTML(), visible);
    },
  });

  useEffect(() => {
    if (!editor) return;
    // Without an update event: turning editing on or off is no change of the text (an event here
    // reported the stored HTML as typed, so an untouched form looked edited).
    editor.setEditable(!disabled, false);
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-describedby': helperId,
          'aria-invalid': error ? 'true' : 'false',
          ...(disabled ? { 'aria-disabled': 'true' } : {}),
          ...(testId ? { 'data-testid': testId } : {}),
        },
      },
    });
  }, [editor, id, labelId, helperId, error, disabled, testId]);

  const over = maxLength !== undefined && length > maxLength;
  return (
    <Box>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        onClick={() => editor?.commands.focus()}
        sx={{ display: 'block', mb: 0.5, color: error || over ? 'error.main' : 'text.secondary', fontWeight: 600 }}
      >
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error || over ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          '&:focus-within': { borderColor: error || over ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        <Toolbar editor={editor} disabled={disabled} label={t`Formatting`} tables={tables} />
        <Box
          sx={{
            ...richTextStyles,
            '& .ProseMirror': { minHeight: 120, maxHeight: 420, overflowY: 'auto', px: 1.5, py: 1, outline: 'none' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 0.5, mx: 1.75 }}>
        <Typography
          id={helperId}
          variant="caption"
          color={error || over ? 'error' : 'text.secondary'}
          sx={{ mr: 'auto' }}
        >
          {helperText}
        </Typography>
        {maxLength !== undefined ? (
          <Typography variant="caption" color={over ? 'error' : 'text.secondary'} aria-hidden>
            {length}/{maxLength}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

function Toolbar({
  editor,
  disabled,
  label,
  tables,
}: {
  editor: Editor | null;
  disabled?: boolean;
  label: string;
  tables: boolean;
}) {
  const { t } = useLingui();
  const [linkOpen, setLinkOpen] = useState(false);
  const [tableMenu, setTableMenu] = useState<HTMLElement | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bullet: e.isActive('bulletList'),
            ordered: e.isActive('orderedList'),
            link: e.isActive('link'),
            href: (e.getAttributes('link').href as string | undefined) ?? '',
            table: tables && inTable(e),
          }
        : null,
  });
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();
  const buttons: { key: string; title: string; active: boolean; icon: ReactNode; run: () => void }[] = [
    {
      key: 'bold',
      title: t`Bold`,
      active: state.bold,
      icon: <FormatBoldIcon />,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      title: t`Italic`,
      active: state.italic,
      icon: <FormatItalicIcon />,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'h2',
      // The name holds the glyph's text (WCAG 2.5.3, label in name).
      title: t`Heading (H2)`,
      active: state.h2,
      icon: <HeadingGlyph text="H2" />,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'h3',
      title: t`Subheading (H3)`,
      active: state.h3,
      icon: <HeadingGlyph text="H3" />,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: 'bullet',
      title: t`Bulleted list`,
      active: state.bullet,
      icon: <FormatListBulletedIcon />,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'ordered',
      title: t`Numbered list`,
      active: state.ordered,
      icon: <FormatListNumberedIcon />,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'link', title: t`Link`, active: state.link, icon: <LinkIcon />, run: () => setLinkOpen(true) },
  ];
  return (
    <Box
      role="toolbar"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {buttons.map((button) => (
        <ToolButton
          key={button.key}
          title={button.title}
          pressed={button.active}
          disabled={disabled}
          onClick={button.run}
        >
          {button.icon}
        </ToolButton>
      ))}
      {state.link ? (
        <ToolButton
          title={t`Remove link`}
          disabled={disabled}
          onClick={() => chain().extendMarkRange('link').unsetLink().run()}
        >
          <LinkOffIcon />
        </ToolButton>
      ) : null}
      {tables ? (
        <ToolButton
          title={state.table ? t`Table` : t`Insert table`}
          pressed={state.table}
          disabled={disabled}
          onClick={(event) => {
            if (!state.table) tableCommands.insert(editor);
            else setTableMenu(event.currentTarget);
          }}
        >
          <TableChartIcon />
        </ToolButton>
      ) : null}
      <Menu
        anchorEl={tableMenu}
        open={Boolean(tableMenu) && state.table}
        onClose={() => setTableMenu(null)}
        slotProps={{ list: { 'aria-label': t`Table` } }}
      >
        {(
          [
            ['addRow', t`Add a row below`],
            ['addColumn', t`Add a column to the right`],
            ['toggleHeaderRow', t`Header row on or off`],
            ['deleteRow', t`Delete the row`],
            ['deleteColumn', t`Delete the column`],
            ['deleteTable', t`Delete the table`],
          ] as const
        ).map(([command, text]) => (
          <MenuItem
            key={command}
            onClick={() => {
              setTableMenu(null);
              tableCommands[command](editor);
            }}
          >
            {text}
          </MenuItem>
        ))}
      </Menu>
      {linkOpen ? (
        <LinkDialog
          initial={state.href}
          onCancel={() => setLinkOpen(false)}
          onSave={(href) => {
            setLinkOpen(false);
            if (href) chain().extendMarkRange('link').setLink({ href }).run();
            else chain().extendMarkRange('link').unsetLink().run();
          }}
        />
      ) : null}
    </Box>
  );
}

function ToolButton({
  title,
  pressed,
  disabled,
  onClick,
  children,
}: {
  title: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton
      size="small"
      aria-label={title}
      aria-pressed={pressed === undefined ? undefined : pressed ? 'true' : 'false'}
      disabled={disabled}
      onClick={onClick}
      // The editor keeps the focus and the selection while a button is pressed with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      color={pressed ? 'primary' : 'default'}
      sx={{ borderRadius: 1, bgcolor: pressed ? 'action.selected' : undefined }}
    >
      {children}
    </IconButton>
  );
  // A tooltip needs an enabled child to listen to.
  return disabled ? button : <Tooltip title={title}>{button}</Tooltip>;
}

function HeadingGlyph({ text }: { text: string }) {
  return (
    <Box component="span" aria-hidden sx={{ fontWeight: 800, fontSize: '0.85rem', width: 24, lineHeight: '24px' }}>
      {text}
    </Box>
  );
}

function LinkDialog({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (href: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [href, setHref] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const save = () => {
    const value = href.trim();
    if (value && !SAFE_LINK.test(value)) {
      setInvalid(true);
      return;
    }
    onSave(value);
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby="rich-text-link-title" maxWidth="xs" fullWidth>
      <DialogTitle id="rich-text-link-title">
        <Trans>Link</Trans>
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          id="rich-text-link-href"
          label={t`Link address`}
          placeholder="https://"
          value={href}
          error={invalid}
          helperText={
            invalid ? t`Enter a valid link starting with http:// or https://` : t`Leave empty to remove the link`
          }
          onChange={(event) => {
            setHref(event.target.value);
            setInvalid(false);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              save();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" onClick={save}>
          <Trans>Apply</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
