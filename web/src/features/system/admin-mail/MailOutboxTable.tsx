import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailOutboxTable_query$key } from '../../../__generated__/MailOutboxTable_query.graphql';
import type { MailOutboxTablePaginationQuery } from '../../../__generated__/MailOutboxTablePaginationQuery.graphql';
import { formatDateTime } from '../../../shared/format';
import { EmptyTableRow } from '../../../shared/ui/EmptyTableRow';
import { MailStatusChip } from './MailStatusChip';

/** Spec 9: admin lists page 25 at a time. */
export const MAIL_PAGE_SIZE = 25;

const fragment = graphql`
  fragment MailOutboxTable_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
  @refetchable(queryName: "MailOutboxTablePaginationQuery") {
    mailMessages(first: $count, after: $cursor) @connection(key: "MailOutboxTable_mailMessages") {
      totalCount
      edges {
        node {
          id
          to
          subject
          status
          attempts
          createdAt
          sentAt
          attachments {
            filename
          }
        }
      }
    }
  }
`;

/** The outbox as a table; pages of 25 are fetched through the connection as the admin pages on. */
export function MailOutboxTable({
  query,
  transportConfigured,
  onOpen,
}: {
  query: MailOutboxTable_query$key;
  /** Whether a mail server is configured; without one, pending messages are shown as not sent. */
  transportConfigured: boolean;
  onOpen: (id: string) => void;
}) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    MailOutboxTablePaginationQuery,
    MailOutboxTable_query$key
  >(fragment, query);
  const [page, setPage] = useState(0);
  const [refreshing, startRefresh] = useTransition();
  const edges = data.mailMessages.edges;
  const total = data.mailMessages.totalCount;
  const rows = edges.slice(page * MAIL_PAGE_SIZE, (page + 1) * MAIL_PAGE_SIZE);

  const goTo = (next: number) => {
    const needed = (next + 1) * MAIL_PAGE_SIZE;
    if (next > page && edges.length < needed && hasNext) {
      loadNext(MAIL_PAGE_SIZE, { onComplete: (error) => (error ? undefined : setPage(next)) });
      return;
    }
    setPage(next);
  };

  const refresh = () => {
    startRefresh(() => {
      refetch({ count: MAIL_PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' });
      setPage(0);
    });
  };

  return (
    <Paper variant="outlined" data-testid="mail-outbox">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ mr: 'auto' }} data-testid="mail-total">
          <Trans>Messages: {total}</Trans>
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={refreshing} data-testid="mail-refresh">
          <Trans>Refresh</Trans>
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t`Mail outbox`}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Created</Trans>
              </TableCell>
              <TableCell>
                <Trans>Recipient</Trans>
              </TableCell>
              {/* The subject opens the message: kept readable, narrow screens scroll the table sideways. */}
              <TableCell sx={{ minWidth: 220 }}>
                <Trans>Subject</Trans>
              </TableCell>
              <TableCell>
                <Trans>Status</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Attempts</Trans>
              </TableCell>
              <TableCell>
                <Trans>Sent</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ node }) => (
              <TableRow key={node.id} hover data-testid="mail-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(node.createdAt)}</TableCell>
                <TableCell>{node.to}</TableCell>
                <TableCell>
                  <Button
                    variant="text"
                    onClick={() => onOpen(node.id)}
                    sx={{ p: 0, minWidth: 0, textAlign: 'left', borderRadius: 1 }}
                    data-testid="mail-open"
                  >
                    {node.subject || t`(no subject)`}
                  </Button>
                  {node.attachments.length ? (
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
                      data-testid="mail-row-attachments"
                    >
                      <AttachFileIcon fontSize="inherit" />
                      {node.attachments.map((attachment) => attachment.filename).join(', ')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <MailStatusChip status={node.status} transportConfigured={transportConfigured} />
                </TableCell>
                <TableCell align="right">{node.attempts}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(node.sentAt)}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <EmptyTableRow colSpan={6}>
                <Trans>The outbox is empty.</Trans>
              </EmptyTableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        onPageChange={(_event, next) => goTo(next)}
        rowsPerPage={MAIL_PAGE_SIZE}
        rowsPerPageOptions={[MAIL_PAGE_SIZE]}
        labelDisplayedRows={({ from, to, count }) => t`${from}–${to} of ${count}`}
        getItemAriaLabel={(type) =>
          type === 'next'
            ? t`Next page`
            : type === 'previous'
              ? t`Previous page`
              : type === 'first'
                ? t`First page`
                : t`Last page`
        }
        slotProps={{ actions: { nextButton: { disabled: isLoadingNext || (page + 1) * MAIL_PAGE_SIZE >= total } } }}
      />
    </Paper>
  );
}
