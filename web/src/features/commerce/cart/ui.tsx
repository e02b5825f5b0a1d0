import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_LINE_AMOUNT } from '../../../shared/cart/cart';
import { formatMoney } from '../../../shared/format';
import { PreviousPrice } from '../../../shared/money/PreviousPrice';

/** A unit price, with the Omnibus reference price struck through before it when reduced. */
export function UnitPrice({ grosze, omnibus }: { grosze: number; omnibus?: number | null }) {
  const { i18n } = useLingui();
  const reduced = omnibus != null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      {reduced ? <PreviousPrice grosze={omnibus} fontSize={'0.85rem'} /> : null}
      <Box
        component="span"
        data-testid="unit-price"
        sx={{ fontWeight: 700, color: reduced ? 'error.main' : 'text.primary', whiteSpace: 'nowrap' }}
      >
        {formatMoney(grosze, i18n.locale)}
      </Box>
    </Box>
  );
}

/** Omnibus: the lowest price of the 30 days before the reduction (spec 9). */
export function OmnibusNote({ grosze }: { grosze: number }) {
  const { i18n } = useLingui();
  const lowest = formatMoney(grosze, i18n.locale);
  return (
    <Typography variant="body2" color="text.secondary" data-testid="omnibus-note" sx={{ fontSize: '0.8rem' }}>
      <Trans>Lowest price in the 30 days before the reduction: {lowest}</Trans>
    </Typography>
  );
}

/** A line's small picture (or a neutral placeholder). */
export function Thumb({ url, size = 72 }: { url?: string | null; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: '#e2e8f0',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageOutlinedIcon sx={{ color: '#64748b' }} aria-hidden />
      )}
    </Box>
  );
}

/** − amount +, the amount also typed (applied on Enter or when leaving the field). */
export function AmountStepper({
  amount,
  max = MAX_LINE_AMOUNT,
  label,
  onChange,
  disabled,
}: {
  amount: number;
  max?: number;
  /** What is counted, for screen readers ("Amount of Dron Sokół"). */
  label: string;
  onChange: (amount: number) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  // What is being typed; null: the amount itself is shown.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(amount);
  const limit = Math.max(1, Math.min(max, MAX_LINE_AMOUNT));
  const apply = () => {
    const value = Number.parseInt(text, 10);
    setDraft(null);
    if (!Number.isFinite(value) || value < 1) return;
    const next = Math.min(limit, value);
    if (next !== amount) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1,
      }}
      data-testid="amount-stepper"
    >
      <IconButton
        size="small"
        aria-label={t`Decrease`}
        disabled={disabled || amount <= 1}
        onClick={() => onChange(amount - 1)}
        data-testid="amount-decrease"
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={text}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={apply}
        onKeyDown={onKeyDown}
        disabled={disabled}
        slotProps={{
          input: {
            'aria-label': label,
            inputMode: 'numeric',
            'data-testid': 'amount-input',
            style: { textAlign: 'center', width: '3ch', padding: '4px 0' },
          } as object,
        }}
      />
      <IconButton
        size="small"
        aria-label={t`Increase`}
        disabled={disabled || amount >= limit}
        onClick={() => onChange(amount + 1)}
        data-testid="amount-increase"
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
