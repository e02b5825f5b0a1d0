import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../errors/messages';
import { useToast } from './toast';

/** What the delete mutation's commit gets: both close the dialog, with the success or the error toast. */
export interface DeleteCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

/**
 * The confirmed delete of one row of a list. `ask(row)` opens the dialog: spread `dialog` into a
 * ConfirmDialog and give it a title and message about `target`. Confirming runs `remove(row, callbacks)`;
 * the dialog closes when the server answers, with the `deleted` toast or the error's.
 */
export function useConfirmDelete<T>({
  remove,
  busy,
  deleted,
}: {
  remove: (target: T, callbacks: DeleteCallbacks) => void;
  busy: boolean;
  deleted: string;
}) {
  const { i18n } = useLingui();
  const { showToast } = useToast();
  const [target, setTarget] = useState<T | null>(null);
  const dialog = {
    open: target != null,
    destructive: true,
    busy,
    confirmLabel: <Trans>Delete</Trans>,
    onCancel: () => setTarget(null),
    onConfirm: () => {
      if (target == null) return;
      remove(target, {
        onCompleted: () => {
          setTarget(null);
          showToast(deleted, 'success');
        },
        onError: (error) => {
          setTarget(null);
          showToast(errorMessage(i18n, error), 'error');
        },
      });
    },
  };
  return { target, ask: (row: T) => setTarget(() => row), dialog };
}
