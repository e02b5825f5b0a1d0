import { graphql, useLazyLoadQuery } from 'react-relay';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../shared/ui/Page';
import type { AccountPageQuery } from '../../__generated__/AccountPageQuery.graphql';
import { AccountCompetences } from './AccountCompetences';
import { AccountDetails } from './AccountDetails';
import { AccountFlags, AccountOwnData } from './AccountOwnData';

/**
 * /account (USER, B2B, INSTRUCTOR): the signed-in user's own data, viewable and editable; the
 * flags an admin sets, competence documents, the data export and the deletion request.
 */
export default function AccountPage() {
  const data = useLazyLoadQuery<AccountPageQuery>(
    graphql`
      query AccountPageQuery {
        viewer {
          ...AccountDetails_user
          ...AccountCompetences_user
          ...AccountOwnData_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <Page title={<Trans>My account</Trans>} maxWidth="md">
      {data.viewer ? (
        <Stack spacing={3}>
          <AccountDetails user={data.viewer} />
          <AccountFlags user={data.viewer} />
          <AccountCompetences user={data.viewer} />
          <AccountOwnData user={data.viewer} />
        </Stack>
      ) : (
        <Alert severity="warning">
          <Trans>Your session has ended. Sign in again</Trans>
        </Alert>
      )}
    </Page>
  );
}
