import { useState, type SubmitEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  StaffRefundDialog_purchase$data,
  StaffRefundDialog_purchase$key,
} from '../../../__generated__/StaffRefundDialog_purchase.graphql';
import type { StaffRefundDialogMutation } from '../../../__generated__/StaffRefundDialogMutation.graphql';
import { formRefusal } from '../../../shared/errors/formRefusal';
import { formatMoney } from '../../../shared/format';
import { FormDialog, dialogIds, useFormIssues } from '../../../shared/ui/FormDialog';
import { IssueTextField } from '../../../shared/admin/IssueTextField';
import {
  checkNumber,
  checkText,
  compact,
  focusFirstInvalid,
  parseNumber,
  serverIssues,
  type FieldIssue,
} from '../../../shared/admin/form';
import { variantLabel, type RefundMethod } from './labels';
import { refundLineAmount, refundTotal } from './refundAmounts';
import { useRefundOutcome } from './StaffRefundActions';

/** The longest note the API keeps on a refund. */
export const REFUND_NOTE_MAX = 500;

const fragment = graphql`
  fragment StaffRefundDialog_purchase on Purchase {
    id
    number
    refundable {
      amount
      onlineAmount
      shipping
      lines {
        quantity
        amount
        item {
          id
          kind
          name
          variantName
          quantity
          totalGross
        }
      }
    }
  }
`;

type Refundable = NonNullable<StaffRefundDialog_purchase$data['refundable']>;
type Line = Refundable['lines'][number];

/**
 * "Refund" on a paid purchase with something left to give back (admins): opens the refund dialog.
 * Nothing for a purchase that cannot be refunded (not paid, or everything refunded already).
 */
export function StaffRefundButton({
  purchase,
  onDone,
}: {
  purchase: StaffRefundDialog_purchase$key;
  onDone: () => void;
}) {
  const data = useFragment(fragment, purchase);
  const [open, setOpen] = useState(false);
  const refundable = data.refundable;
  if (!refundable || refundable.amount <= 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<CurrencyExchangeIcon />}
        onClick={() => setOpen(true)}
        data-testid="purchase-action-refund"
      >
        <Trans>Refund</Trans>
      </Button>
      {open ? (
        <StaffRefundDialog
          purchaseId={data.id}
          number={data.number}
          refundable={refundable}
          onClose={() => setOpen(false)}
          onDone={onDone}
        />
      ) : null}
    </>
  );
}

type Key = `line-${number}` | 'note';

/**
 * The refund of chosen units of the purchase's lines (0 up to what is left of each), the shipping
 * (while not refunded), with the goods back to stock or not, through Przelewy24 (while it holds
 * enough of the buyer's payment) or recorded as a bank transfer; the total as the server counts it.
 */
