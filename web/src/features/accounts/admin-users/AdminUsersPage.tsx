import { useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminUsersPageQuery,
  AdminUsersPageQuery$variables,
} from '../../../__generated__/AdminUsersPageQuery.graphql';
import { useUrlListState } from '../../../shared/lists/urlListState';
import { PAGE_SIZE } from '../../../shared/policies';
import { ROLE_LABELS } from '../../../shared/roles';
import { DebouncedField, MultiSelectFilter } from '../../../shared/ui/filters';
import { Page } from '../../../shared/ui/Page';
import { AdminUsersList } from './AdminUsersList';
import { CreateUserDialog, type NewUserRole } from './CreateUserDialog';
import { FILTER_KEYS, SORT_FIELDS, isFiltered, readFilters, toUserFilter } from './filters';
import { ACCOUNT_STATUSES, ACCOUNT_STATUS_LABELS, ROLE_OPTIONS } from './labels';

/**
 * /admin/users (ADMIN): every account, searched (name, e-mail, NIP, company), filtered by roles,
 * status, premium, public profile and a pending deletion request, sorted and paged by the server
 * (25 a page); the filters live in the URL. A new user or instructor gets an e-mail to set a password.
 */
export default function AdminUsersPage() {
  const { t, i18n } = useLingui();
  const list = useUrlListState(readFilters, SORT_FIELDS);
  const { filters, after, sort, direction } = list;
  const [creating, setCreating] = useState<NewUserRole | null>(null);
  const variables = useMemo<AdminUsersPageQuery$variables>(
    () => ({
      first: PAGE_SIZE,
      after,
      filter: toUserFilter(filters),
      sort: { field: (sort && SORT_FIELDS[sort]) || 'CREATED_AT', direction: sort ? direction : 'DESC' },
    }),
    [filters, after, sort, direction],
  );
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<AdminUsersPageQuery>(
    graphql`
      query AdminUsersPageQuery($first: Int!, $after: String, $filter: AdminUserFilter, $sort: AdminUserSort) {
        adminUsers(first: $first, after: $after, filter: $filter, sort: $sort) {
          totalCount
          totalCountExact
          ...AdminUsersList_connection
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network' },
  );
  const total = data.adminUsers.totalCount;
  // Above 10 000 matches the server gives the planner's estimate (as for the purchases).
  const exact = data.adminUsers.totalCountExact;
  const yesNo = (id: string, label: string, value: string | null, key: string, testId: string) => (
    <TextField
      select
      id={id}
      label={label}
      value={value ?? ''}
      onChange={(event) => list.update({ [key]: event.target.value || null })}
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 150px' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      data-testid={testId}
    >
      <MenuItem value="">
        <Trans>All</Trans>
      </MenuItem>
      <MenuItem value="yes">
        <Trans>Yes</Trans>
      </MenuItem>
      <MenuItem value="no">
        <Trans>No</Trans>
      </MenuItem>
    </TextField>
  );

  return (
    <Page
      title={<Trans>Users</Trans>}
      subtitle={
        <Trans>Every account of the academy. Open one to change its status or role and manage its courses.</Trans>
      }
      maxWidth="xl"
      actions={<CreateMenu onPick={setCreating} />}
    >
      <Box
        role="search"
        aria-label={t`Filter users`}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}
      >
        <DebouncedField
          id="users-search"
          data-testid="users-search"
          type="search"
          label={t`Search: name, e-mail, NIP, company`}
          value={filters.search}
          onCommit={(text) => list.update({ q: text || null })}
          sx={{ minWidth: { xs: '100%', sm: 300 }, flex: { sm: '1 1 300px' } }}
          icon
        />
        <MultiSelectFilter
          id="users-roles"
          label={t`Roles`}
          value={filters.roles}
          options={ROLE_OPTIONS}
          labels={ROLE_LABELS}
          onChange={(roles) => list.update({ roles: roles.join(',') || null })}
          data-testid="users-roles"
        />
        <TextField
          select
          id="users-status"
          label={t`Status`}
          value={filters.status ?? ''}
          onChange={(event) => list.update({ status: event.target.value || null })}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 160px' } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="users-status"
        >
          <MenuItem value="">
            <Trans>All</Trans>
          </MenuItem>
          {ACCOUNT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {i18n._(ACCOUNT_STATUS_LABELS[status])}
            </MenuItem>
          ))}
        </TextField>
        {yesNo('users-premium', t`Premium`, filters.premium, 'premium', 'users-premium')}
        {yesNo('users-public', t`Public profile`, filters.publicProfile, 'public', 'users-public')}
        <FormControlLabel
          sx={{ alignSelf: 'center' }}
          control={
            <Checkbox
              checked={filters.deletionRequested}
              onChange={(event) => list.update({ deletion: event.target.checked ? '1' : null })}
              slotProps={{ input: { 'data-testid': 'users-deletion' } as object }}
            />
          }
          label={t`Deletion requested`}
        />
        {isFiltered(filters) ? (
          <Button
            onClick={() => list.update(Object.fromEntries(FILTER_KEYS.map((key) => [key, null])))}
            sx={{ alignSelf: 'center' }}
            data-testid="users-clear"
          >
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </Box>
      <Typography sx={{ mb: 1 }} color="text.secondary" data-testid="users-total" data-total={total}>
        {exact ? <Trans>Users found: {total}</Trans> : <Trans>Users found: about {total}</Trans>}
      </Typography>
      <AdminUsersList
        connection={data.adminUsers}
        list={list}
        loading={shown !== variables}
        filtered={isFiltered(filters)}
      />
      {creating ? <CreateUserDialog initialRole={creating} onClose={() => setCreating(null)} /> : null}
    </Page>
  );
}

/** "New account" with its two kinds: a student or an instructor. */
function CreateMenu({ onPick }: { onPick: (role: NewUserRole) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (role: NewUserRole) => {
    setAnchor(null);
    onPick(role);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<PersonAddAlt1OutlinedIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="user-create"
      >
        <Trans>New account</Trans>
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick('USER')} data-testid="user-create-user">
          <ListItemIcon>
            <SchoolOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <Trans>New user (student)</Trans>
        </MenuItem>
        <MenuItem onClick={() => pick('INSTRUCTOR')} data-testid="user-create-instructor">
          <ListItemIcon>
            <BadgeOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <Trans>New instructor</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}
