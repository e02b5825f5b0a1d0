import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
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
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  PurchaseDetails_purchase$data,
  PurchaseDetails_purchase$key,
} from '../../../__generated__/PurchaseDetails_purchase.graphql';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { PageHeader } from '../../../shared/ui/Page';
import { AmountRow } from '../../../shared/ui/AmountRow';
import { TwoColumns } from '../../../shared/ui/TwoColumns';
import {
  BUYER_TYPE,
  EVENT_SOURCE_LABELS,
  MONEY_EVENT,
  PAYMENT_TYPE,
  PURCHASE_STATUSES,
  PURCHASE_STATUS_LABELS,
  variantLabel,
} from './labels';
import { labelOf } from '../../../shared/i18n/enumLabels';
import { DetailsSection } from './DetailsSection';
import { InvoiceLinks } from './InvoiceLinks';
import { Refunds, type RefundsExtras } from './Refunds';
import { PurchaseStatusChip } from '../../../shared/purchases/PurchaseStatusChip';

const fragment = graphql`
  fragment PurchaseDetails_purchase on Purchase {
    id
    number
    createdAt
    status
    paymentType
    buyerType
    name
    streetAndNumber
    postalCode
    city
    phone
    email
    invNip
    invName
    invStreet
    invPostalCode
    invCity
    deliveryName
    deliveryStreet
    deliveryPostalCode
    deliveryCity
    notes
    shippingName
    shippingPriceGross
    couponCode
    itemsGross
    discountGross
    totalGross
    paidAt
    payBefore
    items {
      kind
      name
      variantName
      quantity
      unitPriceGross
      vatRate
      discountGross
      totalGross
    }
    ...InvoiceLinks_purchase
    ...Refunds_purchase
    events {
      kind
      amount
      fromStatus
      toStatus
      createdAt
      actorName
      source
      note
    }
  }
`;

/**
 * One purchase as its buyer, an admin or a seller sees it: the header (number, status, date),
 * its lines, shipping, coupon and totals, the buyer's, invoice and delivery data, notes, the
 * invoice and correction downloads, the refunds and the history (status changes and money
 * events). The pages add what is theirs: `aside` (the payment box for the buyer, the buyer's
 * account for staff), `notice` above everything, `actions`, and `refunds` (staff: the section
 * even when empty, the admin's actions on a refund; staff also see an invoice rejected by KSeF).
 */
