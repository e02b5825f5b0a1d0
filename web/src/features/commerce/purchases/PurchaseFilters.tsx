import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { parsePln } from '../../../shared/money/money';
import { DebouncedField, MultiSelectFilter } from '../../../shared/ui/filters';
import { FILTER_KEYS, filterParams, isFiltered, plnParam, type PurchaseListFilters } from './filters';
import { PAYMENT_TYPE, PURCHASE_STATUSES, PURCHASE_STATUS_LABELS } from './labels';
import type { PurchaseListState } from './listState';

/**
 * The staff purchases list's search landmark: search (number, buyer, e-mail, NIP), statuses,
 * payment types, date and amount ranges, courses / products, money waiting for an admin (needs
 * attention), and a button clearing them all.
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
      <MultiSelectFilter
        id="purchases-status"
        label={t`Status`}
        value={filters.statuses}
        options={PURCHASE_STATUSES}
        labels={PURCHASE_STATUS_LABELS}
        onChange={(statuses) => set({ statuses })}
      />
      <MultiSelectFilter
        id="purchases-payment"
        label={t`Payment type`}
        value={filters.paymentTypes}
        options={PAYMENT_TYPE.values}
        labels={PAYMENT_TYPE.labels}
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
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.needsAttention}
              onChange={(event) => set({ needsAttention: event.target.checked })}
              slotProps={{ input: { 'data-testid': 'purchases-needs-attention' } as object }}
            />
          }
          label={t`Needs attention`}
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
      inputMode="decimal"
      helperText={t`Invalid number`}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 180px' } }}
    />
  );
}
