import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { parsePln } from '../../shared/money/money';
import { FILTER_KEYS, filterParams, isFiltered, plnParam, type PurchaseListFilters } from './filters';
import { PAYMENT_TYPES, PAYMENT_TYPE_LABELS, PURCHASE_STATUSES, PURCHASE_STATUS_LABELS } from './labels';
import type { PurchaseListState } from './listState';

/** Typing waits this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The staff purchases list's search landmark: search (number, buyer, e-mail, NIP), statuses,
 * payment types, date and amount ranges, courses / products, and a button clearing them all.
 * Every change goes to the URL (listState), which the page's query reads.
 */
export function PurchaseFilters({ list }: { list: PurchaseListState }) {
  const { t } = useLingui();
  const { filters } = list;
  const set = (changes: Partial<PurchaseListFilters>) => list.update(filterParams(changes));
  const clearAll = () => list.update({ q: null, ...Object.fromEntries(FILTER_KEYS.map((key) => [key, null])) });
  return (
    <Box
      role="search"
      aria-label={t`Filter purchases`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}
    >
      <DebouncedField
        id="purchases-search"
        type="search"
        label={t`Search: number, buyer, e-mail, NIP`}
        value={filters.search}
        onCommit={(text) => set({ search: text })}
        sx={{ minWidth: { xs: '100%', sm: 300 }, flex: { sm: '1 1 300px' } }}
        icon
      />
      <MultiSelect
        id="purchases-status"
        label={t`Status`}
        value={filters.statuses}
        options={PURCHASE_STATUSES}
        labels={PURCHASE_STATUS_LABELS}
        onChange={(statuses) => set({ statuses })}
      />
      <MultiSelect
        id="purchases-payment"
        label={t`Payment type`}
        value={filters.paymentTypes}
        options={PAYMENT_TYPES}
        labels={PAYMENT_TYPE_LABELS}
        onChange={(paymentTypes) => set({ paymentTypes })}
      />
      <TextField
        id="purchases-from"
        type="date"
        label={t`From`}
        value={filters.dateFrom}
        onChange={(event) => set({ dateFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.dateTo || undefined } }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 165px' } }}
      />
      <TextField
        id="purchases-to"
        type="date"
        label={t`To`}
        value={filters.dateTo}
        onChange={(event) => set({ dateTo: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.dateFrom || undefined } }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 165px' } }}
      />
      <AmountField
        id="purchases-min"
        label={t`Amount from (PLN)`}
        grosze={filters.amountFrom}
        onCommit={(amountFrom) => set({ amountFrom })}
      />
      <AmountField
        id="purchases-max"
        label={t`Amount to (PLN)`}
        grosze={filters.amountTo}
        onCommit={(amountTo) => set({ amountTo })}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignSelf: 'center' }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.containsCourses}
              onChange={(event) => set({ containsCourses: event.target.checked })}
            />
          }
          label={t`Contains courses`}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.containsProducts}
              onChange={(event) => set({ containsProducts: event.target.checked })}
            />
          }
          label={t`Contains products`}
        />
      </Box>
      {isFiltered(filters) ? (
        <Button onClick={clearAll} sx={{ alignSelf: 'center' }} data-testid="purchases-clear">
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </Box>
  );
}

/** A text field that reports its text once the admin stops typing (or leaves the field). */
function DebouncedField({
  value,
  onCommit,
  icon,
  error,
  helperText,
  same = (a: string, b: string) => a === b,
  ...field
}: {
  id: string;
  label: string;
  value: string;
  type?: string;
  onCommit: (text: string) => void;
  sx?: object;
  icon?: boolean;
  error?: (text: string) => boolean;
  helperText?: string;
  /** Whether two texts mean the same value (an amount typed '12,5' is the URL's '12.50'). */
  same?: (a: string, b: string) => boolean;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onCommitRef = useRef(onCommit);
  useEffect(() => {
    onCommitRef.current = onCommit;
  }, [onCommit]);

  // The URL changed elsewhere (filters cleared, back button): show what the list is using.
  const sameRef = useRef(same);
  useEffect(() => {
    sameRef.current = same;
  }, [same]);
  useEffect(() => {
    if (!sameRef.current(value, sent.current)) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  const invalid = error?.(text.trim()) ?? false;
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current || invalid) return;
    const timer = window.setTimeout(() => {
      sent.current = trimmed;
      onCommitRef.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, invalid]);

  return (
    <TextField
      {...field}
      value={text}
      onChange={(event) => setText(event.target.value)}
      error={invalid}
      helperText={invalid ? helperText : undefined}
      slotProps={
        icon
          ? {
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }
          : { htmlInput: { inputMode: 'decimal' } }
      }
    />
  );
}

/** An amount typed in PLN ('1299,50'), reported in grosze (null when empty). */
function AmountField({
  id,
  label,
  grosze,
  onCommit,
}: {
  id: string;
  label: string;
  grosze: number | null;
  onCommit: (grosze: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <DebouncedField
      id={id}
      label={label}
      value={plnParam(grosze) ?? ''}
      onCommit={(text) => onCommit(text ? parsePln(text) : null)}
      error={(text) => Boolean(text) && parsePln(text) == null}
      same={(a, b) => (a ? parsePln(a) : null) === (b ? parsePln(b) : null)}
      helperText={t`Invalid number`}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 180px' } }}
    />
  );
}

/** Any number of values of an enumeration (none selected: all). */
function MultiSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: readonly T[];
  options: readonly T[];
  labels: Record<T, MessageDescriptor>;
  onChange: (value: T[]) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      select
      onChange={(event) => {
        const raw = event.target.value as unknown;
        const picked = (typeof raw === 'string' ? raw.split(',') : (raw as string[])) as T[];
        onChange(options.filter((option) => picked.includes(option)));
      }}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' }, minWidth: { sm: 200 }, maxWidth: { xs: '100%', sm: 360 } }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (selected) => {
            const list = selected as T[];
            if (!list.length) return t`All`;
            return (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {list.map((item) => (
                  <Chip key={item} size="small" label={i18n._(labels[item])} />
                ))}
              </Box>
            );
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {i18n._(labels[option])}
        </MenuItem>
      ))}
    </TextField>
  );
}
