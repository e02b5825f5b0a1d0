import { graphql, useLazyLoadQuery } from 'react-relay';
import Alert from '@mui/material/Alert';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../shared/ui/Page';
import type { AccountPageQuery } from '../../__generated__/AccountPageQuery.graphql';
import { AccountDetails } from './AccountDetails';

/** /account (USER, B2B, INSTRUCTOR): the signed-in user's own data, viewable and editable. */
export default function AccountPage() {
  const data = useLazyLoadQuery<AccountPageQuery>(
    graphql`
      query AccountPageQuery {
        viewer {
          ...AccountDetails_user
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return (
    <Page title={<Trans>My account</Trans>} maxWidth="md">
      {data.viewer ? (
        <AccountDetails user={data.viewer} />
      ) : (
        <Alert severity="warning">
          <Trans>Your session has ended. Sign in again</Trans>
        </Alert>
      )}
    </Page>
  );
}
