import { graphql } from 'react-relay';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OffersList_offer$data } from '../../../__generated__/OffersList_offer.graphql';
import { formatDateTime } from '../../../shared/format';
import { LinkedRowsTable, RowLink } from '../../../shared/lists/LinkedRowsTable';
import { FULFILLMENT_LABELS, FULFILLMENT_TIMES, SERVICE_CATEGORIES, SERVICE_LABELS, labelOf } from './labels';
import { OfferStatusChip } from './parts';

/** The fields a row shows: list queries spread it unmasked (`...OffersList_offer @relay(mask: false)`). */
export const offerRowFragment = graphql`
  fragment OffersList_offer on JobOffer {
    id
    number
    category
    location
    fulfillmentTime
    customDate
    createdAt
    closedAt
    status
    companyFlg
    authorName
    isMine
    attachment {
      originalName
    }
  }
`;

export type OfferRow = Omit<OffersList_offer$data, ' $fragmentType'>;

/**
 * Job offers as a table (cards on phones): number, service, location, when, posted, status.
 * A row opens the offer (`pathOf`). Test ids: `order-<n>` per row with `data-number`.
 */
export function OffersList({
  rows,
  pathOf,
  empty,
  showAuthor = false,
  label,
}: {
  rows: readonly OfferRow[];
  pathOf: (id: string) => string;
  empty: React.ReactNode;
  showAuthor?: boolean;
  label: string;
}) {
  const { i18n } = useLingui();
  const category = (row: OfferRow) => labelOf(i18n, SERVICE_CATEGORIES, SERVICE_LABELS, row.category);
  const when = (row: OfferRow) =>
    row.fulfillmentTime === 'CUSTOM_TIME' && row.customDate
      ? row.customDate
      : labelOf(i18n, FULFILLMENT_TIMES, FULFILLMENT_LABELS, row.fulfillmentTime);

  return (
    <LinkedRowsTable
      label={label}
      rows={rows}
      linkOf={(row) => pathOf(row.id)}
      rowProps={(row, index) => ({ 'data-testid': `order-${index}`, 'data-number': row.number })}
      empty={{ message: empty, testId: 'orders-empty' }}
      head={[
        { label: <Trans>Number</Trans> },
        { label: <Trans>Service</Trans> },
        { label: <Trans>Location</Trans> },
        { label: <Trans>Fulfilment</Trans> },
        ...(showAuthor ? [{ label: <Trans>Posted by</Trans> }] : []),
        { label: <Trans>Posted</Trans> },
        { label: <Trans>Status</Trans> },
      ]}
      cells={(row) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <RowLink to={pathOf(row.id)} testId="order-number">
              {row.number}
            </RowLink>
            {row.attachment ? (
              <AttachFileIcon
                titleAccess={row.attachment.originalName}
                sx={{ fontSize: 16, ml: 0.5, verticalAlign: 'middle', color: 'text.secondary' }}
              />
            ) : null}
          </TableCell>
          <TableCell>{category(row)}</TableCell>
          <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.location}</TableCell>
          <TableCell>{when(row)}</TableCell>
          {showAuthor ? <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.authorName}</TableCell> : null}
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
          <TableCell>
            <OfferStatusChip status={row.status} />
          </TableCell>
        </>
      )}
      card={(row) => (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="order-number">
              {row.number}
            </Typography>
            <OfferStatusChip status={row.status} />
          </Box>
          <Typography sx={{ mt: 0.5 }}>{category(row)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {row.location} · {when(row)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {formatDateTime(row.createdAt)}
            {showAuthor ? ` · ${row.authorName}` : ''}
            {row.attachment ? ' · ' : ''}
            {row.attachment ? <AttachFileIcon sx={{ fontSize: 14, verticalAlign: 'middle' }} /> : null}
          </Typography>
        </>
      )}
    />
  );
}
