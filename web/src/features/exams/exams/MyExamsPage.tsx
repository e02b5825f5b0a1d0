import { Suspense } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MyExamsPageQuery } from '../../../__generated__/MyExamsPageQuery.graphql';
import type { MyExamsList_query$key } from '../../../__generated__/MyExamsList_query.graphql';
import type { MyExamsListPaginationQuery } from '../../../__generated__/MyExamsListPaginationQuery.graphql';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { ExamStatusChip } from './parts';
import { BookingList, BookingRow, MY_BOOKINGS_PAGE_SIZE } from './lists';
import { examPath } from './paths';

const fragment = graphql`
  fragment MyExamsList_query on Query
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" })
  @refetchable(queryName: "MyExamsListPaginationQuery") {
    myExams(first: $count, after: $cursor) @connection(key: "MyExamsList_myExams") {
      edges {
        node {
          id
          status
          attempt
          courseTitle
          passed
          scorePercent
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

/** /exams: the learner's exams, newest first, with status, date and result. */
export default function MyExamsPage() {
  return (
    <Page title={<Trans>My exams</Trans>} subtitle={<Trans>Your exam bookings and results.</Trans>} maxWidth="md">
      <Suspense fallback={<PageLoader />}>
        <MyExamsResults />
      </Suspense>
    </Page>
  );
}

function MyExamsResults() {
  const data = useLazyLoadQuery<MyExamsPageQuery>(
    graphql`
      query MyExamsPageQuery {
        ...MyExamsList_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return <MyExamsList query={data} />;
}

function MyExamsList({ query }: { query: MyExamsList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyExamsListPaginationQuery,
    MyExamsList_query$key
  >(fragment, query);
  const rows = data.myExams.edges.map((edge) => edge?.node).filter((node) => node != null);
  return (
    <BookingList
      rows={rows}
      ariaLabel={t`My exams`}
      empty={
        <Trans>
          You have no exams yet. Once you have passed all quizzes of a course, register for its exam from the course.
        </Trans>
      }
      testIds={{ empty: 'my-exams-empty', more: 'my-exams-more' }}
      more={{ hasNext, isLoadingNext, loadNext: () => loadNext(MY_BOOKINGS_PAGE_SIZE) }}
      row={(exam) => {
        const attempt = exam.attempt;
        const score = exam.scorePercent;
        return (
          <BookingRow
            to={examPath(exam.id)}
            testId="exam-row"
            status={exam.status}
            courseTitle={exam.courseTitle}
            startsAt={exam.workSlot.startsAt}
            where={exam.workSlot.place || t`Online`}
            after={
              <>
                {' '}
                · <Trans>Attempt {attempt}</Trans>
              </>
            }
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.75 }}>
              <ExamStatusChip status={exam.status} passed={exam.passed} />
              {exam.status === 'VERIFIED' && score != null ? (
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  <Trans>Score {score}%</Trans>
                </Typography>
              ) : null}
            </Box>
          </BookingRow>
        );
      }}
    />
  );
}
