import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyExercisesPageQuery } from '../../../__generated__/MyExercisesPageQuery.graphql';
import type { MyExercisesList_query$key } from '../../../__generated__/MyExercisesList_query.graphql';
import type { MyExercisesListPaginationQuery } from '../../../__generated__/MyExercisesListPaginationQuery.graphql';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { ExerciseStatusChip } from './parts';
import { BookingList, BookingRow, MY_BOOKINGS_PAGE_SIZE } from './lists';
import { exercisePath } from './paths';

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
  return (
    <BookingList
      rows={rows}
      ariaLabel={t`My practice`}
      empty={
        <Trans>
          You have no practice sessions yet. Courses with practice let you book one once you have finished the theory.
        </Trans>
      }
      testIds={{ empty: 'my-exercises-empty', more: 'my-exercises-more' }}
      more={{ hasNext, isLoadingNext, loadNext: () => loadNext(MY_BOOKINGS_PAGE_SIZE) }}
      row={(exercise) => (
        <BookingRow
          to={exercisePath(exercise.id)}
          testId="exercise-row"
          status={exercise.status}
          courseTitle={exercise.courseTitle}
          startsAt={exercise.workSlot.startsAt}
          where={exercise.workSlot.place || t`Online`}
        >
          <Box sx={{ mt: 0.75 }}>
            <ExerciseStatusChip status={exercise.status} />
          </Box>
        </BookingRow>
      )}
    />
  );
}
