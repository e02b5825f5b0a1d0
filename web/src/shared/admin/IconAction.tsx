import type { ReactNode } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/**
 * An icon button named by its label (read by screen readers, shown as a tooltip). A disabled
 * button gets no tooltip: it cannot be hovered or focused.
 */
export function IconAction({
  label,
  tooltip,
  children,
  ...button
}: { label: string; tooltip?: string; children: ReactNode } & Omit<IconButtonProps, 'aria-label' | 'children'>) {
  const element = (
    <IconButton aria-label={label} {...button}>
      {children}
    </IconButton>
  );
  return button.disabled ? element : <Tooltip title={tooltip ?? label}>{element}</Tooltip>;
}
