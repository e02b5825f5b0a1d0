import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyPurchasesPageQuery } from '../../__generated__/MyPurchasesPageQuery.graphql';
import type { MyPurchasesList_query$key } from '../../__generated__/MyPurchasesList_query.graphql';
import type { MyPurchasesListPaginationQuery } from '../../__generated__/MyPurchasesListPaginationQuery.graphql';
import { formatDateTime, formatMoney } from '../../shared/format';
import { PAGE_SIZE } from '../../shared/policies';
import { Page } from '../../shared/ui/Page';
import { PAYMENT_TYPES, PAYMENT_TYPE_LABELS, isOneOf } from './labels';
import { SHOP_PATH, purchaseDetailsPath } from './paths';
import { PurchaseStatusChip } from '../../shared/purchases/PurchaseStatusChip';
import { itemsSummary } from './summary';

const fragment = graphql`
  fragment MyPurchasesList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
  @refetchable(queryName: "MyPurchasesListPaginationQuery") {
    myPurchases(first: $count, after: $cursor) @connection(key: "MyPurchasesList_myPurchases") {
      edges {
        node {
          id
          number
          createdAt
          status
          paymentType
          totalGross
          items {
            name
            quantity
          }
        }
      }
    }
  }
`;

/** /purchases (USER, B2B): the signed-in buyer's purchases, newest first, 25 at a time. */
export default function MyPurchasesPage() {
  const data = useLazyLoadQuery<MyPurchasesPageQuery>(
    graphql`
      query MyPurchasesPageQuery {
        ...MyPurchasesList_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <Page
      title={<Trans>My purchases</Trans>}
      subtitle={<Trans>Your orders, newest first. Open one for details.</Trans>}
    >
      <MyPurchasesList query={data} />
    </Page>
  );
}

function MyPurchasesList({ query }: { query: MyPurchasesList_query$key }) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyPurchasesListPaginationQuery,
    MyPurchasesList_query$key
  >(fragment, query);
  const rows = (data.myPurchases?.edges ?? []).map((edge) => edge?.node).filter((node) => node != null);

  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="purchases-empty">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            <Trans>You have no purchases yet.</Trans>
          </Typography>
          <Button component={RouterLink} to={SHOP_PATH} variant="contained" startIcon={<StorefrontOutlinedIcon />}>
            <Trans>Go to the shop</Trans>
          </Button>
        </Stack>
      </Paper>
    );
  }

  const paymentLabel = (type: string) => (isOneOf(PAYMENT_TYPES, type) ? i18n._(PAYMENT_TYPE_LABELS[type]) : type);
  const more = hasNext ? (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button
        variant="outlined"
        onClick={() => loadNext(PAGE_SIZE)}
        disabled={isLoadingNext}
        data-testid="purchases-more"
      >
        <Trans>Show more</Trans>
      </Button>
    </Box>
  ) : null;

  if (phone) {
    return (
      <>
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`My purchases`}>
          {rows.map((row) => (
            <li key={row.id}>
              <Card variant="outlined" data-testid="purchase-row">
                <CardActionArea component={RouterLink} to={purchaseDetailsPath(row.id)}>
                  <CardContent>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
                      <Typography sx={{ fontWeight: 700 }} data-testid="purchase-number">
                        {row.number}
                      </Typography>
                      <PurchaseStatusChip status={row.status} />
                    </Box>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {formatDateTime(row.createdAt)} · {paymentLabel(row.paymentType)}
                    </Typography>
                    <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                      {itemsSummary(i18n, row.items)}
                    </Typography>
                    <Typography sx={{ mt: 1, fontWeight: 700, textAlign: 'right' }}>
                      {formatMoney(row.totalGross)}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Stack>
        {more}
      </>
    );
  }

  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table aria-label={t`My purchases`}>
          <TableHead>
            <TableRow>
              <TableCell>
                <Trans>Number</Trans>
              </TableCell>
              <TableCell>
                <Trans>Date</Trans>
              </TableCell>
              <TableCell>
                <Trans>Status</Trans>
              </TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <Trans>Items</Trans>
              </TableCell>
              <TableCell>
                <Trans>Payment</Trans>
              </TableCell>
              <TableCell align="right">
                <Trans>Total</Trans>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                onClick={() => void navigate(purchaseDetailsPath(row.id))}
                sx={{ cursor: 'pointer' }}
                data-testid="purchase-row"
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={purchaseDetailsPath(row.id)}
                    onClick={(event) => event.stopPropagation()}
                    sx={{ fontWeight: 700 }}
                    data-testid="purchase-number"
                  >
                    {row.number}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.createdAt)}</TableCell>
                <TableCell>
                  <PurchaseStatusChip status={row.status} />
                </TableCell>
                <TableCell>{itemsSummary(i18n, row.items)}</TableCell>
                <TableCell>{paymentLabel(row.paymentType)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatMoney(row.totalGross)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more}
    </>
  );
}
