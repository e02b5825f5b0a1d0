import { useState } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import RefreshIcon from '@mui/icons-material/Refresh';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  DeliveryLog_client$data,
  DeliveryLog_client$key,
} from '../../../__generated__/DeliveryLog_client.graphql';
import type { DeliveryLogPaginationQuery } from '../../../__generated__/DeliveryLogPaginationQuery.graphql';
import type { DeliveryLogRedeliverMutation } from '../../../__generated__/DeliveryLogRedeliverMutation.graphql';
import { IconAction } from '../../../shared/admin/IconAction';
import { SelectFilter } from '../../../shared/admin/Filters';
import { Section } from '../../../shared/admin/Section';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { PAGE_SIZE } from '../../../shared/policies';
import { useToast } from '../../../shared/ui/toast';
import { DeliveryDialog } from './DeliveryDialog';
import { DeliveryStatusChip } from './DeliveryStatusChip';
import { DELIVERY_STATUSES, DELIVERY_STATUS_LABELS, eventLabel, eventName, type DeliveryStatus } from './labels';

type Delivery = NonNullable<NonNullable<DeliveryLog_client$data['deliveries']['edges'][number]>['node']>;

/**
 * The client's delivery log, newest first, 25 at a time ("Show more"), filtered by state: when
 * each event happened, which, its state, the attempts and the endpoint's last HTTP status; a
 * delivery opens with its body and attempts, and "Redeliver" sends it again (same webhook-id).
 * The sending job runs every few seconds: "Refresh" shows where it stands now.
 */
