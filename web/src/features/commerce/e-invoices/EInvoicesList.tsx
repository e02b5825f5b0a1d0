import { useMemo, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CodeIcon from '@mui/icons-material/Code';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ReplayIcon from '@mui/icons-material/Replay';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  EInvoicesList_connection$data,
  EInvoicesList_connection$key,
} from '../../../__generated__/EInvoicesList_connection.graphql';
import { IconAction } from '../../../shared/admin/IconAction';
import type { AdminListGridProps } from '../../../shared/lists/AdminDataGrid';
import { ResponsiveList } from '../../../shared/lists/ResponsiveList';
import { formatDateTime } from '../../../shared/format';
import { EInvoiceState, errorLines, isOverdue } from './EInvoiceState';
import { E_INVOICE_KIND } from './labels';

export type EInvoiceRow = EInvoicesList_connection$data['edges'][number]['node'];
type Row = NonNullable<EInvoiceRow>;

/** The staff details page of a purchase (features/commerce/purchases/paths.ts). */
const purchasePath = (id: string) => `/admin/purchases/${encodeURIComponent(id)}/details`;

export interface RowCallbacks {
  /** "Resend" of a rejected invoice: the dialog correcting the buyer's data. */
  onResend: (row: Row) => void;
  /** "Send now" of a queued one. */
  onSendNow: (row: Row) => void;
  /** The row being sent now (its button waits). */
  sending: string | null;
}

/**
 * One page of `eInvoices`: MUI's data grid in server mode on wide screens (25 rows, no sorting:
 * newest issue first), cards on phones with Previous / Next. Each row: the document (linking to
 * its purchase), kind, buyer, issue day, state, KSeF number and acceptance, and its actions —
 * the XML sent, the UPO, KSeF's verification page, "Resend" (rejected) and "Send now" (queued).
 */
