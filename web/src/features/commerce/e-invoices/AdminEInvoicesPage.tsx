import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useMutation, useRelayEnvironment } from 'react-relay';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminEInvoicesPageQuery,
  AdminEInvoicesPageQuery$variables,
} from '../../../__generated__/AdminEInvoicesPageQuery.graphql';
import type {
  AdminEInvoicesPageSendMutation,
  AdminEInvoicesPageSendMutation$data,
} from '../../../__generated__/AdminEInvoicesPageSendMutation.graphql';
import type { AdminEInvoicesPageQueueMutation } from '../../../__generated__/AdminEInvoicesPageQueueMutation.graphql';
import { AdminListToolbar } from '../../../shared/admin/AdminListToolbar';
import { ReportAlert } from '../../../shared/admin/ReportAlert';
import { SelectFilter } from '../../../shared/admin/Filters';
import { ADMIN_PAGE_SIZE, useListState } from '../../../shared/admin/listState';
import { errorMessage } from '../../../shared/errors/messages';
import { Page } from '../../../shared/ui/Page';
import { EInvoicesList, type EInvoiceRow } from './EInvoicesList';
import { FILTER_KEYS, isFiltered, readFilters, toEInvoiceFilter } from './filters';
import { KsefOverviewPanel } from './KsefOverviewPanel';
import { KSEF_STATE } from './labels';
import { ResendEInvoiceDialog } from './ResendEInvoiceDialog';

/** The list has one order (newest issue first): no column sorts. */
const NO_SORT: Record<string, string> = {};

const query = graphql`
  query AdminEInvoicesPageQuery($first: Int!, $after: String, $filter: EInvoiceFilter) {
    ksefOverview {
      ...KsefOverviewPanel_overview
    }
    eInvoices(first: $first, after: $after, filter: $filter) {
      totalCount
      ...EInvoicesList_connection
    }
  }
`;

type PassReport = AdminEInvoicesPageSendMutation$data['sendEInvoicesNow'];

/**
 * /admin/e-invoices (manage:purchase:any; issue 29): the invoices on their way to KSeF. On top
 * where sending stands (mode, warnings, counts, the consumer-invoices setting), "Send now" (what
 * the scheduled pass does every 30 seconds, at once, and what it did); then the list, 25 a page,
 * filtered by state, the offline mode, issue days and buyer (the filters live in the URL), with
 * the XML, UPO and verification link of each, "Resend" of a rejected one after correcting the
 * buyer's data and "Send now" of a queued one.
 */
