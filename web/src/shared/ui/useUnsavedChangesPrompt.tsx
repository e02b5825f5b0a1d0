import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Navigation state that leaves without asking, for a page that moves on after its own action
 * (the item was deleted, or a copy opened): `navigate(path, { state: LEAVE_WITHOUT_PROMPT })`.
 */
export const LEAVE_WITHOUT_PROMPT = { leaveWithoutPrompt: true } as const;

const leavesWithoutPrompt = (state: unknown) =>
  typeof state === 'object' && state !== null && 'leaveWithoutPrompt' in state;

/**
 * Unsaved changes are not lost silently. While `dirty`, leaving the page in the app (a link, the
 * menu, Back) asks first in a translated dialog, and closing or reloading the tab gets the
 * browser's own "leave site?" question (its wording is the browser's). Saving makes the form
 * clean again, which lifts both. Returns the dialog to render.
 */
export function useUnsavedChangesPrompt(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !leavesWithoutPrompt(nextLocation.state),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // Current browsers ask on preventDefault (the standard way; returnValue is the legacy one).
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Saved (or undone) while the question was open: nothing is lost any more, so go on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={<Trans>Leave without saving?</Trans>}
      message={<Trans>You have unsaved changes on this page. If you leave now, they will be lost.</Trans>}
      confirmLabel={<Trans>Leave without saving</Trans>}
      cancelLabel={<Trans>Stay on the page</Trans>}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
