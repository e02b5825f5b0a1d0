import { listParam } from '../../../shared/lists/urlListState';
import type { Role } from '../../../shared/permissions';
import { ACCOUNT_STATUSES, FLAG_OPTIONS, ROLE_OPTIONS, isOneOf, type AccountStatus, type FlagOption } from './labels';

export interface UserListFilters {
  search: string;
  roles: Role[];
  status: AccountStatus | null;
  premium: FlagOption | null;
  publicProfile: FlagOption | null;
  deletionRequested: boolean;
}

/** The grid's sortable columns and the API's sort fields (AdminUserSort.field). */
export const SORT_FIELDS: Readonly<Record<string, 'CREATED_AT' | 'NAME' | 'EMAIL' | 'ROLE'>> = {
  createdAt: 'CREATED_AT',
  displayName: 'NAME',
  email: 'EMAIL',
  role: 'ROLE',
};

/** The list's filters as the URL holds them (`q`, `roles`, `status`, `premium`, `public`, `deletion`). */
export const readFilters = (params: URLSearchParams): UserListFilters => {
  const status = params.get('status');
  const premium = params.get('premium');
  const publicProfile = params.get('public');
  return {
    search: (params.get('q') ?? '').trim(),
    roles: listParam(params.get('roles') ?? '', ROLE_OPTIONS),
    status: isOneOf(ACCOUNT_STATUSES, status) ? status : null,
    premium: isOneOf(FLAG_OPTIONS, premium) ? premium : null,
    publicProfile: isOneOf(FLAG_OPTIONS, publicProfile) ? publicProfile : null,
    deletionRequested: params.get('deletion') === '1',
  };
};

export const FILTER_KEYS = ['q', 'roles', 'status', 'premium', 'public', 'deletion'] as const;

export const isFiltered = (f: UserListFilters) =>
  Boolean(f.search || f.roles.length || f.status || f.premium || f.publicProfile || f.deletionRequested);

const flag = (value: FlagOption | null) => (value == null ? null : value === 'yes');

/** The GraphQL AdminUserFilter of the URL's filters (empty ones left out). */
export const toUserFilter = (f: UserListFilters) => ({
  search: f.search || null,
  roles: f.roles.length ? f.roles : null,
  status: f.status,
  premium: flag(f.premium),
  publicProfile: flag(f.publicProfile),
  deletionRequested: f.deletionRequested ? true : null,
});
