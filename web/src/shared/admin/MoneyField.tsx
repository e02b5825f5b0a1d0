import type { ReactNode } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import { MAX_PRICE_GROSZE, parsePln } from '../money/money';
import { issueText, type FieldIssue } from './form';

/** A price typed in PLN (kept as text until sent; the API takes grosze); an `issue` marks it and says why. */
export function MoneyField({
  id,
  label,
  value,
  onChange,
  error,
  helperText,
  disabled,
  required,
  testId,
  issue,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  testId?: string;
  issue?: FieldIssue;
}) {
  const { i18n } = useLingui();
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error || Boolean(issue)}
      helperText={issueText(i18n, issue) ?? helperText}
      disabled={disabled}
      required={required}
      fullWidth
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">zł</InputAdornment> },
        htmlInput: { inputMode: 'decimal', 'data-testid': testId },
      }}
    />
  );
}

/** Spec limits: prices 0..1 000 000,00 PLN, at most 2 decimals. */
export function checkMoney(text: string, { required = false, min = 0 }: { required?: boolean; min?: number } = {}) {
  if (!text.trim()) return required ? ({ code: 'required' } as const) : null;
  const grosze = parsePln(text);
  if (grosze === null) return { code: 'invalid_number' } as const;
  if (grosze < min || grosze > MAX_PRICE_GROSZE) {
    return { code: 'range', min: min / 100, max: MAX_PRICE_GROSZE / 100 } satisfies FieldIssue;
  }
  return null;
}
