import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

/** A yes/no flag of an edit form's field grid (a course's "Without an exam", "Free"), test id on its input. */
export function FlagCheckbox({
  name,
  label,
  checked,
  onChange,
  disabled,
  testId,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  testId: string;
}) {
  return (
    <FormControlLabel
      sx={{ alignSelf: 'start', mt: 0.5 }}
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          name={name}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={label}
    />
  );
}
