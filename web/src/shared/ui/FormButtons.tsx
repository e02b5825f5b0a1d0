import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';

/**
 * A form's two buttons: Cancel and the submit button, both disabled while it is being sent. The
 * caller places them (a dialog's actions, a row under the fields).
 */
export function FormButtons({
  busy,
  onCancel,
  submitTestId,
  submitDisabled = false,
  cancel,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  submitTestId: string;
  /** Disabled for another reason than sending. */
  submitDisabled?: boolean;
  /** Shown instead of the Cancel button (e.g. a button that stops an upload). */
  cancel?: ReactNode;
  /** The submit button's label. */
  children: ReactNode;
}) {
  return (
    <>
      {cancel ?? (
        <Button onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={busy || submitDisabled} data-testid={submitTestId}>
        {children}
      </Button>
    </>
  );
}
