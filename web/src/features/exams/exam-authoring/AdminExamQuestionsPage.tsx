import { useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation, usePaginationFragment } from 'react-relay';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminExamQuestionsPageQuery } from '../../../__generated__/AdminExamQuestionsPageQuery.graphql';
import type { AdminExamQuestionsPageDeleteMutation } from '../../../__generated__/AdminExamQuestionsPageDeleteMutation.graphql';
import type { ExamQuestionBankPaginationQuery } from '../../../__generated__/ExamQuestionBankPaginationQuery.graphql';
import type { AdminExamQuestionsPage_bank$key } from '../../../__generated__/AdminExamQuestionsPage_bank.graphql';
import type { ExamSettingsForm_course$key } from '../../../__generated__/ExamSettingsForm_course.graphql';
import { PAGE_SIZE } from '../../../shared/policies';
import { QuestionListSection } from '../../../shared/admin/QuestionListSection';
import { AuthoringPage, CourseNotFound, EmptyState, IconAction } from '../../../shared/admin/authoring';
import { courseEditorPath as courseDetailsPath } from '../../../shared/catalogue/paths';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useConfirmDelete } from '../../../shared/ui/useConfirmDelete';
import { ExamQuestionDialog, readExamQuestion, type EditedExamQuestion } from './ExamQuestionDialog';
import { ExamSettingsForm } from './ExamSettingsForm';

const bankFragment = graphql`
  fragment AdminExamQuestionsPage_bank on Query
  @refetchable(queryName: "ExamQuestionBankPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }) {
    examQuestions(courseId: $courseId, first: $count, after: $cursor)
      @connection(key: "AdminExamQuestionsPage_examQuestions") {
      totalCount
      edges {
        node {
          ...ExamQuestionDialog_question
        }
      }
    }
  }
`;

/**
 * /admin/courses/:courseId/exam-questions (ADMIN): the course's exam settings and its exam question
 * bank (spec 5): questions with 2..10 answers, at least one correct, added and edited in a dialog,
 * deleted after a confirmation; 'Exam must have at least 1 question' while the bank is empty.
 */
export default function AdminExamQuestionsPage() {
  const { courseId = '' } = useParams();
  const data = useLazyLoadQuery<AdminExamQuestionsPageQuery>(
    graphql`
      query AdminExamQuestionsPageQuery($courseId: ID!) {
        course(id: $courseId) {
          id
          title
          withoutExamFlg
          examDuration
          ...ExamSettingsForm_course
        }
        ...AdminExamQuestionsPage_bank
      }
    `,
    { courseId },
    { fetchPolicy: 'store-and-network' },
  );
  const course = data.course;
  if (!course) return <CourseNotFound />;
  const hasExam = !course.withoutExamFlg;
  return (
    <AuthoringPage
      course={course}
      title={<Trans>Exam questions</Trans>}
      subtitle={
        <Trans>
          The exam’s settings and its question bank: each exam draws its questions at random from the bank, with the
          answers shuffled.
        </Trans>
      }
    >
      {hasExam ? null : (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="course-without-exam">
          <Trans>
            This course has no exam (set in the{' '}
            <Link component={RouterLink} to={courseDetailsPath(course.id)}>
              course details
            </Link>
            ). Its questions and settings apply once the exam is turned on.
          </Trans>
        </Alert>
      )}
      {hasExam && !course.examDuration ? (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="exam-without-duration">
          <Trans>
            The exam has no duration yet: set it in the{' '}
            <Link component={RouterLink} to={courseDetailsPath(course.id)}>
              course details
            </Link>{' '}
            before candidates can register.
          </Trans>
        </Alert>
      ) : null}
      <QuestionBank courseId={course.id} hasExam={hasExam} settings={course} query={data} />
    </AuthoringPage>
  );
}

function QuestionBank({
  courseId,
  hasExam,
  settings,
  query,
}: {
  courseId: string;
  hasExam: boolean;
  settings: ExamSettingsForm_course$key;
  query: AdminExamQuestionsPage_bank$key;
}) {
  const { t } = useLingui();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    ExamQuestionBankPaginationQuery,
    AdminExamQuestionsPage_bank$key
  >(bankFragment, query);
  const [editing, setEditing] = useState<EditedExamQuestion | 'new' | null>(null);
  const [remove, removing] = useMutation<AdminExamQuestionsPageDeleteMutation>(graphql`
    mutation AdminExamQuestionsPageDeleteMutation($id: ID!) {
      deleteExamQuestion(id: $id) {
        id
      }
    }
  `);
  const questions = data.examQuestions.edges.map((edge) => readExamQuestion(edge.node));
  const total = data.examQuestions.totalCount;
  // After an addition or a deletion the numbers move: the loaded rows are fetched again in one page.
  const reload = (change: number) =>
    refetch({ count: Math.max(PAGE_SIZE, questions.length + change) }, { fetchPolicy: 'network-only' });
  const deletion = useConfirmDelete<{ id: string; number: number }>({
    remove: (question, callbacks) =>
      remove({
        variables: { id: question.id },
        onCompleted: () => {
          callbacks.onCompleted();
          reload(-1);
        },
        onError: callbacks.onError,
      }),
    busy: removing,
    deleted: t`Question deleted`,
  });
  const deletingNumber = deletion.target?.number ?? 0;

  return (
    <>
      <ExamSettingsForm course={settings} bankSize={total} />
      <QuestionListSection
        headingId="exam-questions-title"
        heading={<Trans>Question bank ({total})</Trans>}
        addTestId="add-exam-question"
        onAdd={() => setEditing('new')}
        listLabel={t`Question bank`}
        questions={questions}
        total={total}
        empty={
          <>
            {hasExam ? (
              <Alert severity="warning" sx={{ mb: 2 }} data-testid="exam-bank-empty-warning">
                <Trans>Exam must have at least 1 question</Trans>
              </Alert>
            ) : null}
            <EmptyState testId="exam-questions-empty">
              <Trans>The question bank is empty. Add the first question.</Trans>
            </EmptyState>
          </>
        }
        testId="exam-question"
        actions={(question, _index, number) => (
          <>
            <IconAction label={t`Edit`} onClick={() => setEditing(question)} data-testid="exam-question-edit">
              <EditOutlinedIcon />
            </IconAction>
            <IconAction
              label={t`Delete`}
              color="error"
              onClick={() => deletion.ask({ id: question.id, number })}
              data-testid="exam-question-delete"
            >
              <DeleteOutlineIcon />
            </IconAction>
          </>
        )}
      >
        {hasNext ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}>
            <Typography variant="body2" color="text.secondary">
              <Trans>
                Shown {questions.length} of {total}
              </Trans>
            </Typography>
            <Button
              variant="outlined"
              onClick={() => loadNext(PAGE_SIZE)}
              disabled={isLoadingNext}
              startIcon={isLoadingNext ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="exam-questions-more"
            >
              <Trans>Show more</Trans>
            </Button>
          </Box>
        ) : null}
      </QuestionListSection>

      {editing ? (
        <ExamQuestionDialog
          courseId={courseId}
          question={editing === 'new' ? null : editing}
          onCreated={() => reload(1)}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete this question?</Trans>}
        message={
          <Trans>
            Question {deletingNumber} and its answers are deleted from the bank. Exams already drawn keep their copy.
            This cannot be undone.
          </Trans>
        }
      />
    </>
  );
}
