import { useState, type ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../errors/messages';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { EmptyTableRow } from '../ui/EmptyTableRow';
import { TableHeadRow } from '../ui/TableHeadRow';
import { useToast } from '../ui/toast';
import { IconAction } from './IconAction';

export interface Column {
  label: ReactNode;
  align?: 'right';
}

/**
 * The building block of the admin's small editable lists (variants, shipping methods, coupons):
 * a table with a header row, its rows, a message when there are none, and the row actions
 * column (see {@link RowActions}). Editing happens in a dialog, deleting after a confirmation
 * ({@link useEditAndDelete}, {@link DeleteDialog}).
 */
export function EditableTable({
  label,
  columns,
  size,
  minWidth,
  count,
  empty,
  children,
}: {
  label: string;
  columns: readonly Column[];
  size?: 'small';
  minWidth: number;
  count: number;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  children: ReactNode;
}) {
  return (
    <TableContainer>
      <Table size={size} aria-label={label} sx={{ minWidth }}>
        <TableHeadRow columns={[...columns, { label: <Trans>Actions</Trans>, align: 'right' }]} />
        <TableBody>
          {children}
          {count === 0 && empty ? <EmptyTableRow colSpan={columns.length + 1}>{empty}</EmptyTableRow> : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The last cell of an {@link EditableTable} row: edit and delete, with test ids `{testId}-edit|delete`. */
export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  testId,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
}) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <IconAction label={editLabel} onClick={onEdit} data-testid={`${testId}-edit`}>
        <EditOutlinedIcon />
      </IconAction>
      <IconAction label={deleteLabel} color="error" onClick={onDelete} data-testid={`${testId}-delete`}>
        <DeleteOutlineIcon />
      </IconAction>
    </TableCell>
  );
}

/** Which row is edited (or 'new') and which one waits for the delete confirmation. */
export function useEditAndDelete<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    deleting,
    add: () => setEditing('new'),
    edit: (item: T) => setEditing(item),
    closeEditor: () => setEditing(null),
    askDelete: (item: T) => setDeleting(item),
    closeDelete: () => setDeleting(null),
    /** The edited row for the dialog: null when adding. */
    edited: editing === 'new' ? null : editing,
  };
}

interface Callbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * Spec 5: deleting a row asks first. Confirming runs `onDelete` (the row's mutation); either way
 * the dialog closes, with a toast of `deletedMessage` or of the error.
 */
export function DeleteDialog<T>({
  target,
  title,
  message,
  busy,
  deletedMessage,
  onClose,
  onDelete,
}: {
  target: T | null;
  title: ReactNode;
  message: ReactNode;
  busy: boolean;
  deletedMessage: string;
  onClose: () => void;
  onDelete: (target: T, callbacks: Callbacks) => void;
}) {
  const { i18n } = useLingui();
  const { showToast } = useToast();
  return (
    <ConfirmDialog
      open={target != null}
      title={title}
      message={message}
      confirmLabel={<Trans>Delete</Trans>}
      destructive
      busy={busy}
      onCancel={onClose}
      onConfirm={() => {
        if (target == null) return;
        onDelete(target, {
          onCompleted: () => {
            onClose();
            showToast(deletedMessage, 'success');
          },
          onError: (error) => {
            onClose();
            showToast(errorMessage(i18n, error), 'error');
          },
        });
      }}
    />
  );
}