export default function AdminEInvoicesPage() {
  const { t, i18n } = useLingui();
  const list = useListState(FILTER_KEYS, NO_SORT);
  const filters = useMemo(() => readFilters(list.filters, list.search), [list.filters, list.search]);
  const { after } = list;
  const variables = useMemo<AdminEInvoicesPageQuery$variables>(
    () => ({ first: ADMIN_PAGE_SIZE, after, filter: toEInvoiceFilter(filters) }),
    [filters, after],
  );
  // While the next page or filter loads, the list keeps showing the previous rows (with a spinner).
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<AdminEInvoicesPageQuery>(query, shown, { fetchPolicy: 'store-and-network' });
  const environment = useRelayEnvironment();
  const refresh = useCallback(() => {
    fetchQuery<AdminEInvoicesPageQuery>(environment, query, shown, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, shown]);

  const [report, setReport] = useState<PassReport | string | null>(null);
  const [resending, setResending] = useState<NonNullable<EInvoiceRow> | null>(null);
  const [sendingRow, setSendingRow] = useState<string | null>(null);
  const [commitPass, passing] = useMutation<AdminEInvoicesPageSendMutation>(graphql`
    mutation AdminEInvoicesPageSendMutation {
      sendEInvoicesNow {
        queued
        sent
        accepted
        rejected
        postponed
      }
    }
  `);
  const [commitQueue] = useMutation<AdminEInvoicesPageQueueMutation>(graphql`
    mutation AdminEInvoicesPageQueueMutation($id: ID!) {
      resendEInvoice(id: $id) {
        id
        status
        nextAttemptAt
      }
    }
  `);
  const sendNow = (after?: () => void) =>
    commitPass({
      variables: {},
      onCompleted: (response) => {
        setReport(response.sendEInvoicesNow);
        after?.();
        refresh();
      },
      onError: (error) => {
        setReport(errorMessage(i18n, error));
        after?.();
      },
    });
  // A queued invoice "now": its next attempt moved to now, then a pass at once.
  const sendRowNow = useCallback(
    (row: NonNullable<EInvoiceRow>) => {
      setSendingRow(row.id);
      commitQueue({
        variables: { id: row.id },
        onCompleted: () => {
          sendNow(() => setSendingRow(null));
        },
        onError: (error) => {
          setSendingRow(null);
          setReport(errorMessage(i18n, error));
        },
      });
    },
    // sendNow reads the latest refresh.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [commitQueue, i18n, refresh],
  );
  const onResend = useCallback((row: NonNullable<EInvoiceRow>) => setResending(row), []);

  const total = data.eInvoices.totalCount;
  const filtered = isFiltered(filters);
  return (
    <Page
      title={<Trans>E-invoices</Trans>}
      subtitle={
        <Trans>
          Invoices and correction invoices sent to KSeF, the National e-Invoice System. Business invoices go there as
          soon as they are issued; a rejected one is corrected here and sent again.
        </Trans>
      }
      maxWidth="xl"
      actions={
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          onClick={() => sendNow()}
          disabled={passing}
          data-testid="e-invoices-send-now"
        >
          {passing ? <Trans>Sending…</Trans> : <Trans>Send now</Trans>}
        </Button>
      }
    >
      <KsefOverviewPanel overview={data.ksefOverview} onChanged={refresh} />
      {report ? <PassReportAlert report={report} onClose={() => setReport(null)} /> : null}
      <AdminListToolbar
        label={t`Filter e-invoices`}
        searchId="e-invoices-search"
        searchLabel={t`Search: buyer, NIP, document or KSeF number`}
        list={list}
        filterKeys={FILTER_KEYS}
        filtered={filtered}
      >
        <SelectFilter
          id="e-invoices-status"
          label={t`State`}
          value={filters.status ?? ''}
          options={KSEF_STATE.values}
          labels={KSEF_STATE.labels}
          onChange={(value) => list.update({ status: value || null })}
        />
        <TextField
          id="e-invoices-from"
          type="date"
          label={t`Issued from`}
          value={filters.from}
          onChange={(event) => list.update({ from: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 165px' } }}
        />
        <TextField
          id="e-invoices-to"
          type="date"
          label={t`Issued to`}
          value={filters.to}
          onChange={(event) => list.update({ to: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 165px' } }}
        />
        <FormControlLabel
          sx={{ alignSelf: 'center' }}
          control={
            <Checkbox
              checked={filters.offline}
              onChange={(event) => list.update({ offline: event.target.checked ? '1' : null })}
              slotProps={{ input: { 'data-testid': 'e-invoices-offline' } as object }}
            />
          }
          label={t`Offline mode only`}
        />
      </AdminListToolbar>
      <Typography sx={{ mb: 1 }} color="text.secondary" data-testid="e-invoices-total" data-total={total}>
        <Trans>E-invoices found: {total}</Trans>
      </Typography>
      <EInvoicesList
        connection={data.eInvoices}
        list={list}
        loading={shown !== variables}
        filtered={filtered}
        onResend={onResend}
        onSendNow={sendRowNow}
        sending={sendingRow}
      />
      {resending ? (
        <ResendEInvoiceDialog eInvoice={resending} onClose={() => setResending(null)} onDone={refresh} />
      ) : null}
    </Page>
  );
}

/** What the sending pass did (or why it failed), until closed. */
function PassReportAlert({ report, onClose }: { report: PassReport | string; onClose: () => void }) {
  return (
    <ReportAlert
      report={report}
      onClose={onClose}
      testId="e-invoices-report"
      title={<Trans>Sending pass done</Trans>}
      severity={({ rejected }) => (rejected > 0 ? 'warning' : 'success')}
      counts={({ queued, sent, accepted, rejected, postponed }) => [
        <Trans key="queued">Newly queued: {queued}</Trans>,
        <Trans key="sent">Sent: {sent}</Trans>,
        <Trans key="accepted">Accepted: {accepted}</Trans>,
        <Trans key="rejected">Rejected: {rejected}</Trans>,
        <Trans key="postponed">Left for later: {postponed}</Trans>,
      ]}
    />
  );
}
