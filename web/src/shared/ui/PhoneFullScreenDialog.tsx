import type { ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * An open dialog as wide as `maxWidth` allows, filling the screen on phones, that cannot be
 * closed while `busy`. `titleId` names the element that labels it (its DialogTitle's id).
 */
export function PhoneFullScreenDialog({
  busy = false,
  onClose,
  maxWidth,
  titleId,
  testId,
  children,
}: {
  busy?: boolean;
  onClose: () => void;
  maxWidth: DialogProps['maxWidth'];
  titleId: string;
  testId?: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      {children}
    </Dialog>
  );
}
