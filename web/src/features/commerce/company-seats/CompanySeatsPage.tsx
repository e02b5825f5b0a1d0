import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  CompanySeatsPageQuery,
  CompanySeatsPageQuery$variables,
} from '../../../__generated__/CompanySeatsPageQuery.graphql';
import { useUrlListState } from '../../../shared/lists/urlListState';
import { PAGE_SIZE } from '../../../shared/policies';
import { Page } from '../../../shared/ui/Page';
import { BulkAssignDialog, type BulkVariant } from './BulkAssignDialog';
import { NO_SORT, SeatFilterBar, isFiltered, readSeatFilters } from './SeatFilters';
import { SeatGroups } from './SeatGroups';
import { SeatsList } from './SeatsList';

/** The public catalogue, where a company buys seats. */
const CATALOGUE_PATH = '/courses';

/**
 * /resources (B2B, spec 2 "available courses, assign or unassign access"): the company's seats
 * per course variant (bought, used, free, invited), then every seat with who holds it, its
 * status and until when; assign one by e-mail, unassign one (a seat returns only while the
 * employee has not started), or assign many from a CSV of e-mails. Filters live in the URL.
 */
export default function CompanySeatsPage() {
  const { t } = useLingui();
  const list = useUrlListState(readSeatFilters, NO_SORT);
  const { filters, after } = list;
  const [fetchKey, setFetchKey] = useState(0);
  const [bulk, setBulk] = useState(false);
  const variables = useMemo<CompanySeatsPageQuery$variables>(
    () => ({
      first: PAGE_SIZE,
      after,
      filter: { search: filters.search || null, status: filters.status, courseId: filters.courseId },
    }),
    [after, filters],
  );
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<CompanySeatsPageQuery>(
    graphql`
      query CompanySeatsPageQuery($first: Int!, $after: String, $filter: SeatFilter) {
        mySeatGroups {
          course {
            id
            title
          }
          variant
          courseVariantId
          total
          used
          free
          invited
        }
        mySeats(first: $first, after: $after, filter: $filter) {
          totalCount
          ...SeatsList_connection
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const groups = data.mySeatGroups;
  const courses = useMemo(() => {
    const byId = new Map<string, { id: string; title: string }>();
    for (const group of groups) byId.set(group.course.id, { id: group.course.id, title: group.course.title });
    return [...byId.values()];
  }, [groups]);
  const variants = useMemo<BulkVariant[]>(
    () =>
      groups.flatMap((group) =>
        group.courseVariantId
          ? [
              {
                courseVariantId: group.courseVariantId,
                title: group.course.title,
                variant: group.variant,
                free: group.free,
              },
            ]
          : [],
      ),
    [groups],
  );
  const freeTotal = groups.reduce((sum, group) => sum + group.free, 0);

  const title = <Trans>Course access for employees</Trans>;
  if (!groups.length) {
    return (
      <Page title={title}>
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="seats-empty">
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
              <Trans>You have no seats yet</Trans>
            </Typography>
            <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
              <Trans>
                Buy a course for your employees: add it to the cart with the number of people, pay, and the seats appear
                here to assign by e-mail.
              </Trans>
            </Typography>
            <Button component={RouterLink} to={CATALOGUE_PATH} variant="contained" startIcon={<SchoolOutlinedIcon />}>
              <Trans>Browse the course catalogue</Trans>
            </Button>
          </Stack>
        </Paper>
      </Page>
    );
  }

  return (
    <Page
      title={title}
      subtitle={
        <Trans>
          Seats your company bought, per course. Assign a free seat by e-mail: a student gets the course at once, anyone
          else an invitation to register. A seat returns only while the employee has not started the course.
        </Trans>
      }
      maxWidth="xl"
      actions={
        <>
          <Button component={RouterLink} to={CATALOGUE_PATH} startIcon={<SchoolOutlinedIcon />}>
            <Trans>Buy more seats</Trans>
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => setBulk(true)}
            disabled={!variants.length || freeTotal === 0}
            data-testid="seats-bulk"
          >
            <Trans>Assign from CSV</Trans>
          </Button>
        </>
      }
    >
      <SeatGroups groups={groups} onShowFree={(courseId) => list.update({ course: courseId, status: 'FREE' })} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        <Trans>Seats</Trans>
      </Typography>
      <SeatFilterBar
        filters={filters}
        courses={courses}
        searchLabel={t`Search by employee's e-mail or name`}
        update={list.update}
      />
      <Typography sx={{ mb: 1 }} color="text.secondary" data-testid="seats-total" data-total={data.mySeats.totalCount}>
        <Trans>Seats found: {data.mySeats.totalCount}</Trans>
      </Typography>
      <SeatsList
        connection={data.mySeats}
        list={list}
        loading={shown !== variables}
        filtered={isFiltered(filters)}
        onChanged={refresh}
      />
      {bulk ? <BulkAssignDialog variants={variants} onClose={() => setBulk(false)} onAssigned={refresh} /> : null}
    </Page>
  );
}
