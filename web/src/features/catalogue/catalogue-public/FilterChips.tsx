import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useId } from 'react';

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of toggle chips (multi-select by default). Each chip is a button with aria-pressed; the
 * "all" chip clears the choice. Used on the dark hero strip.
 */
export function FilterChips<T extends string>({
  label,
  allLabel,
  options,
  selected,
  onToggle,
  onClear,
  testId,
}: {
  label: string;
  allLabel?: string;
  options: readonly FilterOption<T>[];
  selected: readonly T[];
  onToggle: (value: T) => void;
  onClear?: () => void;
  testId: string;
}) {
  const labelId = useId();
  const chipSx = {
    color: '#ffffff',
    borderColor: 'rgba(224, 242, 254, 0.7)',
    fontWeight: 600,
    '& .MuiChip-icon': { color: 'inherit' },
    '&.selected': { bgcolor: '#e0f2fe', color: '#0b2545', borderColor: '#e0f2fe' },
    '&.selected:hover, &.selected:focus-visible': { bgcolor: '#bae6fd' },
    '&:not(.selected):hover': { bgcolor: 'rgba(255, 255, 255, 0.12)' },
  } as const;
  return (
    <Box sx={{ mt: 2.5 }}>
      <Typography id={labelId} component="p" sx={{ color: '#e0f2fe', fontSize: '0.85rem', mb: 1, fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        data-testid={testId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {onClear && allLabel ? (
          <Chip
            label={allLabel}
            variant="outlined"
            clickable
            onClick={onClear}
            aria-pressed={selected.length === 0}
            className={selected.length === 0 ? 'selected' : undefined}
            icon={selected.length === 0 ? <CheckIcon /> : undefined}
            data-testid={`${testId}-all`}
            sx={chipSx}
          />
        ) : null}
        {options.map((option) => {
          const on = selected.includes(option.value);
          return (
            <Chip
              key={option.value}
              label={option.label}
              variant="outlined"
              clickable
              onClick={() => onToggle(option.value)}
              aria-pressed={on}
              className={on ? 'selected' : undefined}
              icon={on ? <CheckIcon /> : undefined}
              data-testid={`${testId}-${option.value}`}
              sx={chipSx}
            />
          );
        })}
      </Box>
    </Box>
  );
}
