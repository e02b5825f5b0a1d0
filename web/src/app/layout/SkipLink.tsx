import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';

/** First focusable element: jumps over the menu to the page's main content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        borderRadius: 1,
        fontWeight: 700,
        '&:focus': { top: 8 },
      }}
    >
      <Trans>Skip to main content</Trans>
    </Box>
  );
}
