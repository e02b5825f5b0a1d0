import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyPurchasesPageQuery } from '../../../__generated__/MyPurchasesPageQuery.graphql';
import type { MyPurchasesList_query$key } from '../../../__generated__/MyPurchasesList_query.graphql';
import type { MyPurchasesListPaginationQuery } from '../../../__generated__/MyPurchasesListPaginationQuery.graphql';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { LinkedRowsTable, RowLink } from '../../../shared/lists/LinkedRowsTable';
import { ShowMoreButton } from '../../../shared/lists/ShowMoreButton';
import { PAGE_SIZE } from '../../../shared/policies';
import { Page } from '../../../shared/ui/Page';
import { PAYMENT_TYPE } from './labels';
import { SHOP_PATH, purchaseDetailsPath } from './paths';
import { PurchaseStatusChip } from '../../../shared/purchases/PurchaseStatusChip';
import { itemsSummary } from './summary';

const fragment = graphql`
  fragment MyPurchasesList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
  @refetchable(queryName: "MyPurchasesListPaginationQuery") {
    myPurchases(first: $count, after: $cursor) @connection(key: "MyPurchasesList_myPurchases") {
      edges {
        node {
          ...purchaseRow_purchase @relay(mask: false)
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

  const paymentLabel = (type: string) => PAYMENT_TYPE.label(i18n, type);
  return (
    <>
      <LinkedRowsTable
        label={t`My purchases`}
        rows={rows}
        linkOf={(row) => purchaseDetailsPath(row.id)}
        rowProps={() => ({ 'data-testid': 'purchase-row' })}
        head={[
          { label: <Trans>Number</Trans> },
          { label: <Trans>Date</Trans> },
          { label: <Trans>Status</Trans> },
          { label: <Trans>Items</Trans>, minWidth: 240 },
          { label: <Trans>Payment</Trans> },
          { label: <Trans>Total</Trans>, align: 'right' },
        ]}
        cells={(row) => (
          <>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <RowLink to={purchaseDetailsPath(row.id)} testId="purchase-number">
                {row.number}
              </RowLink>
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
          </>
        )}
        card={(row) => (
          <>
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
            <Typography sx={{ mt: 1, fontWeight: 700, textAlign: 'right' }}>{formatMoney(row.totalGross)}</Typography>
          </>
        )}
      />
      <ShowMoreButton
        hasNext={hasNext}
        loading={isLoadingNext}
        onMore={() => loadNext(PAGE_SIZE)}
        testId="purchases-more"
      />
    </>
  );
}