export function PurchaseDetails({
  purchase,
  accessToken,
  back,
  actions,
  notice,
  aside,
  refunds,
}: {
  purchase: PurchaseDetails_purchase$key;
  /** A guest's private token: the invoice links carry it. */
  accessToken?: string | null;
  back?: { to: string; label: ReactNode };
  actions?: ReactNode;
  notice?: ReactNode;
  aside?: ReactNode;
  refunds?: RefundsExtras;
}) {
  const { i18n } = useLingui();
  const data = useFragment(fragment, purchase);
  const number = data.number;
  const paymentType = PAYMENT_TYPE.label(i18n, data.paymentType);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} data-testid="purchase-details">
      {back ? (
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1, ml: -1 }}>
          {back.label}
        </Button>
      ) : null}
      <PageHeader
        title={<Trans>Purchase {number}</Trans>}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <PurchaseStatusChip status={data.status} size="medium" />
            <span>
              <Trans>Placed {formatDateTime(data.createdAt)}</Trans>
            </span>
            <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
              ·
            </Box>
            <span data-testid="purchase-payment-type">{paymentType}</span>
          </Box>
        }
        actions={actions}
        longTitle
      />
      {notice}
      <TwoColumns columns="minmax(0, 2fr) minmax(0, 1fr)">
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <DetailsSection id="purchase-items" title={<Trans>Items</Trans>}>
            <ItemsTable items={data.items} />
            <Totals data={data} />
          </DetailsSection>
          <Refunds purchase={data} {...refunds} />
          <DetailsSection id="purchase-data" title={<Trans>Buyer and delivery</Trans>}>
            <BuyerData data={data} />
          </DetailsSection>
          {data.events.length ? (
            <DetailsSection id="purchase-history" title={<Trans>History</Trans>}>
              <History events={data.events} />
            </DetailsSection>
          ) : null}
        </Stack>
        {/* On phones the summary and what is left to do (payment, invoice) come first. */}
        <Stack spacing={3} sx={{ minWidth: 0, order: { xs: -1, md: 0 } }}>
          <DetailsSection id="purchase-summary" title={<Trans>Summary</Trans>}>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
              <SummaryRow label={<Trans>Status</Trans>}>
                <PurchaseStatusChip status={data.status} />
              </SummaryRow>
              <SummaryRow label={<Trans>Payment type</Trans>}>{paymentType}</SummaryRow>
              <SummaryRow label={<Trans>To pay</Trans>}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {formatMoney(data.totalGross)}
                </Box>
              </SummaryRow>
              {data.paidAt ? (
                <SummaryRow label={<Trans>Paid on</Trans>} testId="purchase-paid-at">
                  {formatDateTime(data.paidAt)}
                </SummaryRow>
              ) : data.status === 'PLACED' && data.payBefore ? (
                <SummaryRow label={<Trans>Pay by</Trans>}>{formatDateTime(data.payBefore)}</SummaryRow>
              ) : null}
            </Box>
          </DetailsSection>
          {aside}
          <InvoiceLinks purchase={data} accessToken={accessToken} staff={refunds?.staff} />
        </Stack>
      </TwoColumns>
    </Container>
  );
}

function SummaryRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

type Data = PurchaseDetails_purchase$data;
type Item = Data['items'][number];

