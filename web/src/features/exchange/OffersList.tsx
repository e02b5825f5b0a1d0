import { graphql } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
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
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OffersList_offer$data } from '../../__generated__/OffersList_offer.graphql';
import { formatDateTime } from '../../shared/format';
import { EmptyTableRow } from '../../shared/ui/EmptyTableRow';
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
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const category = (row: OfferRow) => labelOf(i18n, SERVICE_CATEGORIES, SERVICE_LABELS, row.category);
  const when = (row: OfferRow) =>
    row.fulfillmentTime === 'CUSTOM_TIME' && row.customDate
      ? row.customDate
      : labelOf(i18n, FULFILLMENT_TIMES, FULFILLMENT_LABELS, row.fulfillmentTime);

  if (phone) {
    if (!rows.length) {
      return (
        <Paper variant="outlined" sx={{ p: 3 }} data-testid="orders-empty">
          <Typography color="text.secondary">{empty}</Typography>
        </Paper>
      );
    }
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
        {rows.map((row, index) => (
          <li key={row.id}>
            <Card variant="outlined" data-testid={`order-${index}`} data-number={row.number}>
              <CardActionArea component={RouterLink} to={pathOf(row.id)}>
                <CardContent>
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
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Number</Trans>
            </TableCell>
            <TableCell>
              <Trans>Service</Trans>
            </TableCell>
            <TableCell>
              <Trans>Location</Trans>
            </TableCell>
            <TableCell>
              <Trans>Fulfilment</Trans>
            </TableCell>
            {showAuthor ? (
              <TableCell>
                <Trans>Posted by</Trans>
              </TableCell>
            ) : null}
            <TableCell>
              <Trans>Posted</Trans>
            </TableCell>
            <TableCell>
              <Trans>Status</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? <EmptyTableRow colSpan={showAuthor ? 7 : 6}>{empty}</EmptyTableRow> : null}
          {rows.map((row, index) => (
            <TableRow
              key={row.id}
              hover
              onClick={() => void navigate(pathOf(row.id))}
              sx={{ cursor: 'pointer' }}
              data-testid={`order-${index}`}
              data-number={row.number}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={pathOf(row.id)}
                  onClick={(event) => event.stopPropagation()}
                  sx={{ fontWeight: 700 }}
                  data-testid="order-number"
                >
                  {row.number}
                </Link>
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
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
