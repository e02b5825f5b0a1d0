import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { Link as RouterLink } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryTerms_query$key } from '../../../__generated__/DeliveryTerms_query.graphql';
import { formatMoney } from '../../../shared/format';

/** Spec 9: delivery within 3 business days, returns within 30 days, consumer withdrawal within 14 days. */
export function DeliveryTerms({ query }: { query: DeliveryTerms_query$key }) {
  const { i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment DeliveryTerms_query on Query {
        shippingMethods {
          id
          name(language: $language)
          description(language: $language)
          priceGross
        }
      }
    `,
    query,
  );
  const iconSx = { minWidth: 40, color: 'primary.main' } as const;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, bgcolor: '#f0f9ff', borderColor: '#bae6fd' }}
      data-testid="delivery-terms"
    >
      <List disablePadding dense>
        <ListItem disableGutters>
          <ListItemIcon sx={iconSx}>
            <LocalShippingOutlinedIcon aria-hidden />
          </ListItemIcon>
          <ListItemText
            primary={<Trans>Delivery within 3 business days</Trans>}
            slotProps={{ primary: { sx: { fontWeight: 700 } } }}
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemIcon sx={iconSx}>
            <AssignmentReturnOutlinedIcon aria-hidden />
          </ListItemIcon>
          <ListItemText
            primary={<Trans>Return within 30 days</Trans>}
            slotProps={{ primary: { sx: { fontWeight: 700 } } }}
          />
        </ListItem>
        <ListItem disableGutters>
          <ListItemIcon sx={iconSx}>
            <GavelOutlinedIcon aria-hidden />
          </ListItemIcon>
          <ListItemText primary={<Trans>Consumers may withdraw from the purchase within 14 days of delivery</Trans>} />
        </ListItem>
      </List>
      {data.shippingMethods.length ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 0.5 }}>
            <Trans>Shipping methods</Trans>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="shipping-methods">
            {data.shippingMethods.map((method) => (
              <Box
                component="li"
                key={method.id}
                sx={{ py: 0.75, borderTop: 1, borderColor: '#bae6fd', '&:first-of-type': { borderTop: 0 } }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {method.name}
                  </Typography>
                  <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {method.priceGross === 0 ? <Trans>Free</Trans> : formatMoney(method.priceGross, i18n.locale)}
                  </Typography>
                </Box>
                {method.description ? (
                  <Typography variant="body2" color="text.secondary">
                    {method.description}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        <Link component={RouterLink} to="/shop-terms">
          <Trans>Shop terms</Trans>
        </Link>
      </Typography>
    </Paper>
  );
}
