import { useState, type ReactNode } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserAccountSection_user$key } from '../../../__generated__/UserAccountSection_user.graphql';
import type { UserAccountSectionStatusMutation } from '../../../__generated__/UserAccountSectionStatusMutation.graphql';
import type { UserAccountSectionRoleMutation } from '../../../__generated__/UserAccountSectionRoleMutation.graphql';
import type { UserAccountSectionPremiumMutation } from '../../../__generated__/UserAccountSectionPremiumMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { isRole, type Role } from '../../../shared/permissions';
import { ROLE_LABELS } from '../../../shared/roles';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { PERSON_ROLES } from './labels';
import { Section } from './Section';

/** The account's data (spec 3 Account) and the admin's switches: status, role, premium. */
export function UserAccountSection({ user: key, own }: { user: UserAccountSection_user$key; own: boolean }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const user = useFragment(
    graphql`
      fragment UserAccountSection_user on User {
        id
        displayName
        email
        role
        accountType
        accountStatus
        premiumUserFlg
        publicFlg
        createdAt
        ...accountData_user @relay(mask: false)
        deletedAt
      }
    `,
    key,
  );
  const [asking, setAsking] = useState<{ kind: 'status' } | { kind: 'role'; role: Role } | null>(null);
  const [setStatus, statusBusy] = useMutation<UserAccountSectionStatusMutation>(graphql`
    mutation UserAccountSectionStatusMutation($input: SetAccountStatusInput!) {
      setAccountStatus(input: $input) {
        user {
          id
          accountStatus
        }
      }
    }
  `);
  const [setRole, roleBusy] = useMutation<UserAccountSectionRoleMutation>(graphql`
    mutation UserAccountSectionRoleMutation($input: SetUserRoleInput!) {
      setUserRole(input: $input) {
        user {
          id
          role
        }
      }
    }
  `);
  const [setPremium, premiumBusy] = useMutation<UserAccountSectionPremiumMutation>(graphql`
    mutation UserAccountSectionPremiumMutation($input: SetPremiumFlagInput!) {
      setPremiumFlag(input: $input) {
        user {
          id
          premiumUserFlg
        }
      }
    }
  `);
  const active = user.accountStatus === 'ACTIVE';
  const deleted = Boolean(user.deletedAt);
  const name = user.displayName;
  const company = user.accountType === 'COMPANY';
  const roles: readonly Role[] = company ? ['B2B'] : user.role === 'REGISTER' ? ['REGISTER'] : PERSON_ROLES;
  const roleOptions = roles.includes(user.role as Role) || !isRole(user.role) ? roles : [user.role, ...roles];
  const fail = (error: Error) => showToast(errorMessage(i18n, error), 'error');

  const confirmStatus = () =>
    setStatus({
      variables: { input: { userId: user.id, accountStatus: active ? 'INACTIVE' : 'ACTIVE' } },
      onCompleted: () => {
        setAsking(null);
        showToast(active ? t`Account deactivated` : t`Account activated`, 'success');
      },
      onError: (error) => {
        setAsking(null);
        fail(error);
      },
    });
  const confirmRole = (role: Role) =>
    setRole({
      variables: { input: { userId: user.id, role } },
      onCompleted: () => {
        setAsking(null);
        showToast(t`Role changed`, 'success');
      },
      onError: (error) => {
        setAsking(null);
        fail(error);
      },
    });
  const newRole = asking?.kind === 'role' ? i18n._(ROLE_LABELS[asking.role]) : '';

  const fields: [ReactNode, string | null | undefined][] = [
    [<Trans key="f">First name</Trans>, user.firstName],
    [<Trans key="l">Last name</Trans>, user.lastName],
    [<Trans key="e">E-mail</Trans>, user.email],
    [<Trans key="p">Phone</Trans>, user.phoneNumber],
    [<Trans key="pn">Pilot number</Trans>, user.pilotNumber],
    [<Trans key="on">Operator number</Trans>, user.operatorNumber],
    [<Trans key="eu">ULC e-mail</Trans>, user.emailUlc],
    [<Trans key="pu">ULC phone</Trans>, user.phoneNumberUlc],
    [<Trans key="cn">Company name</Trans>, user.companyName],
    [<Trans key="nip">NIP</Trans>, user.nip],
    [<Trans key="es">Exam entity serial number</Trans>, user.examEntitySerialNumber],
    [
      <Trans key="a">Address</Trans>,
      [user.address, [user.postalCode, user.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    ],
    [<Trans key="c">Account created</Trans>, formatDateTime(user.createdAt)],
  ];

  return (
    <Section id="user-account" title={<Trans>Account</Trans>}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
          mb: 3,
        }}
      >
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={active}
                disabled={own || deleted || statusBusy}
                onChange={() => setAsking({ kind: 'status' })}
                slotProps={{ input: { 'data-testid': 'user-status-toggle' } as object }}
              />
            }
            label={active ? t`Account active` : t`Account inactive`}
          />
          <FormHelperText sx={{ mt: 0 }}>
            {own ? (
              <Trans>You cannot deactivate your own account.</Trans>
            ) : active ? (
              <Trans>Deactivating signs the user out at once.</Trans>
            ) : (
              <Trans>The user cannot sign in.</Trans>
            )}
          </FormHelperText>
        </Box>
        <TextField
          select
          id="user-role"
          label={t`Role`}
          value={user.role}
          disabled={own || deleted || roleBusy || roleOptions.length < 2}
          onChange={(event) => {
            const role = event.target.value;
            if (isRole(role) && role !== user.role) setAsking({ kind: 'role', role });
          }}
          helperText={
            own
              ? t`You cannot change your own role.`
              : company
                ? t`A company account is always a business account.`
                : user.role === 'REGISTER'
                  ? t`The user has not completed the registration yet.`
                  : t`The user is signed out and sees the new menu at the next sign-in.`
          }
          data-testid="user-role"
          size="small"
        >
          {roleOptions.map((role) => (
            <MenuItem key={role} value={role}>
              {i18n._(ROLE_LABELS[role])}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={user.premiumUserFlg}
                disabled={deleted || premiumBusy}
                onChange={(event) =>
                  setPremium({
                    variables: { input: { userId: user.id, premiumUserFlg: event.target.checked } },
                    onCompleted: () => showToast(t`Changes saved`, 'success'),
                    onError: fail,
                  })
                }
                slotProps={{ input: { 'data-testid': 'user-premium' } as object }}
              />
            }
            label={t`Premium user`}
          />
          <FormHelperText sx={{ mt: 0 }}>
            {user.publicFlg ? <Trans>Public profile: shown on the exchange.</Trans> : <Trans>No public profile.</Trans>}
          </FormHelperText>
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: 1.5,
          m: 0,
        }}
      >
        {fields.map(([label, value], index) => (
          <Box key={index} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      <ConfirmDialog
        open={asking?.kind === 'status'}
        destructive={active}
        busy={statusBusy}
        title={
          active ? <Trans>Deactivate the account of {name}?</Trans> : <Trans>Activate the account of {name}?</Trans>
        }
        message={
          active ? (
            <Trans>
              The user is signed out at once, on every device, and cannot sign in or use the API until the account is
              activated again.
            </Trans>
          ) : (
            <Trans>The user can sign in again.</Trans>
          )
        }
        confirmLabel={active ? <Trans>Deactivate</Trans> : <Trans>Activate</Trans>}
        onCancel={() => setAsking(null)}
        onConfirm={confirmStatus}
      />
      <ConfirmDialog
        open={asking?.kind === 'role'}
        busy={roleBusy}
        title={
          <Trans>
            Change the role of {name} to “{newRole}”?
          </Trans>
        }
        message={<Trans>The user is signed out and sees the menu of the new role at the next sign-in.</Trans>}
        confirmLabel={<Trans>Change role</Trans>}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking?.kind === 'role') confirmRole(asking.role);
        }}
      />
    </Section>
  );
}