export function DeliveryLog({
  client,
  status,
  onStatus,
  onRefresh,
  loading,
}: {
  client: DeliveryLog_client$key;
  status: DeliveryStatus | null;
  onStatus: (status: DeliveryStatus | null) => void;
  onRefresh: () => void;
  loading: boolean;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    DeliveryLogPaginationQuery,
    DeliveryLog_client$key
  >(
    graphql`
      fragment DeliveryLog_client on ApiClient
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        status: { type: "WebhookDeliveryStatus" }
      )
      @refetchable(queryName: "DeliveryLogPaginationQuery") {
        revokedAt
        deliveries(first: $count, after: $cursor, status: $status)
          @connection(key: "DeliveryLog_deliveries", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              event
              status
              attempts
              createdAt
              url
              log {
                status
                error
              }
              ...DeliveryDialog_delivery
            }
          }
        }
      }
    `,
    client,
  );
  const [open, setOpen] = useState<string | null>(null);
  const [redeliver, redelivering] = useMutation<DeliveryLogRedeliverMutation>(graphql`
    mutation DeliveryLogRedeliverMutation($id: ID!) {
      redeliverWebhook(id: $id) {
        ...DeliveryDialog_delivery
      }
    }
  `);
  const rows = data.deliveries.edges.map((edge) => edge?.node).filter((node): node is Delivery => Boolean(node));
  const total = data.deliveries.totalCount;
  const revoked = Boolean(data.revokedAt);
  const opened = rows.find((row) => row.id === open);
  const send = (row: Delivery) =>
    redeliver({
      variables: { id: row.id },
      onCompleted: () => showToast(t`Queued: it goes out with the next sending pass`, 'success'),
      onError: (error) => showToast(errorMessage(i18n, error), 'error'),
    });

  const actions = (row: Delivery) => (
    <Box sx={{ display: 'flex' }}>
      <IconAction label={t`Show the delivery`} onClick={() => setOpen(row.id)} size="small" data-testid="delivery-open">
        <VisibilityOutlinedIcon fontSize="small" />
      </IconAction>
      <IconAction
        label={t`Redeliver`}
        onClick={() => send(row)}
        disabled={revoked || redelivering}
        size="small"
        data-testid="delivery-row-redeliver"
      >
        <ReplayIcon fontSize="small" />
      </IconAction>
    </Box>
  );

  return (
    <Section
      id="deliveries"
      title={<Trans>Delivery log</Trans>}
      description={
        <Trans>Every event sent to this client’s webhooks, newest first. Deleting a webhook deletes its log.</Trans>
      }
      actions={
        <Button startIcon={<RefreshIcon />} onClick={onRefresh} disabled={loading} data-testid="deliveries-refresh">
          <Trans>Refresh</Trans>
        </Button>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SelectFilter
          id="deliveries-status"
          label={t`State`}
          value={status ?? ''}
          options={DELIVERY_STATUSES}
          labels={DELIVERY_STATUS_LABELS}
          onChange={(value) => onStatus(value || null)}
        />
        <Typography color="text.secondary" data-testid="deliveries-total" data-total={total}>
          <Trans>Deliveries: {total}</Trans>
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }} data-testid="deliveries-empty">
          {status ? (
            <Trans>No deliveries in this state.</Trans>
          ) : (
            <Trans>Nothing sent yet: deliveries appear here as soon as a subscribed event happens.</Trans>
          )}
        </Typography>
      ) : phone ? (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0, opacity: loading ? 0.6 : 1 }}
          aria-label={t`Deliveries`}
        >
          {rows.map((row) => (
            <li key={row.id}>
              <Card variant="outlined" data-testid="delivery-row" data-status={row.status}>
                <CardContent sx={{ pb: '8px !important' }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
                    <EventCell event={row.event} />
                    <DeliveryStatusChip status={row.status} />
                  </Box>
                  <Box sx={{ mt: 0.5 }}>
                    <Endpoint url={row.url} />
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {formatDateTime(row.createdAt)} · <AttemptsText row={row} />
                  </Typography>
                  <Box sx={{ mt: 0.5, ml: -1 }}>{actions(row)}</Box>
                </CardContent>
              </Card>
            </li>
          ))}
        </Stack>
      ) : (
        <TableContainer sx={{ opacity: loading ? 0.6 : 1 }}>
          <Table size="small" aria-label={t`Deliveries`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Time</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Event</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Endpoint</Trans>
                </TableCell>
                <TableCell>
                  <Trans>State</Trans>
                </TableCell>
                <TableCell align="right">
                  <Trans>Attempts</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Last HTTP status</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Actions</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover data-testid="delivery-row" data-status={row.status}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                  <TableCell>
                    <EventCell event={row.event} />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 260 }}>
                    <Endpoint url={row.url} />
                  </TableCell>
                  <TableCell>
                    <DeliveryStatusChip status={row.status} />
                  </TableCell>
                  <TableCell align="right">{row.attempts}</TableCell>
                  <TableCell>
                    <LastStatus row={row} />
                  </TableCell>
                  <TableCell padding="none">{actions(row)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {hasNext ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => loadNext(PAGE_SIZE)}
            disabled={isLoadingNext}
            data-testid="deliveries-more"
          >
            <Trans>Show more</Trans>
          </Button>
        </Box>
      ) : null}
      {opened ? (
        <DeliveryDialog
          delivery={opened}
          canRedeliver={!revoked}
          redelivering={redelivering}
          onRedeliver={() => send(opened)}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Section>
  );
}

function EventCell({ event }: { event: string }) {
  const { i18n } = useLingui();
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {eventLabel(i18n, event)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {eventName(event)}
      </Typography>
    </Box>
  );
}

/** Where it went (several webhooks may hear of one event), cut short with the whole URL on hover. */
function Endpoint({ url }: { url: string }) {
  return (
    <Typography variant="body2" noWrap title={url} sx={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>
      {url.replace(/^https?:\/\//, '')}
    </Typography>
  );
}

/** The endpoint's last answer: its HTTP status, or that none came. */
function LastStatus({ row }: { row: Delivery }) {
  const last = row.log[0];
  if (!last) return <Typography variant="body2">—</Typography>;
  if (last.status == null) {
    return (
      <Typography variant="body2" color="error" title={last.error ?? undefined} data-testid="delivery-last-status">
        <Trans>No answer</Trans>
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color={last.status < 300 ? 'success.main' : 'error'} data-testid="delivery-last-status">
      {last.status}
    </Typography>
  );
}

function AttemptsText({ row }: { row: Delivery }) {
  const attempts = row.attempts;
  const last = row.log[0];
  const status = last?.status;
  if (!last) return <Trans>Attempts: {attempts}</Trans>;
  return status === null || status === undefined ? (
    <Trans>Attempts: {attempts}, no answer</Trans>
  ) : (
    <Trans>
      Attempts: {attempts}, last HTTP {status}
    </Trans>
  );
}
