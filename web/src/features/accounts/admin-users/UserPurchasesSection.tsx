import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserPurchasesSection_user$key } from '../../../__generated__/UserPurchasesSection_user.graphql';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { PurchaseStatusChip } from '../../../shared/purchases/PurchaseStatusChip';
import { Section } from './Section';

const SHOWN = 25;

/** The user's purchases, newest first, each opening the admin's purchase details. */
export function UserPurchasesSection({ user: key }: { user: UserPurchasesSection_user$key }) {
  const { i18n } = useLingui();
  const user = useFragment(
    graphql`
      fragment UserPurchasesSection_user on User {
        purchases(first: 25) {
          totalCount
          edges {
            node {
              id
              number
              createdAt
              status
              totalGross
            }
          }
        }
      }
    `,
    key,
  );
  const rows = user.purchases.edges.map((edge) => edge.node);
  const total = user.purchases.totalCount;
  return (
    <Section id="user-purchases" title={<Trans>Purchases</Trans>}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>No purchases.</Trans>
        </Typography>
      ) : (
        <Stack component="ul" divider={<Divider component="li" aria-hidden />} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.id}
              data-testid="user-purchase"
              sx={{ py: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}
            >
              <Link
                component={RouterLink}
                to={`/admin/purchases/${encodeURIComponent(row.id)}/details`}
                sx={{ fontWeight: 700, minWidth: 150 }}
              >
                {row.number}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
                {formatDateTime(row.createdAt)}
              </Typography>
              <PurchaseStatusChip status={row.status} />
              <Typography sx={{ ml: 'auto', fontWeight: 600 }}>{formatMoney(row.totalGross, i18n.locale)}</Typography>
            </Box>
          ))}
        </Stack>
      )}
      {total > SHOWN ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans>
            The newest {SHOWN} of {total}.
          </Trans>
        </Typography>
      ) : null}
    </Section>
  );
}
