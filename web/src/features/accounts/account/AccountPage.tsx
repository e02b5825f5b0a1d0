import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../../shared/ui/Page';
import type { AccountPageQuery } from '../../../__generated__/AccountPageQuery.graphql';
import { AccountCalendarFeed } from './AccountCalendarFeed';
import { AccountCompetences } from './AccountCompetences';
import { AccountDetails } from './AccountDetails';
import { AccountFlags, AccountOwnData } from './AccountOwnData';
import { AccountSection } from './AccountSection';

/**
 * /account (USER, B2B, INSTRUCTOR): the signed-in user's own data, viewable and editable; the
 * flags an admin sets, the way to one's public profile on the order exchange, the calendar
 * subscription (learners and instructors), competence documents, the data export and the
 * deletion request.
 */
export default function AccountPage() {
  const data = useLazyLoadQuery<AccountPageQuery>(
    graphql`
      query AccountPageQuery {
        viewer {
          ...AccountDetails_user
          ...AccountCompetences_user
          ...AccountOwnData_user
          ...AccountCalendarFeed_user
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
          <AccountPublicProfileCard />
          <AccountCalendarFeed user={data.viewer} />
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

/** The order exchange's business card is edited on its own page (/public-profile): the way there. */
function AccountPublicProfileCard() {
  return (
    <AccountSection
      name="public-profile"

      title={<Trans>Public profile on the order exchange</Trans>}
      intro={
        <Trans>
          Your business card on the providers’ map: company, contact details, location and the services you offer.
        </Trans>
      }
    >
      <Button
        component={RouterLink}
        to="/public-profile"
        variant="outlined"
        startIcon={<BadgeOutlinedIcon />}
        data-testid="account-public-profile-link"
      >
        <Trans>Open the public profile</Trans>
      </Button>
    </AccountSection>
  );
}
