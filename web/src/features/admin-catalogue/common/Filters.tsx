import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { enumOptions } from './editForm';

/** Typing waits this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/** A search box that reports its text once the admin stops typing. */
export function SearchField({
  id,
  label,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  // The URL changed elsewhere (filters cleared, back button): show what the list is using.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = trimmed;
      onSearchRef.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      id={id}
      type="search"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 260 }, flex: { sm: '1 1 260px' } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A filter over an enumeration: its options in display order with their labels, and the picked `value`. */
interface EnumFilterProps<T extends string, V> {
  id: string;
  label: string;
  value: V;
  options: readonly T[];
  labels: Record<T, MessageDescriptor>;
  onChange: (value: V) => void;
}

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

/** Any number of values of an enumeration (none selected: all). */
export function MultiSelectFilter<T extends string>({
  options,
  labels,
  onChange,
  ...field
}: EnumFilterProps<T, readonly T[]>) {
  const { t, i18n } = useLingui();
  return (
    <TextField
      {...field}
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
      {enumOptions(i18n, options, labels)}
    </TextField>
  );
}
