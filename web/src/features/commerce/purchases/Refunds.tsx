import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Refunds_purchase$data, Refunds_purchase$key } from '../../../__generated__/Refunds_purchase.graphql';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { DetailsSection } from './DetailsSection';
import { REFUND_METHOD, REFUND_REASON, REFUND_STATUS, variantLabel } from './labels';

export type Refund = Refunds_purchase$data['refunds'][number];

/** What the staff pages add to the refunds section. */
export interface RefundsExtras {
  /** Staff see the section (with a line saying so) even without refunds. */
  staff?: boolean;
  /** The admin's actions on one refund (NEEDED or FAILED: send it or record it). */
  refundActions?: (refund: Refund) => ReactNode;
}

/**
 * The purchase's refunds, oldest first: status, amount, why, how, when and what was given back
 * (lines; a line without a purchase line is the shipping). Buyers (guests too) see theirs; a
 * purchase without refunds shows nothing, to staff a short line.
 */
export function Refunds({ purchase, staff, refundActions }: { purchase: Refunds_purchase$key } & RefundsExtras) {
  const { refunds } = useFragment(
    graphql`
      fragment Refunds_purchase on Purchase {
        refunds {
          id
          status
          method
          reason
          amount
          failureReason
          note
          restocked
          createdAt
          doneAt
          lines {
            quantity
            amount
            purchaseItem {
              kind
              name
              variantName
            }
          }
        }
      }
    `,
    purchase,
  );
  if (!refunds.length && !staff) return null;
  return (
    <DetailsSection id="purchase-refunds" title={<Trans>Refunds</Trans>}>
      {refunds.length ? (
        <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {refunds.map((refund) => (
            <RefundItem key={refund.id} refund={refund} staff={staff} actions={refundActions?.(refund)} />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary" data-testid="refunds-none">
          <Trans>No refunds.</Trans>
        </Typography>
      )}
    </DetailsSection>
  );
}

export function RefundStatusChip({ status }: { status: string }) {
  const { i18n } = useLingui();
  return (
    <Chip
      size="small"
      color={REFUND_STATUS.color(status)}
      label={REFUND_STATUS.label(i18n, status)}
      data-testid="refund-status"
      data-status={status}
    />
  );
}

function RefundItem({ refund, staff, actions }: { refund: Refund; staff?: boolean; actions?: ReactNode }) {
  const { i18n } = useLingui();
  const reason = REFUND_REASON.label(i18n, refund.reason);
  const method = REFUND_METHOD.label(i18n, refund.method);
  const created = formatDateTime(refund.createdAt);
  const done = refund.doneAt ? formatDateTime(refund.doneAt) : null;
  const failure = refund.failureReason;
  return (
    <Box
      component="li"
      sx={{ pb: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { pb: 0, borderBottom: 0 } }}
      data-testid="refund"
      data-status={refund.status}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <RefundStatusChip status={refund.status} />
        <Typography sx={{ fontWeight: 700, ml: 'auto', whiteSpace: 'nowrap' }} data-testid="refund-amount">
          {formatMoney(refund.amount)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {reason} · {method} · {done ? <Trans>refunded {done}</Trans> : <Trans>created {created}</Trans>}
      </Typography>
      {refund.status === 'FAILED' && failure ? (
        <Typography
          variant="body2"
          color="error"
          sx={{ mt: 0.5, overflowWrap: 'anywhere' }}
          data-testid="refund-failure"
        >
          <Trans>Przelewy24’s reason: {failure}</Trans>
        </Typography>
      ) : null}
      {refund.lines.length ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {refund.lines.map((line, index) => (
            <Typography component="li" variant="body2" key={index} data-testid="refund-line">
              <RefundLineText line={line} /> –{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(line.amount)}
              </Box>
            </Typography>
          ))}
        </Box>
      ) : null}
      {staff && refund.restocked ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          <Trans>The goods came back to stock.</Trans>
        </Typography>
      ) : null}
      {refund.note ? (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {refund.note}
        </Typography>
      ) : null}
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>{actions}</Box> : null}
    </Box>
  );
}

function RefundLineText({ line }: { line: Refund['lines'][number] }) {
  const { i18n } = useLingui();
  const item = line.purchaseItem;
  if (!item) return <Trans>Shipping</Trans>;
  const quantity = line.quantity;
  const variant = item.variantName ? ` (${variantLabel(i18n, item.kind, item.variantName)})` : '';
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {item.name}
      {variant} × {quantity}
    </Box>
  );
}
