import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminLessonQuestionsPageQuery } from '../../__generated__/AdminLessonQuestionsPageQuery.graphql';
import type { AdminLessonQuestionsPage_questions$key } from '../../__generated__/AdminLessonQuestionsPage_questions.graphql';
import type { AdminLessonQuestionsPageDeleteMutation } from '../../__generated__/AdminLessonQuestionsPageDeleteMutation.graphql';
import type { AdminLessonQuestionsPageReorderMutation } from '../../__generated__/AdminLessonQuestionsPageReorderMutation.graphql';
import { errorMessage } from '../../shared/errors/messages';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useToast } from '../../shared/ui/toast';
import { AuthoringPage, EmptyState, IconAction, MoveButtons, NotFoundState } from './common';
import { LessonSettingsForm } from './LessonSettingsForm';
import { ADMIN_COURSES_PATH, courseDetailsPath, lessonDetailsPath, lessonsPath, subjectsPath } from './paths';
import { QuestionDialog, type EditedQuestion } from './QuestionDialog';

const questionsFragment = graphql`
  fragment AdminLessonQuestionsPage_questions on Lesson {
    id
    questionCount
    questions {
      id
      content
      position
      answers {
        id
        content
        correct
      }
    }
  }
`;

/** /admin/courses/:courseId/subjects/:subjectId/lessons/:lessonId/questions (ADMIN): the lesson's quiz. */
export default function AdminLessonQuestionsPage() {
  const { t } = useLingui();
  const { courseId = '', lessonId = '' } = useParams();
  const data = useLazyLoadQuery<AdminLessonQuestionsPageQuery>(
    graphql`
      query AdminLessonQuestionsPageQuery($courseId: ID!, $lessonId: ID!) {
        course(id: $courseId) {
          id
          title
        }
        lesson: node(id: $lessonId) {
          ... on Lesson {
            id
            title
            number
            subject {
              id
              title
              number
            }
            ...LessonSettingsForm_lesson @alias
            ...AdminLessonQuestionsPage_questions @alias
          }
        }
      }
    `,
    { courseId, lessonId },
    { fetchPolicy: 'store-and-network' },
  );
  const course = data.course;
  const lesson = data.lesson?.subject ? data.lesson : null;
  const settings = lesson?.LessonSettingsForm_lesson;
  const questions = lesson?.AdminLessonQuestionsPage_questions;
  const shownId = lesson?.id;
  if (!course || !lesson?.subject || !shownId || !settings || !questions) {
    return (
      <NotFoundState
        title={<Trans>Lesson not found</Trans>}
        message={<Trans>This lesson does not exist or has been deleted.</Trans>}
      />
    );
  }
  const subject = lesson.subject;
  const courseTitle = course.title || t`(untitled)`;
  const lessonLabel = `${lesson.number ?? ''}. ${lesson.title ?? ''}`;
  return (
    <AuthoringPage
      crumbs={[
        { to: ADMIN_COURSES_PATH, label: <Trans>Courses</Trans> },
        { to: courseDetailsPath(course.id), label: courseTitle },
        { to: subjectsPath(course.id), label: <Trans>Subjects</Trans> },
        { to: lessonsPath(course.id, subject.id), label: `${subject.number}. ${subject.title}` },
        { to: lessonDetailsPath(course.id, subject.id, shownId), label: lessonLabel },
      ]}
      title={<Trans>Quiz</Trans>}
      subtitle={
        <Trans>
          Questions students answer after the lesson “{lessonLabel}”. A lesson without questions has no quiz.
        </Trans>
      }
    >
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="quiz-settings-title"
        sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
      >
        <Typography id="quiz-settings-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          <Trans>Pass threshold</Trans>
        </Typography>
        <LessonSettingsForm lesson={settings} withTitle={false} />
      </Paper>
      <QuestionList lesson={questions} />
    </AuthoringPage>
  );
}

