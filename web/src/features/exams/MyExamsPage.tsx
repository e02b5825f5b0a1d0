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
import type { MyExamsPageQuery } from '../../__generated__/MyExamsPageQuery.graphql';
import type { MyExamsList_query$key } from '../../__generated__/MyExamsList_query.graphql';
import type { MyExamsListPaginationQuery } from '../../__generated__/MyExamsListPaginationQuery.graphql';
import { formatDateTime } from '../../shared/format';
import { Page } from '../../shared/ui/Page';
import { PageLoader } from '../../shared/ui/PageLoader';
import { ExamStatusChip } from './parts';
import { MY_COURSES_PATH, examPath } from './paths';

/** Exams per page of the list. */
const MY_EXAMS_PAGE_SIZE = 20;

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
  if (!rows.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="my-exams-empty">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            <Trans>
              You have no exams yet. Once you have passed all quizzes of a course, register for its exam from the
              course.
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
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`My exams`}>
        {rows.map((exam) => {
          const attempt = exam.attempt;
          const score = exam.scorePercent;
          return (
            <li key={exam.id}>
              <Paper
                variant="outlined"
                component={RouterLink}
                to={examPath(exam.id)}
                data-testid="exam-row"
                data-status={exam.status}
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
                  <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{exam.courseTitle}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatDateTime(exam.workSlot.startsAt)} · {exam.workSlot.place || t`Online`} ·{' '}
                    <Trans>Attempt {attempt}</Trans>
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.75 }}>
                    <ExamStatusChip status={exam.status} passed={exam.passed} />
                    {exam.status === 'VERIFIED' && score != null ? (
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        <Trans>Score {score}%</Trans>
                      </Typography>
                    ) : null}
                  </Box>
                </Box>
                <ChevronRightIcon color="action" aria-hidden />
              </Paper>
            </li>
          );
        })}
      </Stack>
      {hasNext ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => loadNext(MY_EXAMS_PAGE_SIZE)}
            disabled={isLoadingNext}
            data-testid="my-exams-more"
          >
            <Trans>Show more</Trans>
          </Button>
        </Box>
      ) : null}
    </>
  );
}
