import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { CompanyFilterQuery } from '../../../__generated__/CompanyFilterQuery.graphql';

export interface CompanyOption {
  id: string;
  displayName: string;
  email: string;
  nip?: string | null;
}

const FIELD_SX = { flex: '1 1 240px', maxWidth: { sm: 340 } };

/**
 * The admin's company filter over the seats: type a name, e-mail or NIP and pick one of the
 * business accounts found (adminUsers, role B2B, 20 at a time). `value` is the picked company.
 */
export function CompanyFilter(props: {
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<TextField label={t`Company`} disabled sx={FIELD_SX} />}>
      <CompanyAutocomplete {...props} />
    </Suspense>
  );
}

function CompanyAutocomplete({
  value,
  onChange,
}: {
  value: CompanyOption | null;
  onChange: (company: CompanyOption | null) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  // Typing never suspends the field: the list follows the text once it has loaded.
  const search = useDeferredValue(text.trim() && text !== value?.displayName ? text.trim() : '');
  const data = useLazyLoadQuery<CompanyFilterQuery>(
    graphql`
      query CompanyFilterQuery($search: String) {
        adminUsers(first: 20, filter: { roles: [B2B], search: $search }, sort: { field: NAME, direction: ASC }) {
          edges {
            node {
              id
              displayName
              email
              nip
            }
          }
        }
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-or-network' },
  );
  const options = useMemo(() => {
    const found = data.adminUsers.edges.flatMap((edge) => (edge?.node ? [edge.node as CompanyOption] : []));
    return value && !found.some((option) => option.id === value.id) ? [value, ...found] : found;
  }, [data.adminUsers.edges, value]);
  const loading = search !== (text.trim() && text !== value?.displayName ? text.trim() : '');

  return (
    <Autocomplete<CompanyOption>
      id="seats-company-filter"
      options={options}
      value={value}
      onChange={(_event, option) => onChange(option)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.displayName}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          <span>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {option.displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[option.email, option.nip ? `NIP ${option.nip}` : null].filter(Boolean).join(' · ')}
            </Typography>
          </span>
        </li>
      )}
      noOptionsText={t`No company found`}
      sx={FIELD_SX}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t`Company`}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'seats-company-filter' },
          }}
        />
      )}
    />
  );
}
