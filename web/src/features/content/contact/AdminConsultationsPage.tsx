import { useState, useTransition } from 'react';
import { telHref } from '../../../shared/office';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import DoneIcon from '@mui/icons-material/Done';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminConsultationsPageQuery,
  ConsultationStatus,
} from '../../../__generated__/AdminConsultationsPageQuery.graphql';
import type { AdminConsultationsPage_query$key } from '../../../__generated__/AdminConsultationsPage_query.graphql';
import type { AdminConsultationsPagePaginationQuery } from '../../../__generated__/AdminConsultationsPagePaginationQuery.graphql';
import type { AdminConsultationsPageMarkMutation } from '../../../__generated__/AdminConsultationsPageMarkMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyTableRow } from '../../../shared/ui/EmptyTableRow';
import { Page } from '../../../shared/ui/Page';
import { useToast } from '../../../shared/ui/toast';
import { STATUS_LABELS, TIME_LABELS } from './labels';

const PAGE_SIZE = 25;
type Filter = 'ALL' | ConsultationStatus;

const fragment = graphql`
  fragment AdminConsultationsPage_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    status: { type: "ConsultationStatus" }
  )
  @refetchable(queryName: "AdminConsultationsPagePaginationQuery") {
    consultationRequests(first: $count, after: $cursor, status: $status)
      @connection(key: "AdminConsultationsPage_consultationRequests") {
      totalCount
      edges {
        node {
          id
          name
          phone
          email
          preferredTime
          topic
          language
          status
          createdAt
          handledAt
          handledByName
        }
      }
    }
  }
`;

/**
 * /admin/consultations (manage:content:any): requests for the free consultation, newest first,
 * filtered by status; the office calls back and marks a request handled (confirmed first).
 */
export default function AdminConsultationsPage() {
  const data = useLazyLoadQuery<AdminConsultationsPageQuery>(
    graphql`
      query AdminConsultationsPageQuery($status: ConsultationStatus) {
        ...AdminConsultationsPage_query @arguments(status: $status)
      }
    `,
    { status: 'NEW' },
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <Page
      title={<Trans>Consultation requests</Trans>}
      subtitle={
        <Trans>
          Visitors asking for the free 15-minute consultation. Call back within 30 minutes on business days, then mark
          the request handled.
        </Trans>
      }
    >
      <ConsultationList query={data} />
    </Page>
  );
}

type Node = {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string | null | undefined;
  readonly preferredTime: keyof typeof TIME_LABELS | '%future added value';
  readonly topic: string;
  readonly language: string;
  readonly status: ConsultationStatus;
  readonly createdAt: string;
  readonly handledAt: string | null | undefined;
  readonly handledByName: string | null | undefined;
};

