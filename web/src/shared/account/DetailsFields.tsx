import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react';
import { validationMessage } from '../errors/messages';
import type { FieldDef, FieldProblems, FieldValues, AccountField } from './fields';

interface Props {
  fields: readonly FieldDef[];
  values: FieldValues;
  problems: FieldProblems;
  onChange: (name: AccountField, value: string) => void;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  disabled?: boolean;
}

/** The inputs of one account type, two columns on wide screens, each with its label and error. */
export function DetailsFields({ fields, values, problems, onChange, idPrefix, disabled }: Props) {
  const { i18n } = useLingui();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {fields.map((field) => {
        const problem = problems[field.name];
        const helper = problem
          ? validationMessage(i18n, problem.code, problem.max)
          : field.helper
            ? i18n._(field.helper)
            : undefined;
        return (
          <TextField
            key={field.name}
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            label={i18n._(field.label)}
            value={values[field.name] ?? ''}
            onChange={(event) => onChange(field.name, event.target.value)}
            required={field.required}
            error={Boolean(problem)}
            helperText={helper}
            disabled={disabled}
            autoComplete={field.autoComplete}
            type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
            slotProps={{ htmlInput: { inputMode: field.inputMode, 'data-testid': `field-${field.name}` } }}
            fullWidth
          />
        );
      })}
    </Box>
  );
}
