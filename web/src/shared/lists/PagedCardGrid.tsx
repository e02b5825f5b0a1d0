import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Trans } from '@lingui/react/macro';
import { SkyIllustration } from '../ui/illustrations';

/** Cards: one column on phones, two on tablets, three to four on desktops. */
export const cardGridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/** Cards of a list beside a side bar or of longer texts: at most three columns. */
export const threeColumnGridSx = {
  ...cardGridSx,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** A list's "Show more" with how many are shown. */
export function ShownOfTotal({
  shown,
  total,
  hasNext,
  loading,
  onMore,
  countTestId,
  moreTestId,
}: {
  shown: number;
  total: number;
  hasNext: boolean;
  loading: boolean;
  onMore: () => void;
  countTestId: string;
  moreTestId: string;
}) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', mt: 4 }}>
      <Typography color="text.secondary" role="status" data-testid={countTestId}>
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </Typography>
      {hasNext ? (
        <Button variant="outlined" onClick={onMore} loading={loading} data-testid={moreTestId}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}

/** An empty list: a picture, what is missing and why, and (when a filter hides the rest) the way back to all. */
export function EmptyList({
  testId,
  title,
  children,
  showAllLabel,
  onShowAll,
}: {
  testId: string;
  title: ReactNode;
  children: ReactNode;
  showAllLabel: ReactNode;
  onShowAll?: () => void;
}) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }} data-testid={testId}>
      <SkyIllustration variant="soon" />
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
      {onShowAll ? (
        <Button variant="contained" onClick={onShowAll}>
          {showAllLabel}
        </Button>
      ) : null}
    </Stack>
  );
}

/** What `usePaginationFragment` gives a list of cards. */
interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/**
 * A paged connection shown as a grid of cards (a list of `li`), then how many are shown of how many
 * and "Show more" for the next page; `empty` instead when there is nothing.
 */
export function PagedCardGrid<N extends { readonly id: string }>({
  connection,
  pagination,
  pageSize,
  testIds,
  sx = cardGridSx,
  empty,
  children,
}: {
  connection: { readonly totalCount: number; readonly edges: ReadonlyArray<{ readonly node: N }> };
  pagination: Pagination;
  pageSize: number;
  testIds: { list: string; count: string; more: string };
  sx?: SxProps<Theme>;
  empty: ReactNode;
  children: (node: N, index: number) => ReactNode;
}) {
  const { edges } = connection;
  if (edges.length === 0) return empty;
  return (
    <Box>
      <Box component="ul" sx={sx} data-testid={testIds.list}>
        {edges.map(({ node }, index) => (
          <Box component="li" key={node.id} sx={{ minWidth: 0 }}>
            {children(node, index)}
          </Box>
        ))}
      </Box>
      <ShownOfTotal
        shown={edges.length}
        total={connection.totalCount}
        hasNext={pagination.hasNext}
        loading={pagination.isLoadingNext}
        onMore={() => pagination.loadNext(pageSize)}
        countTestId={testIds.count}
        moreTestId={testIds.more}
      />
    </Box>
  );
}
