import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountOwnData_user$key } from '../../../__generated__/AccountOwnData_user.graphql';
import type { AccountOwnDataRequestMutation } from '../../../__generated__/AccountOwnDataRequestMutation.graphql';
import type { AccountOwnDataCancelMutation } from '../../../__generated__/AccountOwnDataCancelMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { DownloadButton } from '../../../shared/ui/DownloadButton';
import { useToast } from '../../../shared/ui/toast';
import { warsawDay } from '../../../shared/days';
import { AccountSection } from './AccountSection';

const fragment = graphql`
  fragment AccountOwnData_user on User {
    publicFlg
    premiumUserFlg
    deletionRequestedAt
  }
`;

/** Today as YYYY-MM-DD in Warsaw, for the export's fallback file name. */
const today = () => warsawDay(new Date());

/** The flags an administrator sets: shown read-only, each with what it means. */
export function AccountFlags({ user: userKey }: { user: AccountOwnData_user$key }) {
  const { t } = useLingui();
  const user = useFragment(fragment, userKey);
  const flags = [
    {
      key: 'public',
      on: user.publicFlg,
      label: user.publicFlg ? t`Public profile: yes` : t`Public profile: no`,
      explanation: t`Your business card is shown on the public profiles exchange. The academy turns it on after checking it.`,
    },
    {
      key: 'premium',
      on: user.premiumUserFlg,
      label: user.premiumUserFlg ? t`Premium: yes` : t`Premium: no`,
      explanation: t`Premium accounts see the job offers of the order exchange. The academy grants it.`,
    },
  ];
  return (
    <AccountSection name="flags" title={<Trans>Profile status</Trans>} titleGap={2}>
      <Stack spacing={2}>
        {flags.map((flag) => (
          <Box
            key={flag.key}
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <Chip
              icon={flag.on ? <CheckCircleOutlineIcon /> : <RemoveCircleOutlineIcon />}
              label={flag.label}
              color={flag.on ? 'success' : 'default'}
              variant={flag.on ? 'filled' : 'outlined'}
              sx={{ flexShrink: 0, minWidth: 170, justifyContent: 'flex-start' }}
              data-testid={`account-flag-${flag.key}`}
            />
            <Typography variant="body2" color="text.secondary" sx={{ pt: 0.5 }}>
              {flag.explanation}
            </Typography>
          </Box>
        ))}
      </Stack>
    </AccountSection>
  );
}

/** Own data: download everything held about me (ZIP), ask for the account to be deleted or withdraw it. */
export function AccountOwnData({ user: userKey }: { user: AccountOwnData_user$key }) {
  const { t, i18n } = useLingui();
  const user = useFragment(fragment, userKey);
  const { showToast } = useToast();
  const [asking, setAsking] = useState(false);
  const [request, requesting] = useMutation<AccountOwnDataRequestMutation>(graphql`
    mutation AccountOwnDataRequestMutation {
      requestAccountDeletion {
        viewer {
          ...AccountOwnData_user
        }
      }
    }
  `);
  const [cancel, cancelling] = useMutation<AccountOwnDataCancelMutation>(graphql`
    mutation AccountOwnDataCancelMutation {
      cancelAccountDeletion {
        viewer {
          ...AccountOwnData_user
        }
      }
    }
  `);

  const onRequest = () =>
    request({
      variables: {},
      onCompleted: () => {
        setAsking(false);
        showToast(t`Your request was sent to the academy`, 'success');
      },
      onError: (error) => {
        setAsking(false);
        showToast(errorMessage(i18n, error), 'error');
      },
    });
  const onCancel = () =>
    cancel({
      variables: {},
      onCompleted: () => showToast(t`Your request was withdrawn`, 'success'),
      onError: (error) => showToast(errorMessage(i18n, error), 'error'),
    });
  const requestedAt = formatDateTime(user.deletionRequestedAt ? String(user.deletionRequestedAt) : null);

  return (
    <AccountSection
      name="own-data"

      title={<Trans>Your data</Trans>}
      intro={
        <Trans>
          Download everything the academy holds about you: your account, courses and progress, exams, practice,
          certificates, purchases and your documents, in one ZIP file.
        </Trans>
      }
    >
      <DownloadButton
        url="/api/v1/user-account/export"
        accept="application/zip"
        fallbackName={`skypilot-my-data-${today()}.zip`}
        testId="account-export"
      >
        <Trans>Download my data</Trans>
      </DownloadButton>

      <Divider sx={{ my: 3 }} />
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        <Trans>Delete the account</Trans>
      </Typography>
      {user.deletionRequestedAt ? (
        <Alert
          severity="warning"
          data-testid="account-deletion-requested"
          action={
            <Button
              color="inherit"
              onClick={onCancel}
              disabled={cancelling}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="account-delete-cancel"
            >
              <Trans>Withdraw the request</Trans>
            </Button>
          }
          sx={{
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' } },
          }}
        >
          <Trans>
            You asked for your account to be deleted on {requestedAt}. An administrator will confirm it; until then you
            can withdraw the request.
          </Trans>
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            <Trans>
              After an administrator confirms, your personal data and documents are erased and you can no longer sign
              in. Purchases and invoices are kept for 5 years, as the accounting law requires.
            </Trans>
          </Typography>
          <Button variant="outlined" color="error" onClick={() => setAsking(true)} data-testid="account-delete-request">
            <Trans>Ask to delete my account</Trans>
          </Button>
        </>
      )}
      <ConfirmDialog
        open={asking}
        destructive
        busy={requesting}
        title={<Trans>Ask to delete your account?</Trans>}
        message={
          <Trans>
            An administrator will delete your account: your personal data, documents and access to courses end and you
            will not be able to sign in. Download your data first if you want to keep it. Purchases and invoices are
            kept as the law requires.
          </Trans>
        }
        confirmLabel={<Trans>Ask to delete</Trans>}
        onConfirm={onRequest}
        onCancel={() => setAsking(false)}
      />
    </AccountSection>
  );
}
