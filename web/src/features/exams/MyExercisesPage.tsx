import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyExercisesPageQuery } from '../../__generated__/MyExercisesPageQuery.graphql';
import type { MyExercisesList_query$key } from '../../__generated__/MyExercisesList_query.graphql';
import type { MyExercisesListPaginationQuery } from '../../__generated__/MyExercisesListPaginationQuery.graphql';
import { formatDateTime } from '../../shared/format';
import { Page } from '../../shared/ui/Page';
import { PageLoader } from '../../shared/ui/PageLoader';
import { ExerciseStatusChip } from './parts';
import { MY_COURSES_PATH, exercisePath } from './paths';

/** Practice sessions per page of the list. */
const MY_EXERCISES_PAGE_SIZE = 20;

const fragment = graphql`
  fragment MyExercisesList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "MyExercisesListPaginationQuery") {
    myExercises(first: $count, after: $cursor) @connection(key: "MyExercisesList_myExercises") {
      edges {
        node {
          id
          status
          courseTitle
          confirmedAt
          workSlot {
            id
            startsAt
            place
          }
        }
      }
    }
  }
`;

/** /exercises: the learner's practice sessions, newest first. */
export default function MyExercisesPage() {
  return (
    <Page title={<Trans>My practice</Trans>} subtitle={<Trans>Your practical flight sessions.</Trans>} maxWidth="md">
      <Suspense fallback={<PageLoader />}>
        <MyExercisesResults />
      </Suspense>
    </Page>
  );
}

function MyExercisesResults() {
  const data = useLazyLoadQuery<MyExercisesPageQuery>(
    graphql`
      query MyExercisesPageQuery {
        ...MyExercisesList_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <MyExercisesList query={data} />;
}

function MyExercisesList({ query }: { query: MyExercisesList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyExercisesListPaginationQuery,
    MyExercisesList_query$key
  >(fragment, query);
  const rows = data.myExercises.edges.map((edge) => edge?.node).filter((node) => node != null);
  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="my-exercises-empty">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            <Trans>
              You have no practice sessions yet. Courses with practice let you book one once you have finished the
              theory.
            </Trans>
          </Typography>
          <Button component={RouterLink} to={MY_COURSES_PATH} variant="contained" startIcon={<SchoolOutlinedIcon />}>
            <Trans>My courses</Trans>
          </Button>
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`My practice`}>
        {rows.map((exercise) => (
          <li key={exercise.id}>
            <Paper
              variant="outlined"
              component={RouterLink}
              to={exercisePath(exercise.id)}
              data-testid="exercise-row"
              data-status={exercise.status}
              sx={{
                p: 2,
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                textDecoration: 'none',
                color: 'inherit',
                transition: 'box-shadow 150ms',
                '&:hover, &:focus-visible': { boxShadow: 3 },
              }}
            >
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{exercise.courseTitle}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(exercise.workSlot.startsAt)} · {exercise.workSlot.place || t`Online`}
                </Typography>
                <Box sx={{ mt: 0.75 }}>
                  <ExerciseStatusChip status={exercise.status} />
                </Box>
              </Box>
              <ChevronRightIcon color="action" aria-hidden />
            </Paper>
          </li>
        ))}
      </Stack>
      {hasNext ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => loadNext(MY_EXERCISES_PAGE_SIZE)}
            disabled={isLoadingNext}
            data-testid="my-exercises-more"
          >
            <Trans>Show more</Trans>
          </Button>
        </Box>
      ) : null}
    </>
  );
}
