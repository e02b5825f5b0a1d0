import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

/** Typing waits this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A text field that reports its text once the admin stops typing: a search box (`icon`) or,
 * with `error` and `same`, a typed value such as an amount.
 */
export function DebouncedField({
  value,
  onCommit,
  icon,
  inputMode,
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
  /** A search box: the magnifier before the text. */
  icon?: boolean;
  /** The on-screen keyboard to offer (without `icon`), e.g. 'decimal' for amounts. */
  inputMode?: 'decimal' | 'numeric' | 'text';
  /** Whether a text is invalid: it is marked (with `helperText`) and not reported. */
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
          : inputMode
            ? { htmlInput: { inputMode } }
            : undefined
      }
    />
  );
}

/** A filter over an enumeration: its options in display order with their labels, and the picked `value`. */
export interface EnumFilterProps<T extends string, V> {
  id: string;
  label: string;
  value: V;
  options: readonly T[];
  labels: Record<T, MessageDescriptor>;
  onChange: (value: V) => void;
}

/** Any number of values of an enumeration (none selected: all). */
export function MultiSelectFilter<T extends string>({
  options,
  labels,
  onChange,
  ...field
}: Omit<EnumFilterProps<T, readonly T[]>, 'onChange'> & { onChange: (value: T[]) => void }) {
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
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {i18n._(labels[option])}
        </MenuItem>
      ))}
    </TextField>
  );
}
