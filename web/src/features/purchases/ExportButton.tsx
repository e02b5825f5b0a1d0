import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { useToast } from '../../shared/ui/toast';
import { exportFileName } from './filters';

/** The sales spreadsheet of spec 7 (`GET /api/v1/admin/shop/purchases/excel`), for the list's filters. */
export const EXPORT_URL = '/api/v1/admin/shop/purchases/excel';

/**
 * "Export to Excel": downloads the spreadsheet for the current filters. A large export takes a
 * while, so a message asks the admin to wait and keep the window open; then 'Data exported' or
 * spec 8's 'Error occurred while downloading report'.
 */
export function ExportButton({ query }: { query: string }) {
  const { t } = useLingui();
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const response = await fetch(`${EXPORT_URL}${query ? `?${query}` : ''}`, {
        credentials: 'same-origin',
        headers: { Accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
      if (!response.ok) throw new Error(`Export answered ${response.status}`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = exportFileName(response.headers.get('Content-Disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
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
        disabled={busy}
        data-testid="purchases-export"
      >
        <Trans>Export to Excel</Trans>
      </Button>
      <Snackbar open={busy} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity="info" variant="filled" role="status" data-testid="purchases-export-wait" icon={false}>
          <Trans>Exporting… this may take tens of seconds, do not close the window</Trans>
        </Alert>
      </Snackbar>
    </>
  );
}