function ItemsTable({ items }: { items: readonly Item[] }) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) {
    return (
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Items`}>
        {items.map((item, index) => (
          <Box
            component="li"
            key={index}
            sx={{ pb: 1.5, borderBottom: 1, borderColor: 'divider' }}
            data-testid="purchase-item"
          >
            <ItemName item={item} />
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
              <Typography variant="body2" color="text.secondary">
                {item.quantity} × {formatMoney(item.unitPriceGross)} · <Trans>VAT {item.vatRate}%</Trans>
              </Typography>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatMoney(item.totalGross)}</Typography>
            </Box>
            {item.discountGross ? (
              <Typography variant="body2" color="success.main">
                <Trans>Discount −{formatMoney(item.discountGross)}</Trans>
              </Typography>
            ) : null}
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label={t`Items`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Item</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Quantity</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Unit price</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>VAT</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Discount</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Total</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={index} data-testid="purchase-item">
              <TableCell>
                <ItemName item={item} />
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.unitPriceGross)}
              </TableCell>
              <TableCell align="right">{item.vatRate}%</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {item.discountGross ? `−${formatMoney(item.discountGross)}` : '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatMoney(item.totalGross)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A line's name and, below it, its variant in words. */
function ItemName({ item }: { item: Item }) {
  const { i18n } = useLingui();
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.name}</Typography>
      {item.variantName ? (
        <Typography variant="body2" color="text.secondary">
          {variantLabel(i18n, item.kind, item.variantName)}
        </Typography>
      ) : null}
    </>
  );
}

function Totals({ data }: { data: Data }) {
  const code = data.couponCode;
  const shipping = data.shippingName;
  return (
    <Box component="dl" sx={{ m: 0, mt: 2, ml: { sm: 'auto' }, maxWidth: { sm: 380 } }} data-testid="purchase-totals">
      <AmountRow look="totals" label={<Trans>Items</Trans>} value={formatMoney(data.itemsGross)} />
      {data.discountGross || code ? (
        <AmountRow
          look="totals"
          label={code ? <Trans>Discount code {code}</Trans> : <Trans>Discount</Trans>}
          value={`−${formatMoney(data.discountGross)}`}
        />
      ) : null}
      {shipping ? (
        <AmountRow
          look="totals"
          label={<Trans>Shipping: {shipping}</Trans>}
          value={formatMoney(data.shippingPriceGross)}
        />
      ) : null}
      <AmountRow
        look="totals"
        label={<Trans>Total</Trans>}
        value={formatMoney(data.totalGross)}
        strong
        testId="purchase-total"
      />
    </Box>
  );
}

function Lines({ title, lines, testId }: { title: ReactNode; lines: (string | null | undefined)[]; testId: string }) {
  const shown = lines.filter((line): line is string => Boolean(line?.trim()));
  if (!shown.length) return null;
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {shown.map((line, index) => (
        <Typography key={index} sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

function joinCity(postalCode: string | null | undefined, city: string | null | undefined) {
  return [postalCode, city].filter(Boolean).join(' ');
}

function BuyerData({ data }: { data: Data }) {
  const { t, i18n } = useLingui();
  const buyerType = BUYER_TYPE.label(i18n, data.buyerType);
  const nip = data.invNip;
  const hasInvoice = Boolean(data.invNip || data.invName || data.invStreet);
  const hasDelivery = Boolean(data.deliveryName || data.deliveryStreet);
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fit, minmax(200px, 1fr))' },
        }}
      >
        <Lines
          title={<Trans>Buyer</Trans>}
          testId="purchase-buyer"
          lines={[
            data.name,
            data.streetAndNumber,
            joinCity(data.postalCode, data.city),
            data.phone,
            data.email,
            buyerType,
          ]}
        />
        {hasInvoice ? (
          <Lines
            title={<Trans>Invoice data</Trans>}
            testId="purchase-invoice-data"
            lines={[
              data.invName,
              data.invStreet,
              joinCity(data.invPostalCode, data.invCity),
              nip ? t`NIP ${nip}` : null,
            ]}
          />
        ) : null}
        {hasDelivery ? (
          <Lines
            title={<Trans>Delivery address</Trans>}
            testId="purchase-delivery"
            lines={[data.deliveryName, data.deliveryStreet, joinCity(data.deliveryPostalCode, data.deliveryCity)]}
          />
        ) : null}
      </Box>
      {data.notes.trim() ? (
        <Box data-testid="purchase-notes">
          <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mb: 0.5 }}>
            <Trans>Notes</Trans>
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{data.notes}</Typography>
        </Box>
      ) : null}
    </Stack>
  );
}

function statusLabel(i18n: ReturnType<typeof useLingui>['i18n'], status: string | null | undefined): string {
  if (!status) return '—';
  return labelOf(i18n, PURCHASE_STATUSES, PURCHASE_STATUS_LABELS, status);
}

function History({ events }: { events: Data['events'] }) {
  const { i18n } = useLingui();
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event, index) => {
        const source = event.source ? EVENT_SOURCE_LABELS[event.source] : undefined;
        const who = event.actorName || (source ? i18n._(source) : event.source);
        const from = statusLabel(i18n, event.fromStatus);
        const to = statusLabel(i18n, event.toStatus);
        const money = event.kind !== 'STATUS';
        return (
          <Box
            component="li"
            key={index}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' }, gap: { xs: 0, sm: 2 } }}
            data-testid="purchase-event"
            data-kind={event.kind}
          >
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(event.createdAt)}
            </Typography>
            <Box>
              <Typography>
                {money ? (
                  <>
                    {MONEY_EVENT.label(i18n, event.kind)}
                    {event.amount != null ? (
                      <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="event-amount">
                        {' · '}
                        {formatMoney(event.amount)}
                      </Box>
                    ) : null}
                  </>
                ) : event.fromStatus ? (
                  <Trans>
                    {from} → {to}
                  </Trans>
                ) : (
                  to
                )}
              </Typography>
              {who ? (
                <Typography variant="body2" color="text.secondary">
                  {who}
                </Typography>
              ) : null}
              {event.note ? (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {event.note}
                </Typography>
              ) : null}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
