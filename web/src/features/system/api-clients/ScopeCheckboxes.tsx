import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Trans, useLingui } from '@lingui/react/macro';
import { scopeLabel } from './labels';

/**
 * A group of checkboxes, each with its label and a code under it in monospace (a permission
 * name, an event's wire name): the scopes of a client, the events of a webhook.
 */
export function CheckboxGroup({
  id,
  legend,
  options,
  value,
  onChange,
  error,
  hint,
  disabled = false,
}: {
  id: string;
  legend: ReactNode;
  options: readonly { value: string; label: string; code: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  const toggle = (option: string, on: boolean) =>
    onChange(on ? [...value, option] : value.filter((chosen) => chosen !== option));
  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ mt: 2, width: '100%' }} data-testid={id}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            sx={{ alignItems: 'flex-start', mr: 0, py: 0.25 }}
            disabled={disabled}
            control={
              <Checkbox
                checked={value.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                sx={{ pt: 0.5 }}
                slotProps={{ input: { 'data-value': option.value } as object }}
              />
            }
            label={
              <Box sx={{ pt: 0.75, minWidth: 0 }}>
                <Box component="span" sx={{ display: 'block', lineHeight: 1.3 }}>
                  {option.label}
                </Box>
                <Box
                  component="span"
                  sx={{ display: 'block', fontFamily: 'monospace', fontSize: '0.75rem', color: 'text.secondary' }}
                >
                  {option.code}
                </Box>
              </Box>
            }
          />
        ))}
      </FormGroup>
      {error || hint ? <FormHelperText sx={{ mx: 0 }}>{error ?? hint}</FormHelperText> : null}
    </FormControl>
  );
}

/** A client's scopes to tick, on registering it and on editing it: `options` in the order offered. */
export function ScopesField({
  id,
  options,
  value,
  onChange,
  missing,
  hint,
}: {
  id: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** None ticked on sending: the "at least one" error. */
  missing: boolean;
  hint: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <CheckboxGroup
      id={id}
      legend={<Trans>Scopes: what its tokens may do</Trans>}
      options={options.map((scope) => ({ value: scope, label: scopeLabel(i18n, scope), code: scope }))}
      value={value}
      onChange={onChange}
      error={missing ? t`Choose at least one scope` : undefined}
      hint={hint}
    />
  );
}
