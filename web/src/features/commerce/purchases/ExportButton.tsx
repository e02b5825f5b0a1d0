import { Trans } from '@lingui/react/macro';
import { DownloadButton } from '../../../shared/ui/DownloadButton';
import { exportFileName } from './filters';

/** The sales spreadsheet of spec 7 (`GET /api/v1/admin/shop/purchases/excel`), for the list's filters. */
export const EXPORT_URL = '/api/v1/admin/shop/purchases/excel';

/** "Export to Excel": downloads the spreadsheet for the current filters (shared/ui/DownloadButton). */
export function ExportButton({ query }: { query: string }) {
  return (
    <DownloadButton
      url={`${EXPORT_URL}${query ? `?${query}` : ''}`}
      accept="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      fallbackName={exportFileName(null)}
      testId="purchases-export"
    >
      <Trans>Export to Excel</Trans>
    </DownloadButton>
  );
}