function ConsultationList({ query }: { query: AdminConsultationsPage_query$key }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    AdminConsultationsPagePaginationQuery,
    AdminConsultationsPage_query$key
  >(fragment, query);
  const [filter, setFilter] = useState<Filter>('NEW');
  const [filtering, startFilter] = useTransition();
  const [confirming, setConfirming] = useState<Node | null>(null);
  const [mark, marking] = useMutation<AdminConsultationsPageMarkMutation>(graphql`
    mutation AdminConsultationsPageMarkMutation($id: ID!) {
      markConsultationHandled(id: $id) {
        id
        status
        handledAt
        handledByName
      }
    }
  `);

  const changeFilter = (next: Filter) => {
    setFilter(next);
    startFilter(() => {
      refetch(
        { count: PAGE_SIZE, cursor: null, status: next === 'ALL' ? null : next },
        { fetchPolicy: 'network-only' },
      );
    });
  };

  const confirm = () => {
    if (!confirming) return;
    const { id, name } = confirming;
    mark({
      variables: { id },
      onCompleted: () => {
        setConfirming(null);
        showToast(t`Request of ${name} marked handled`, 'success');
        if (filter === 'NEW') changeFilter('NEW');
      },
      onError: (error) => {
        setConfirming(null);
        showToast(errorMessage(i18n, error), 'error');
      },
    });
  };

  const nodes = data.consultationRequests.edges.map((edge) => edge.node as Node);
  const total = data.consultationRequests.totalCount;
  const empty =
    filter === 'NEW' ? (
      <Trans>No new requests. Everything has been handled.</Trans>
    ) : (
      <Trans>No consultation requests yet.</Trans>
    );

  const statusChip = (node: Node) => (
    <Chip
      size="small"
      color={node.status === 'NEW' ? 'warning' : 'success'}
      variant={node.status === 'NEW' ? 'filled' : 'outlined'}
      label={node.status === 'NEW' || node.status === 'HANDLED' ? i18n._(STATUS_LABELS[node.status]) : node.status}
      data-testid="consultation-status"
    />
  );
  const handledNote = (node: Node) =>
    node.handledAt ? (
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(node.handledAt)}
        {node.handledByName ? ` · ${node.handledByName}` : ''}
      </Typography>
    ) : null;
  const markButton = (node: Node) =>
    node.status === 'NEW' ? (
      <Button
        size="small"
        variant="outlined"
        startIcon={<DoneIcon />}
        onClick={() => setConfirming(node)}
        data-testid="consultation-mark"
        sx={{ whiteSpace: 'nowrap' }}
      >
        <Trans>Mark handled</Trans>
      </Button>
    ) : null;
  const timeLabel = (node: Node) =>
    node.preferredTime in TIME_LABELS ? i18n._(TIME_LABELS[node.preferredTime as keyof typeof TIME_LABELS]) : '';

  return (
    <>
      <Paper variant="outlined" data-testid="consultations">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, flexWrap: 'wrap' }}>
          <TextField
            id="consultation-filter"
            select
            size="small"
            label={t`Status`}
            value={filter}
            onChange={(event) => changeFilter(event.target.value as Filter)}
            sx={{ minWidth: 180 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'consultation-filter' } as object } }}
          >
            <MenuItem value="NEW">{i18n._(STATUS_LABELS.NEW)}</MenuItem>
            <MenuItem value="HANDLED">{i18n._(STATUS_LABELS.HANDLED)}</MenuItem>
            <MenuItem value="ALL">{t`All`}</MenuItem>
          </TextField>
          <Typography sx={{ ml: 'auto' }} color="text.secondary" data-testid="consultation-total">
            <Trans>Requests: {total}</Trans>
          </Typography>
        </Box>
        <Box sx={{ opacity: filtering ? 0.6 : 1 }}>
          {phone ? (
            <Stack spacing={1.5} sx={{ p: 2, pt: 0 }}>
              {nodes.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 3 }}>
                  {empty}
                </Typography>
              ) : null}
              {nodes.map((node) => (
                <Card key={node.id} variant="outlined" data-testid="consultation-row">
                  <CardContent sx={{ pb: 1 }}>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{node.name}</Typography>
                      {statusChip(node)}
                    </Box>
                    <Link href={telHref(node.phone)} sx={{ fontSize: '1.1rem' }} data-testid="consultation-phone">
                      {node.phone}
                    </Link>
                    {node.email ? (
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        <Link href={`mailto:${node.email}`}>{node.email}</Link>
                      </Typography>
                    ) : null}
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                      {formatDateTime(node.createdAt)} · {timeLabel(node)} <LanguageChip language={node.language} />
                    </Typography>
                    <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {node.topic}
                    </Typography>
                    {handledNote(node)}
                  </CardContent>
                  {node.status === 'NEW' ? <CardActions>{markButton(node)}</CardActions> : null}
                </Card>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t`Consultation requests`}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <Trans>Received</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Requester</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Phone</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Preferred time</Trans>
                    </TableCell>
                    <TableCell sx={{ minWidth: 180 }}>
                      <Trans>Topic</Trans>
                    </TableCell>
                    <TableCell>
                      <Trans>Status</Trans>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {nodes.map((node) => (
                    <TableRow key={node.id} hover data-testid="consultation-row">
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(node.createdAt)}</TableCell>
                      <TableCell sx={{ minWidth: 200, maxWidth: 260, overflowWrap: 'anywhere' }}>
                        {node.name} <LanguageChip language={node.language} />
                        {node.email ? (
                          <Typography variant="body2">
                            <Link href={`mailto:${node.email}`}>{node.email}</Link>
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Link href={telHref(node.phone)} data-testid="consultation-phone">
                          {node.phone}
                        </Link>
                      </TableCell>
                      <TableCell sx={{ minWidth: 120 }}>{timeLabel(node)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{node.topic}</TableCell>
                      <TableCell>
                        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                          {statusChip(node)}
                          {handledNote(node)}
                          {markButton(node)}
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                  {nodes.length === 0 ? <EmptyTableRow colSpan={6}>{empty}</EmptyTableRow> : null}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Box>
        {hasNext ? (
          <Box sx={{ p: 2, display: 'flex', justifyContent: 'center' }}>
            <Button onClick={() => loadNext(PAGE_SIZE)} disabled={isLoadingNext} data-testid="consultation-more">
              <Trans>Show more</Trans>
            </Button>
          </Box>
        ) : null}
      </Paper>
      <ConfirmDialog
        open={confirming !== null}
        title={<Trans>Mark the request handled?</Trans>}
        message={confirming ? <ConfirmText name={confirming.name} phone={confirming.phone} /> : ''}
        confirmLabel={<Trans>Mark handled</Trans>}
        busy={marking}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

function ConfirmText({ name, phone }: { name: string; phone: string }) {
  return (
    <Trans>
      Confirm that you have called {name} ({phone}). The request moves to the handled ones.
    </Trans>
  );
}

/** The requester's language (PL or EN): the language to speak on the call. */
function LanguageChip({ language }: { language: string }) {
  const { t } = useLingui();
  return (
    <Chip
      size="small"
      variant="outlined"
      label={language}
      title={t`Language of the request`}
      sx={{ height: 20, fontSize: '0.7rem', ml: 0.5 }}
    />
  );
}
