import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';

/** A link to a related page, shown as a button with an icon. */
export interface PageLink {
  to: string;
  icon: ReactNode;
  label: ReactNode;
  testId: string;
}

/**
 * The links of an admin page's header (a course's subjects, coupons …) or of a list row, as
 * buttons: one place for how those links look.
 */
export function PageLinks({
  links,
  variant = 'outlined',
  size,
}: {
  links: readonly PageLink[];
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  return (
    <>
      {links.map((link) => (
        <Button
          key={link.testId}
          component={RouterLink}
          to={link.to}
          variant={variant}
          size={size}
          startIcon={link.icon}
          data-testid={link.testId}
        >
          {link.label}
        </Button>
      ))}
    </>
  );
}