export function EInvoicesList({
  connection,
  list,
  loading,
  filtered,
  ...callbacks
}: AdminListGridProps<EInvoicesList_connection$key> & RowCallbacks) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment EInvoicesList_connection on EInvoiceConnection {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            kind
            documentNumber
            buyerName
            buyerNip
            issueDate
            status
            offlineReason
            sendBy
            ksefNumber
            acceptedAt
            errors {
              code
              description
            }
            attempts
            nextAttemptAt
            hasUpo
            xmlUrl
            upoUrl
            verificationUrl
            purchase {
              id
              number
            }
            ...ResendEInvoiceDialog_eInvoice
          }
        }
      }
    `,
    connection,
  );
  const kindLabel = (kind: string) => E_INVOICE_KIND.label(i18n, kind);
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'documentNumber',
        headerName: t`Document`,
        minWidth: 150,
        renderCell: ({ row }) => <DocumentLink row={row} />,
      },
      {
        field: 'kind',
        headerName: t`Kind`,
        minWidth: 100,
        valueGetter: (_value, row) => kindLabel(row.kind),
      },
      {
        field: 'buyerName',
        headerName: t`Buyer`,
        minWidth: 190,
        flex: 1,
        renderCell: ({ row }) => <Buyer row={row} />,
      },
      { field: 'issueDate', headerName: t`Issued`, minWidth: 155 },
      {
        field: 'status',
        headerName: t`State`,
        minWidth: 190,
        renderCell: ({ row }) => <EInvoiceState row={row} />,
      },
      {
        field: 'ksefNumber',
        headerName: t`KSeF number`,
        minWidth: 230,
        flex: 1,
        renderCell: ({ row }) => <KsefNumber row={row} />,
      },
      {
        field: 'acceptedAt',
        headerName: t`Accepted on`,
        minWidth: 135,
        valueGetter: (_value, row) => (row.acceptedAt ? formatDateTime(row.acceptedAt) : '—'),
      },
      {
        field: 'actions',
        headerName: t`Actions`,
        minWidth: 190,
        renderCell: ({ row }) => <RowActions row={row} {...callbacks} />,
      },
    ],
    // kindLabel follows i18n.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n, callbacks.sending, callbacks.onResend, callbacks.onSendNow],
  );

  return (
    <ResponsiveList<Row>
      connection={data}
      list={list}
      loading={loading}
      filtered={filtered}
      label={t`E-invoices`}
      columns={columns}
      empty={<Trans>No e-invoices yet: business invoices go to KSeF as soon as they are issued.</Trans>}
      emptyFiltered={<Trans>No e-invoice matches the filters.</Trans>}
      rowHeight={64}
      testId="e-invoices-grid"
      rowTestId="e-invoice-row"
      alert={isOverdue}
      card={(row) => (
        <>
          <DocumentLink row={row} />
          <Typography variant="body2" color="text.secondary">
            {kindLabel(row.kind)} · {row.issueDate}
          </Typography>
          <Box sx={{ mt: 1 }}>
            <EInvoiceState row={row} />
          </Box>
          <Box sx={{ mt: 1 }}>
            <Buyer row={row} />
          </Box>
          <Box sx={{ mt: 1 }}>
            <KsefNumber row={row} />
            {row.acceptedAt ? <AcceptedAt at={row.acceptedAt} /> : null}
          </Box>
          {row.status === 'REJECTED' && row.errors.length ? (
            <Typography variant="body2" color="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
              {errorLines(row).join(' · ')}
            </Typography>
          ) : null}
          <Box sx={{ mt: 1, ml: -1 }}>
            <RowActions row={row} {...callbacks} />
          </Box>
        </>
      )}
    />
  );
}

function DocumentLink({ row }: { row: Row }) {
  return row.purchase ? (
    <Link
      component={RouterLink}
      to={purchasePath(row.purchase.id)}
      sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
      data-testid="e-invoice-document"
    >
      {row.documentNumber}
    </Link>
  ) : (
    <Typography sx={{ fontWeight: 700 }} data-testid="e-invoice-document">
      {row.documentNumber}
    </Typography>
  );
}

function Buyer({ row }: { row: Row }) {
  const { t } = useLingui();
  const nip = row.buyerNip;
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={row.buyerName}>
        {row.buyerName}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {nip ? t`NIP ${nip}` : t`Consumer`}
      </Typography>
    </Box>
  );
}

function KsefNumber({ row }: { row: Row }) {
  return row.ksefNumber ? (
    <Typography
      variant="body2"
      sx={{ fontFamily: 'monospace', wordBreak: 'break-all', whiteSpace: 'normal', lineHeight: 1.3, minWidth: 0 }}
      data-testid="e-invoice-ksef-number"
    >
      {row.ksefNumber}
    </Typography>
  ) : (
    <Typography variant="body2" color="text.secondary">
      —
    </Typography>
  );
}

function RowActions({ row, onResend, onSendNow, sending }: { row: Row } & RowCallbacks) {
  const { t } = useLingui();
  const number = row.documentNumber;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
      <LinkAction
        label={t`Download the XML sent (${number})`}
        tooltip={t`XML sent to KSeF`}
        href={row.xmlUrl}
        download
        testId="e-invoice-xml"
      >
        <CodeIcon fontSize="small" />
      </LinkAction>
      {row.hasUpo && row.upoUrl ? (
        <LinkAction
          label={t`Download the UPO (${number})`}
          tooltip={t`UPO: official acknowledgement of receipt`}
          href={row.upoUrl}
          download
          testId="e-invoice-upo"
        >
          <VerifiedOutlinedIcon fontSize="small" />
        </LinkAction>
      ) : null}
      {row.status === 'ACCEPTED' || row.offlineReason ? (
        <LinkAction
          label={t`Open the verification page in KSeF (${number})`}
          tooltip={t`Verify in KSeF`}
          href={row.verificationUrl}
          testId="e-invoice-verify"
        >
          <OpenInNewIcon fontSize="small" />
        </LinkAction>
      ) : null}
      {row.status === 'REJECTED' ? (
        <IconAction
          label={t`Resend ${number}`}
          tooltip={t`Correct and resend`}
          onClick={() => onResend(row)}
          size="small"
          color="error"
          data-testid="e-invoice-resend"
        >
          <ReplayIcon fontSize="small" />
        </IconAction>
      ) : null}
      {row.status === 'QUEUED' ? (
        <IconAction
          label={t`Send ${number} now`}
          tooltip={t`Send now`}
          onClick={() => onSendNow(row)}
          disabled={sending !== null}
          size="small"
          color="primary"
          data-testid="e-invoice-send-now"
        >
          <SendOutlinedIcon fontSize="small" />
        </IconAction>
      ) : null}
    </Box>
  );
}

/** An icon link named by its label (a download, or a page opened in a new tab), its tooltip shown on hover. */
function LinkAction({
  label,
  tooltip,
  href,
  download = false,
  testId,
  children,
}: {
  label: string;
  tooltip: string;
  href: string;
  download?: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={tooltip}>
      <IconButton
        aria-label={label}
        href={href}
        size="small"
        data-testid={testId}
        {...(download ? { download: true } : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

function AcceptedAt({ at }: { at: string }) {
  const accepted = formatDateTime(at);
  return (
    <Typography variant="caption" color="text.secondary">
      <Trans>Accepted {accepted}</Trans>
    </Typography>
  );
}
