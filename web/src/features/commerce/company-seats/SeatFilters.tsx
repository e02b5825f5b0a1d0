import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { DebouncedField } from '../../../shared/ui/filters';
import { SEAT_STATUS, type SeatStatus } from './labels';

export interface SeatFilters {
  search: string;
  status: SeatStatus | null;
  courseId: string | null;
  companyId: string | null;
}

/** The seats list's filters as the URL holds them (`q`, `status`, `course`, `company`). */
export const readSeatFilters = (params: URLSearchParams): SeatFilters => {
  const status = params.get('status');
  return {
    search: (params.get('q') ?? '').trim(),
    status: SEAT_STATUS.is(status) ? status : null,
    courseId: params.get('course') || null,
    companyId: params.get('company') || null,
  };
};

export const NO_SORT: Readonly<Record<string, string>> = {};

export const isFiltered = (filters: SeatFilters) =>
  Boolean(filters.search || filters.status || filters.courseId || filters.companyId);

/** Search, status and course over the seats list; `children` adds filters before them (the admin's company). */
export function SeatFilterBar({
  filters,
  courses,
  searchLabel,
  update,
  children,
}: {
  filters: SeatFilters;
  courses: readonly { id: string; title: string }[];
  searchLabel: string;
  update: (changes: Record<string, string | null>) => void;
  children?: React.ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
      {children}
      <DebouncedField
        id="seats-search"
        label={searchLabel}
        value={filters.search}
        onCommit={(text) => update({ q: text.trim() || null })}
        icon
        sx={{ flex: '1 1 240px', maxWidth: { sm: 380 } }}
      />
      <TextField
        select
        id="seats-status"
        label={t`Status`}
        value={filters.status ?? ''}
        onChange={(event) => update({ status: event.target.value || null })}
        sx={{ flex: '1 1 160px', maxWidth: { sm: 200 } }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        data-testid="seats-status"
      >
        <MenuItem value="">
          <Trans>All</Trans>
        </MenuItem>
        {SEAT_STATUS.values.map((status) => (
          <MenuItem key={status} value={status}>
            {i18n._(SEAT_STATUS.labels[status])}
          </MenuItem>
        ))}
      </TextField>
      {courses.length > 1 || filters.courseId ? (
        <TextField
          select
          id="seats-course"
          label={t`Course`}
          value={filters.courseId ?? ''}
          onChange={(event) => update({ course: event.target.value || null })}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 360 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="seats-course"
        >
          <MenuItem value="">
            <Trans>All</Trans>
          </MenuItem>
          {courses.map((course) => (
            <MenuItem key={course.id} value={course.id}>
              {course.title || t`(untitled)`}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {isFiltered(filters) ? (
        <Button onClick={() => update({ q: null, status: null, course: null, company: null, companyName: null })}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </Box>
  );
}
