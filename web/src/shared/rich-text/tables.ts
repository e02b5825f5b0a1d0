import { Extension, Node, mergeAttributes, type Editor } from '@tiptap/react';
import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  goToNextCell,
  isInTable,
  tableEditing,
  toggleHeaderRow,
} from '@tiptap/pm/tables';
import type { Command as PmCommand } from '@tiptap/pm/state';

/**
 * Tables for the rich-text editor (the insurance page's premium tables, price lists): plain
 * `table > tbody > tr > th|td` with `colspan`/`rowspan`, what the server's sanitizer keeps. Built on
 * prosemirror-tables (shipped inside @tiptap/pm): the registry's @tiptap/extension-table lags
 * behind the installed @tiptap/react and pins its peers to an older version, and it writes
 * `style` and `colgroup`, which the sanitizer drops anyway.
 */

const ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

/** The cell attributes prosemirror-tables expects; only spans above 1 are written. */
const cellAttributes = () => ({
  colspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute('colspan')) || 1,
    renderHTML: (attributes: { colspan: number }) => (attributes.colspan > 1 ? { colspan: attributes.colspan } : {}),
  },
  rowspan: {
    default: 1,
    parseHTML: (element: HTMLElement) => Number(element.getAttribute('rowspan')) || 1,
    renderHTML: (attributes: { rowspan: number }) => (attributes.rowspan > 1 ? { rowspan: attributes.rowspan } : {}),
  },
  colwidth: { default: null, rendered: false },
});

/** Gives the table nodes the `tableRole` prosemirror-tables reads from the schema. */
const TableRoles = Extension.create({
  name: 'tableRoles',
  extendNodeSchema(extension) {
    const role = ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
});

const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing()],
  addKeyboardShortcuts() {
    return {
      Tab: () => this.editor.commands.command(({ state, dispatch }) => goToNextCell(1)(state, dispatch)),
      'Shift-Tab': () => this.editor.commands.command(({ state, dispatch }) => goToNextCell(-1)(state, dispatch)),
    };
  },
});

const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

export const TABLE_EXTENSIONS = [TableRoles, Table, TableRow, TableCell, TableHeader];

/** A table of `rows` rows (the first one a header row) and `columns` columns. */
function tableHtml(rows: number, columns: number): string {
  const row = (cell: string) => `<tr>${`<${cell}><p></p></${cell}>`.repeat(columns)}</tr>`;
  return `<table><tbody>${row('th')}${row('td').repeat(rows - 1)}</tbody></table><p></p>`;
}

const run = (editor: Editor, command: PmCommand) =>
  editor
    .chain()
    .focus()
    .command(({ state, dispatch }) => command(state, dispatch))
    .run();

export const tableCommands = {
  /** Inserts a 3 × 3 table at the cursor and puts the cursor in its first cell. */
  insert: (editor: Editor) => {
    const start = editor.state.selection.from;
    if (!editor.chain().focus().insertContent(tableHtml(3, 3)).run()) return false;
    let firstCell: number | null = null;
    editor.state.doc.nodesBetween(Math.max(0, start - 1), editor.state.doc.content.size, (node, pos) => {
      if (firstCell !== null) return false;
      if (node.type.name !== 'table') return true;
      // Inside the table, its first row, its first cell and the cell's paragraph.
      firstCell = pos + 4;
      return false;
    });
    return firstCell === null ? true : editor.commands.setTextSelection(firstCell);
  },
  addRow: (editor: Editor) => run(editor, addRowAfter),
  addColumn: (editor: Editor) => run(editor, addColumnAfter),
  deleteRow: (editor: Editor) => run(editor, deleteRow),
  deleteColumn: (editor: Editor) => run(editor, deleteColumn),
  toggleHeaderRow: (editor: Editor) => run(editor, toggleHeaderRow),
  deleteTable: (editor: Editor) => run(editor, deleteTable),
};

export const inTable = (editor: Editor) => isInTable(editor.state);
