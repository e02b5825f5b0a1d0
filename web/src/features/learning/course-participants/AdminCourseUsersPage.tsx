import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminCourseUsersPageQuery,
  AdminCourseUsersPageQuery$variables,
} from '../../../__generated__/AdminCourseUsersPageQuery.graphql';
import { enumOptions } from '../../../shared/admin/editForm';
import { useUrlListState } from '../../../shared/lists/urlListState';
import { PAGE_SIZE } from '../../../shared/policies';
import { DebouncedField } from '../../../shared/ui/filters';
import { MessagePage } from '../../../shared/ui/MessagePage';
import { Page } from '../../../shared/ui/Page';
import { AssignCourseDialog } from '../../../shared/user-admin/AssignCourseDialog';
import { ParticipantsList } from './ParticipantsList';

const STATUSES = ['IN_PROGRESS', 'FINISHED'] as const;
type Status = (typeof STATUSES)[number];
const STATUS_LABELS: Record<Status, MessageDescriptor> = {
  IN_PROGRESS: msg`In progress`,
  FINISHED: msg`Finished`,
};

interface Filters {
  search: string;
  status: Status | null;
}

const readFilters = (params: URLSearchParams): Filters => {
  const status = params.get('status');
  return {
    search: (params.get('q') ?? '').trim(),
    status: (STATUSES as readonly string[]).includes(status ?? '') ? (status as Status) : null,
  };
};
const NO_SORT: Readonly<Record<string, string>> = {};

/**
 * /admin/courses/:courseId/users (ADMIN): who has the course, since and until when, and how far
 * they got; set a participant in progress or finished, withdraw access (irreversible, confirmed),
 * assign the course by e-mail, and manage a participant's certificates. Search and status live in
 * the URL (shared/lists), 25 a page, newest first.
 */
export default function AdminCourseUsersPage() {
  const { t, i18n } = useLingui();
  const { courseId = '' } = useParams();
  const list = useUrlListState(readFilters, NO_SORT);
  const { filters, after } = list;
  const [fetchKey, setFetchKey] = useState(0);
  const [assigning, setAssigning] = useState(false);
  const variables = useMemo<AdminCourseUsersPageQuery$variables>(
    () => ({
      id: courseId,
      first: PAGE_SIZE,
      after,
      search: filters.search || null,
      status: filters.status,
    }),
    [courseId, after, filters],
  );
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<AdminCourseUsersPageQuery>(
    graphql`
      query AdminCourseUsersPageQuery(
        $id: ID!
        $first: Int!
        $after: String
        $search: String
        $status: UserCourseStatus
      ) {
        course(id: $id) {
          id
          title
          examMaxTries
          variants {
            id
            variant
          }
          participants(first: $first, after: $after, search: $search, status: $status) {
            totalCount
            ...ParticipantsList_connection
          }
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const course = data.course;
  if (!course) {
    return (
      <MessagePage title={<Trans>Course not found</Trans>} testId="course-not-found">
        <Typography>
          <Trans>This course does not exist or has been deleted.</Trans>
        </Typography>
      </MessagePage>
    );
  }
  const title = course.title || t`(untitled)`;
  const total = course.participants.totalCount;
  const filtered = Boolean(filters.search || filters.status);

  return (
    <Page
      title={<Trans>Course participants</Trans>}
      subtitle={<Trans>Who has the course “{title}”, since and until when, and their progress.</Trans>}
      maxWidth="xl"
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={`/admin/courses/${course.id}/details`} startIcon={<ArrowBackIcon />}>
            <Trans>Back to the course</Trans>
          </Button>
          <Button
            variant="contained"
            startIcon={<PersonAddAlt1OutlinedIcon />}
            onClick={() => setAssigning(true)}
            disabled={!course.variants.length}
            data-testid="participants-assign"
          >
            <Trans>Assign the course</Trans>
          </Button>
        </Box>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <DebouncedField
          id="participants-search"
          label={t`Search by name or e-mail`}
          value={filters.search}
          onCommit={(text) => list.update({ q: text.trim() || null })}
          icon
          sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}
        />
        <TextField
          select
          id="participants-status"
          label={t`Status`}
          value={filters.status ?? ''}
          onChange={(event) => list.update({ status: event.target.value || null })}
          sx={{ flex: '0 1 220px', minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          data-testid="participants-status"
        >
          <MenuItem value="">
            <Trans>All</Trans>
          </MenuItem>
          {enumOptions(i18n, STATUSES, STATUS_LABELS)}
        </TextField>
      </Box>
      <Typography sx={{ mb: 1 }} color="text.secondary" data-testid="participants-total" data-total={total}>
        <Trans>Participants found: {total}</Trans>
      </Typography>
      <ParticipantsList
        connection={course.participants}
        list={list}
        loading={shown !== variables}
        filtered={filtered}
        examMaxTries={course.examMaxTries}
        onChanged={refresh}
      />
      {assigning ? (
        <AssignCourseDialog
          variants={course.variants}
          onClose={() => setAssigning(false)}
          onAssigned={() => {
            setAssigning(false);
            refresh();
          }}
        />
      ) : null}
    </Page>
  );
}