function StaffRefundDialog({
  purchaseId,
  number,
  refundable,
  onClose,
  onDone,
}: {
  purchaseId: string;
  number: string;
  refundable: Refundable;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const announce = useRefundOutcome();
  const { lines, shipping: shippingLeft, onlineAmount } = refundable;
  const [quantities, setQuantities] = useState<string[]>(() => lines.map(() => '0'));
  const [shipping, setShipping] = useState(false);
  const [restock, setRestock] = useState(false);
  const [method, setMethod] = useState<RefundMethod>(onlineAmount > 0 ? 'PRZELEWY24' : 'TRANSFER');
  const [note, setNote] = useState('');
  const { issues, setIssues, formError, setFormError, clear, accept } = useFormIssues<Key>();
  const [commit, saving] = useMutation<StaffRefundDialogMutation>(graphql`
    mutation StaffRefundDialogMutation($purchaseId: ID!, $input: RefundInput!) {
      refundPurchase(purchaseId: $purchaseId, input: $input) {
        id
        status
        failureReason
      }
    }
  `);

  const ids = lines.map((line) => line.item.id);
  /** Each line's chosen units (0 for an empty or unreadable field). */
  const chosen = quantities.map((text, index) => {
    const value = parseNumber(text);
    const left = lines[index]?.quantity ?? 0;
    return value !== null && Number.isInteger(value) && value > 0 && value <= left ? value : 0;
  });
  const total = refundTotal(lines, chosen, { left: shippingLeft, refunded: shipping });
  const goodsChosen = lines.some((line, index) => line.item.kind === 'PRODUCT' && (chosen[index] ?? 0) > 0);
  const amountText = formatMoney(total);
  const leftText = formatMoney(refundable.amount);
  const onlineText = formatMoney(onlineAmount);
  const shippingText = formatMoney(shippingLeft);

  const validate = () => {
    const found: Partial<Record<Key, FieldIssue | null>> = { note: checkText(note, { max: REFUND_NOTE_MAX }) };
    lines.forEach((line, index) => {
      found[`line-${index}`] = checkNumber(quantities[index] ?? '', { min: 0, max: line.quantity });
    });
    return compact(found);
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const found = validate();
    if (!accept(found)) {
      setFormError(t`Invalid form. Correct the marked fields`);
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    if (total <= 0) setFormError(t`Choose at least one line (or the shipping) to refund`);
    else if (total > refundable.amount) setFormError(t`The refund is larger than what is left to refund`);
    else if (method === 'PRZELEWY24' && total > onlineAmount) {
      setFormError(t`Przelewy24 can give back at most ${onlineText}: refund less, or by bank transfer`);
    } else {
      commit({
        variables: {
          purchaseId,
          input: {
            lines: ids.flatMap((itemId, index) => (chosen[index] ? [{ itemId, quantity: chosen[index] }] : [])),
            shipping,
            restock: restock && goodsChosen,
            method,
            note: note.trim() || null,
          },
        },
        onCompleted: ({ refundPurchase: refund }) => {
          announce(refund);
          onClose();
          onDone();
        },
        onError: (error) => {
          const refusal = formRefusal<Key>(i18n, error, { note: 'note' });
          if (refusal.marked) setIssues(serverIssues(refusal.issues));
          setFormError(refusal.form);
        },
      });
    }
  };

  return (
    <FormDialog
      id={dialogIds('refund')}
      title={<Trans>Refund purchase {number}</Trans>}
      maxWidth="sm"
      saving={saving}
      error={formError}
      submitLabel={<Trans>Refund {amountText}</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        {lines.length ? (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
              <Trans>Units to refund</Trans>
            </Typography>
            <Stack spacing={1.5}>
              {lines.map((line, index) => (
                <RefundLineField
                  key={index}
                  line={line}
                  index={index}
                  value={quantities[index] ?? ''}
                  chosen={chosen[index] ?? 0}
                  issue={issues[`line-${index}`]}
                  disabled={saving}
                  onValue={(text) => {
                    setQuantities((current) => current.map((old, i) => (i === index ? text : old)));
                    clear(`line-${index}`);
                    setFormError(null);
                  }}
                />
              ))}
            </Stack>
          </Box>
        ) : null}
        {shippingLeft > 0 || goodsChosen ? (
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            {shippingLeft > 0 ? (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={shipping}
                    onChange={(event) => {
                      setShipping(event.target.checked);
                      setFormError(null);
                    }}
                    disabled={saving}
                    slotProps={{ input: { 'data-testid': 'refund-shipping' } as object }}
                  />
                }
                label={<Trans>Refund the shipping ({shippingText})</Trans>}
              />
            ) : null}
            {goodsChosen ? (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={restock}
                    onChange={(event) => setRestock(event.target.checked)}
                    disabled={saving}
                    slotProps={{ input: { 'data-testid': 'refund-restock' } as object }}
                  />
                }
                label={<Trans>The goods came back (return them to stock)</Trans>}
              />
            ) : null}
          </Box>
        ) : null}
        <FormControl disabled={saving}>
          <FormLabel id="refund-method-label">
            <Trans>How the money goes back</Trans>
          </FormLabel>
          <RadioGroup
            aria-labelledby="refund-method-label"
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as RefundMethod);
              setFormError(null);
            }}
          >
            {onlineAmount > 0 ? (
              <FormControlLabel
                value="PRZELEWY24"
                control={<Radio slotProps={{ input: { 'data-testid': 'refund-method-przelewy24' } as object }} />}
                label={<Trans>Przelewy24 (up to {onlineText}, to the account the buyer paid from)</Trans>}
              />
            ) : null}
            <FormControlLabel
              value="TRANSFER"
              control={<Radio slotProps={{ input: { 'data-testid': 'refund-method-transfer' } as object }} />}
              label={<Trans>Bank transfer (you send it; the refund is recorded as done)</Trans>}
            />
          </RadioGroup>
          {onlineAmount <= 0 ? (
            <FormHelperText sx={{ mx: 0 }}>
              <Trans>Nothing of this purchase was paid through Przelewy24 that it could give back.</Trans>
            </FormHelperText>
          ) : null}
        </FormControl>
        <IssueTextField
          id="refund-note"
          label={t`Note (optional)`}
          value={note}
          onValue={(text) => {
            setNote(text);
            clear('note');
          }}
          issue={issues.note}
          hint={t`Shown on the refund, also to the buyer.`}
          multiline
          minRows={2}
          disabled={saving}
          fullWidth
          testId="refund-note"
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 1,
            pt: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>
            <Trans>Refund total</Trans>
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }} data-testid="refund-total" data-total={total}>
            {amountText}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
            <Trans>Left to refund: {leftText}</Trans>
          </Typography>
        </Box>
      </Stack>
    </FormDialog>
  );
}

/** One line: what it is, what is left of it, the units to refund and what they give back. */
function RefundLineField({
  line,
  index,
  value,
  chosen,
  issue,
  disabled,
  onValue,
}: {
  line: Line;
  index: number;
  value: string;
  chosen: number;
  issue: FieldIssue | undefined;
  disabled: boolean;
  onValue: (text: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { item } = line;
  const left = line.quantity;
  const leftAmount = formatMoney(line.amount);
  const bought = item.quantity;
  const max = line.quantity;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto', sm: 'minmax(0, 1fr) 120px 110px' },
        gap: 1.5,
        alignItems: 'center',
      }}
      role="group"
      aria-labelledby={`refund-line-${index}-name`}
      data-testid="refund-line-field"
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
        <Typography id={`refund-line-${index}-name`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.variantName ? `${variantLabel(i18n, item.kind, item.variantName)} · ` : ''}
          <Trans>
            left {left} of {bought} ({leftAmount})
          </Trans>
        </Typography>
      </Box>
      <IssueTextField
        id={`refund-line-${index}`}
        label={t`Units (0–${max})`}
        value={value}
        onValue={onValue}
        issue={issue}
        disabled={disabled}
        size="small"
        testId={`refund-quantity-${index}`}
        htmlInput={{ inputMode: 'numeric' }}
      />
      <Typography
        sx={{ textAlign: 'right', whiteSpace: 'nowrap', fontWeight: chosen ? 600 : 400 }}
        color={chosen ? 'text.primary' : 'text.secondary'}
        data-testid={`refund-line-amount-${index}`}
      >
        {formatMoney(refundLineAmount(line, chosen))}
      </Typography>
    </Box>
  );
}
