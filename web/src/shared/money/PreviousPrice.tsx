import Box from '@mui/material/Box';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../format';
import { visuallyHidden } from '../ui/visuallyHidden';

/**
 * The price before a reduction, struck out (the Omnibus reference price the shop and the cart both
 * show); a screen reader hears it as the previous price.
 */
export function PreviousPrice({ grosze, fontSize }: { grosze: number; fontSize: string }) {
  const { i18n } = useLingui();
  return (
    <Box component="del" sx={{ color: 'text.secondary', fontSize }}>
      <Box component="span" sx={visuallyHidden}>
        <Trans>Previous price:</Trans>{' '}
      </Box>
      {formatMoney(grosze, i18n.locale)}
    </Box>
  );
}