function QuestionList({ lesson: key }: { lesson: AdminLessonQuestionsPage_questions$key }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const lesson = useFragment(questionsFragment, key);
  const [editing, setEditing] = useState<EditedQuestion | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; number: number } | null>(null);
  const [remove, removing] = useMutation<AdminLessonQuestionsPageDeleteMutation>(graphql`
    mutation AdminLessonQuestionsPageDeleteMutation($id: ID!) {
      deleteLessonQuestion(id: $id) {
        ...AdminLessonQuestionsPage_questions
      }
    }
  `);
  const [reorder, reordering] = useMutation<AdminLessonQuestionsPageReorderMutation>(graphql`
    mutation AdminLessonQuestionsPageReorderMutation($input: ReorderLessonQuestionsInput!) {
      reorderLessonQuestions(input: $input) {
        ...AdminLessonQuestionsPage_questions
      }
    }
  `);
  const questions = lesson.questions;
  const failed = (error: unknown) => showToast(errorMessage(i18n, error), 'error');
  const move = (index: number, direction: 'up' | 'down') => {
    const other = direction === 'up' ? index - 1 : index + 1;
    const above = questions[Math.min(index, other)];
    const below = questions[Math.max(index, other)];
    if (!above || !below) return;
    reorder({ variables: { input: { questionIdUp: below.id, questionIdDown: above.id } }, onError: failed });
  };
  const deletingNumber = deleting?.number ?? 0;

  return (
    <Box component="section" aria-labelledby="questions-title">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography id="questions-title" variant="h2" sx={{ fontSize: '1.2rem', mr: 'auto' }}>
          <Trans>Questions</Trans>
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setEditing('new')}
          data-testid="question-add"
        >
          <Trans>Add question</Trans>
        </Button>
      </Box>
      {questions.length === 0 ? (
        <EmptyState testId="questions-empty">
          <Trans>This lesson has no quiz yet. Add the first question.</Trans>
        </EmptyState>
      ) : (
        <Box
          component="ol"
          aria-label={t`Questions`}
          sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {questions.map((question, index) => {
            const number = index + 1;
            return (
              <Paper
                component="li"
                key={question.id}
                variant="outlined"
                sx={{ listStyle: 'none', p: { xs: 1.5, sm: 2 } }}
                data-testid="question-row"
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
                  <Typography
                    sx={{
                      fontWeight: 500,
                      flex: '1 1 240px',
                      minWidth: 0,
                      overflowWrap: 'anywhere',
                      whiteSpace: 'pre-line',
                    }}
                  >
                    {number}. {question.content}
                  </Typography>
                  <Box sx={{ display: 'flex', ml: 'auto' }}>
                    <MoveButtons
                      index={index}
                      count={questions.length}
                      disabled={reordering}
                      upLabel={t`Move up`}
                      downLabel={t`Move down`}
                      onMove={(direction) => move(index, direction)}
                      testId="question"
                    />
                    <IconAction
                      label={t`Edit`}
                      onClick={() =>
                        setEditing({ id: question.id, content: question.content, answers: question.answers })
                      }
                      data-testid="question-edit"
                    >
                      <EditOutlinedIcon />
                    </IconAction>
                    <IconAction
                      label={t`Delete`}
                      color="error"
                      onClick={() => setDeleting({ id: question.id, number })}
                      data-testid="question-delete"
                    >
                      <DeleteOutlineIcon />
                    </IconAction>
                  </Box>
                </Box>
                <Box component="ul" sx={{ p: 0, m: 0, mt: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                  {question.answers.map((answer) => (
                    <Box
                      component="li"
                      key={answer.id}
                      sx={{ listStyle: 'none', display: 'flex', gap: 1, alignItems: 'flex-start' }}
                      data-testid={answer.correct ? 'question-answer-correct-row' : 'question-answer-row'}
                    >
                      {answer.correct ? (
                        <CheckCircleIcon
                          fontSize="small"
                          color="success"
                          titleAccess={t`Correct answer`}
                          sx={{ mt: '2px' }}
                        />
                      ) : (
                        <RadioButtonUncheckedIcon
                          fontSize="small"
                          color="disabled"
                          titleAccess={t`Wrong answer`}
                          sx={{ mt: '2px' }}
                        />
                      )}
                      <Typography
                        variant="body2"
                        sx={{ overflowWrap: 'anywhere', fontWeight: answer.correct ? 600 : 400 }}
                      >
                        {answer.content}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}

      {editing ? (
        <QuestionDialog
          lessonId={lesson.id}
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        open={deleting != null}
        title={<Trans>Delete this question?</Trans>}
        message={<Trans>Question {deletingNumber} and its answers are deleted. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        destructive
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove({
            variables: { id: deleting.id },
            onCompleted: () => {
              setDeleting(null);
              showToast(t`Question deleted`, 'success');
            },
            onError: (error) => {
              setDeleting(null);
              failed(error);
            },
          });
        }}
      />
    </Box>
  );
}
