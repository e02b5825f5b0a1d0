import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { STOCK_STATES, STOCK_STATE_LABELS, isOneOf } from '../../../../shared/catalogue/labels';
import { STOCK_STATE_COLORS } from '../labels';

/** A product's or variant's stock state as an outlined chip in its colour; nothing for a state this client does not know. */
export function StockStateChip({ state, sx }: { state: string; sx?: SxProps<Theme> }) {
  const { i18n } = useLingui();
  if (!isOneOf(STOCK_STATES, state)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STOCK_STATE_COLORS[state]}
      label={i18n._(STOCK_STATE_LABELS[state])}
      sx={sx}
    />
  );
}
