import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../shared/brand';

/** The quadcopter mark and the product name; links to home. */
export function Logo({ to = '/home' }: { to?: string }) {
  const { t } = useLingui();
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={t`${PRODUCT_NAME}: home page`}
      data-testid="logo-link"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.05rem',
        letterSpacing: '-0.01em',
        whiteSpace: 'nowrap',
        borderRadius: 1,
        mr: { xs: 0.5, sm: 2 },
      }}
    >
      <LogoMark />
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {PRODUCT_NAME}
      </Box>
    </Box>
  );
}

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0369a1" />
      <g stroke="#e0f2fe" strokeWidth="4" strokeLinecap="round">
        <path d="M20 20l24 24M44 20L20 44" />
      </g>
      <g fill="#7dd3fc" stroke="#0b2545" strokeWidth="2">
        <circle cx="18" cy="18" r="8" />
        <circle cx="46" cy="18" r="8" />
        <circle cx="18" cy="46" r="8" />
        <circle cx="46" cy="46" r="8" />
      </g>
      <rect x="25" y="25" width="14" height="14" rx="4" fill="#f8fafc" />
    </svg>
  );
}
