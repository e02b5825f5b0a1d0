import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { downloadFile } from './download';
import { useToast } from './toast';

/**
 * A button that downloads a report (a spreadsheet export). A large one takes a while, so a message
 * asks to wait and keep the window open; then 'Data exported' or spec 8's 'Error occurred while
 * downloading report'. Test ids: `testId` on the button, `${testId}-wait` on the message.
 */
export function DownloadButton({
  url,
  accept,
  fallbackName,
  testId,
  disabled = false,
  children,
}: {
  url: string;
  accept: string;
  fallbackName: string;
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      await downloadFile(url, { accept, fallbackName });
      showToast(t`Data exported`, 'success');
    } catch {
      showToast(t`Error occurred while downloading report`, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <FileDownloadOutlinedIcon />}
        onClick={() => void run()}
        disabled={busy || disabled}
        data-testid={testId}
      >
        {children}
      </Button>
      <Snackbar open={busy} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="info" variant="filled" role="status" data-testid={`${testId}-wait`} icon={false}>
          <Trans>Exporting… this may take tens of seconds, do not close the window</Trans>
        </Alert>
      </Snackbar>
    </>
  );
}
