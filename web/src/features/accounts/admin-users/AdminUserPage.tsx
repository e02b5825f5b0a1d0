import { useCallback, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminUserPageQuery } from '../../../__generated__/AdminUserPageQuery.graphql';
import type { AdminUserPageConfirmDeletionMutation } from '../../../__generated__/AdminUserPageConfirmDeletionMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { MessagePage } from '../../../shared/ui/MessagePage';
import { Page } from '../../../shared/ui/Page';
import { useToast } from '../../../shared/ui/toast';
import { UserCertificatesPanel } from '../../../shared/user-admin/UserCertificatesDialog';
import { RoleChip, StatusChips } from './AdminUsersList';
import { Section } from './Section';
import { UserAccountSection } from './UserAccountSection';
import { UserCoursesSection, UserExamTriesSection } from './UserCoursesSection';
import { UserPurchasesSection } from './UserPurchasesSection';

/**
 * /admin/users/:userId (ADMIN): the account's data; status (active or inactive: takes effect on the
 * user's next request), role and premium; the user's courses (assign, withdraw, in progress or
 * finished), certificates, purchases and exam tries; a pending deletion request to confirm.
 */
export default function AdminUserPage() {
  const { userId = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const data = useLazyLoadQuery<AdminUserPageQuery>(
    graphql`
      query AdminUserPageQuery($id: ID!) {
        viewer {
          id
        }
        adminUser(id: $id) {
          id
          displayName
          email
          role
          accountStatus
          deletionRequestedAt
          deletedAt
          ...UserAccountSection_user
          ...UserCoursesSection_user
          ...UserPurchasesSection_user
        }
      }
    `,
    { id: userId },
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const user = data.adminUser;
  if (!user) {
    return (
      <MessagePage title={<Trans>User not found</Trans>} testId="user-not-found">
        <Typography>
          <Trans>This account does not exist.</Trans>
        </Typography>
        <Button component={RouterLink} to="/admin/users">
          <Trans>Back to users</Trans>
        </Button>
      </MessagePage>
    );
  }
  const own = data.viewer?.id === user.id;
  const deletedOn = user.deletedAt ? formatDateTime(user.deletedAt) : '';

  return (
    <Page
      title={user.displayName}
      subtitle={
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Box component="span" sx={{ overflowWrap: 'anywhere' }} data-testid="user-email">
            {user.email}
          </Box>
          <RoleChip role={user.role} />
          <StatusChips row={user} />
        </Box>
      }
      maxWidth="lg"
      actions={
        <Button component={RouterLink} to="/admin/users" startIcon={<ArrowBackIcon />}>
          <Trans>All users</Trans>
        </Button>
      }
    >
      {user.deletionRequestedAt && !user.deletedAt ? (
        <DeletionBanner userId={user.id} requestedAt={user.deletionRequestedAt} name={user.displayName} />
      ) : null}
      {user.deletedAt ? (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="user-deleted">
          <Trans>
            This account was deleted on {deletedOn}: its personal data are erased; its purchases and invoices are kept.
          </Trans>
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <UserAccountSection user={user} own={own} />
        <UserCoursesSection user={user} onChanged={refresh} />
        <UserExamTriesSection user={user} />
        <Section id="user-certificates" title={<Trans>Certificates</Trans>}>
          <UserCertificatesPanel userId={user.id} />
        </Section>
        <UserPurchasesSection user={user} />
      </Box>
    </Page>
  );
}

/** The user asked for the account to be deleted: the admin confirms (irreversible). */
function DeletionBanner({ userId, requestedAt, name }: { userId: string; requestedAt: string; name: string }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [asking, setAsking] = useState(false);
  const [confirm, busy] = useMutation<AdminUserPageConfirmDeletionMutation>(graphql`
    mutation AdminUserPageConfirmDeletionMutation($input: ConfirmAccountDeletionInput!) {
      confirmAccountDeletion(input: $input) {
        user {
          deletionRequestedAt
          ...UserAccountSection_user
        }
      }
    }
  `);
  const when = formatDateTime(requestedAt);
  return (
    <>
      <Alert
        severity="warning"
        sx={{ mb: 3 }}
        data-testid="user-deletion-requested"
        action={
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            onClick={() => setAsking(true)}
            data-testid="user-deletion-confirm"
          >
            <Trans>Delete the account</Trans>
          </Button>
        }
      >
        <AlertTitle>
          <Trans>The user asked for the account to be deleted</Trans>
        </AlertTitle>
        <Trans>Requested on {when}. Confirming erases the personal data; purchases and invoices are kept.</Trans>
      </Alert>
      <ConfirmDialog
        open={asking}
        destructive
        busy={busy}
        title={<Trans>Delete the account of {name}?</Trans>}
        message={
          <Trans>
            Their names, numbers, company data, phone, e-mail address, password and files are erased and the account is
            deactivated. Purchases and invoices are kept as the law requires. This cannot be undone.
          </Trans>
        }
        confirmLabel={<Trans>Delete the account</Trans>}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          confirm({
            variables: { input: { userId } },
            onCompleted: () => {
              setAsking(false);
              showToast(t`Account deleted`, 'success');
            },
            onError: (error) => {
              setAsking(false);
              showToast(errorMessage(i18n, error), 'error');
            },
          })
        }
      />
    </>
  );
}
