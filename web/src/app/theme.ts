import { createTheme } from '@mui/material/styles';

/**
 * SkyPilot Academy: sky blue on deep navy, system fonts (nothing is downloaded at run time),
 * small default font size (spec 2 "font size defaults to small"). Every text colour pair keeps
 * at least 4.5:1 contrast; keyboard focus gets a visible amber ring.
 */
export const palette = {
  navy: '#0b2545',
  navyDark: '#071a33',
  sky: '#0369a1',
  skyLight: '#7dd3fc',
  skyPale: '#e0f2fe',
  amber: '#f59e0b',
} as const;

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

export const theme = createTheme({
  palette: {
    primary: { main: palette.sky, dark: '#075985', light: '#0ea5e9', contrastText: '#ffffff' },
    secondary: { main: palette.navy, dark: palette.navyDark, light: '#1e3a5f', contrastText: '#ffffff' },
    background: { default: '#f3f7fb', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    // Green 800: green 700 (#15803d) fell under 4.5:1 as small text on a selected list item (#ebf3f7).
    success: { main: '#166534' },
    error: { main: '#b91c1c' },
    warning: { main: '#b45309' },
    info: { main: palette.sky },
  },
  typography: {
    fontFamily,
    fontSize: 13,
    h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontSize: '1.75rem', fontWeight: 750, letterSpacing: '-0.01em' },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
    h4: { fontSize: '1.2rem', fontWeight: 700 },
    h5: { fontSize: '1.05rem', fontWeight: 700 },
    h6: { fontSize: '0.95rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: 10 },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': { outline: `3px solid ${palette.amber}`, outlineOffset: 2 },
        'html, body, #root': { minHeight: '100%' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 999, paddingInline: 18 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    // MUI's grey (action.active) is 4.49:1 on the page background: text.secondary reads at 7:1.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
  },
});
