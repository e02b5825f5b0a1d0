import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { EnumFilterProps } from '../ui/filters';
import { enumOptions } from './editForm';

/** One value out of an enumeration, or all. */
export function SelectFilter<T extends string>({ options, labels, onChange, ...field }: EnumFilterProps<T, T | ''>) {
  const { t, i18n } = useLingui();
  return (
    <TextField
      {...field}
      select
      onChange={(event) => onChange(event.target.value as T | '')}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' }, minWidth: { sm: 170 } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t`All`}</MenuItem>
      {enumOptions(i18n, options, labels)}
    </TextField>
  );
}
