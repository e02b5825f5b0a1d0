import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Trans } from '@lingui/react/macro';

/** The form's submit button, kept in view at the bottom of the screen while the form scrolls. */
export function SaveBar({ saving, testId }: { saving: boolean; testId: string }) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        justifyContent: 'flex-end',
        gap: 1,
        py: 1.5,
        mb: 3,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <SaveButton saving={saving} testId={testId}>
        <Trans>Save changes</Trans>
      </SaveButton>
    </Box>
  );
}

/** A form's submit button: disabled, with a spinner, while saving. */
export function SaveButton({ saving, testId, children }: { saving: boolean; testId: string; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={saving}
      startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
