import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Trans } from '@lingui/react/macro';
import { DebouncedField } from '../ui/filters';
import type { useListState } from './listState';

/**
 * An admin list's search landmark: the search box, the list's own filters (`children`) and,
 * while anything narrows the list, a button that clears the search and every filter.
 */
export function AdminListToolbar<F extends string>({
  label,
  searchId,
  searchLabel,
  list,
  filterKeys,
  filtered,
  children,
}: {
  label: string;
  searchId: string;
  searchLabel: string;
  list: ReturnType<typeof useListState<F>>;
  filterKeys: readonly F[];
  filtered: boolean;
  children: ReactNode;
}) {
  const clearAll = () => list.update({ q: null, ...Object.fromEntries(filterKeys.map((key) => [key, null])) });
  return (
    <Box
      role="search"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'flex-start' }}
    >
      <DebouncedField
        id={searchId}
        type="search"
        label={searchLabel}
        value={list.search}
        onCommit={(text) => list.update({ q: text || null })}
        sx={{ minWidth: { xs: '100%', sm: 260 }, flex: { sm: '1 1 260px' } }}
        icon
      />
      {children}
      {filtered ? (
        <Button onClick={clearAll} sx={{ alignSelf: 'center' }}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </Box>
  );
}
