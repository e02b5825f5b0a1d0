import { useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery, useMutation } from 'react-relay';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminLessonQuestionsPageQuery } from '../../../__generated__/AdminLessonQuestionsPageQuery.graphql';
import type { AdminLessonQuestionsPage_questions$key } from '../../../__generated__/AdminLessonQuestionsPage_questions.graphql';
import type { AdminLessonQuestionsPageDeleteMutation } from '../../../__generated__/AdminLessonQuestionsPageDeleteMutation.graphql';
import type { AdminLessonQuestionsPageReorderMutation } from '../../../__generated__/AdminLessonQuestionsPageReorderMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { QuestionListSection } from '../../../shared/admin/QuestionListSection';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { useConfirmDelete } from '../../../shared/ui/useConfirmDelete';
import {
  AuthoringPage,
  EmptyState,
  LessonNotFound,
  OrderedRowActions,
  foundLesson,
  subjectCrumb,
  subjectsCrumb,
} from './common';
import { LessonSettingsForm } from './LessonSettingsForm';
import { lessonDetailsPath } from './paths';
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
  const found = foundLesson(data.course, data.lesson);
  const settings = found?.lesson.LessonSettingsForm_lesson;
  const questions = found?.lesson.AdminLessonQuestionsPage_questions;
  if (!found || !settings || !questions) return <LessonNotFound />;
  const { course, lesson, lessonId: shownId, subject } = found;
  const lessonLabel = `${lesson.number ?? ''}. ${lesson.title ?? ''}`;
  return (
    <AuthoringPage
      course={course}
      crumbs={[
        subjectsCrumb(course.id),
        subjectCrumb(course.id, subject),
        { to: lessonDetailsPath(course.id, subject.id, shownId), label: lessonLabel },
      ]}
      title={<Trans>Quiz</Trans>}
      subtitle={
        <Trans>
          Questions students answer after the lesson “{lessonLabel}”. A lesson without questions has no quiz.
        </Trans>
      }
    >
      <LessonSettingsForm lesson={settings} withTitle={false} />
      <QuestionList lesson={questions} />
    </AuthoringPage>
  );
}

function QuestionList({ lesson: key }: { lesson: AdminLessonQuestionsPage_questions$key }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const lesson = useFragment(questionsFragment, key);
  const [editing, setEditing] = useState<EditedQuestion | 'new' | null>(null);
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
  const deletion = useConfirmDelete<{ id: string; number: number }>({
    remove: (question, callbacks) => remove({ variables: { id: question.id }, ...callbacks }),
    busy: removing,
    deleted: t`Question deleted`,
  });
  // The cards show `text`; the dialog edits the stored `content`.
  const questions = lesson.questions.map((question) => ({
    ...question,
    text: question.content,
    answers: question.answers.map((answer) => ({ ...answer, text: answer.content })),
  }));
  const failed = (error: unknown) => showToast(errorMessage(i18n, error), 'error');
  const deletingNumber = deletion.target?.number ?? 0;

  return (
    <>
      <QuestionListSection
        headingId="questions-title"
        heading={<Trans>Questions</Trans>}
        addTestId="question-add"
        onAdd={() => setEditing('new')}
        listLabel={t`Questions`}
        questions={questions}
        empty={
          <EmptyState testId="questions-empty">
            <Trans>This lesson has no quiz yet. Add the first question.</Trans>
          </EmptyState>
        }
        testId="question"
        actions={(question, index, number) => (
          <OrderedRowActions
            rows={questions}
            index={index}
            reordering={reordering}
            onSwap={(above, below) =>
              reorder({
                variables: { input: { questionIdUp: below.id, questionIdDown: above.id } },
                onError: failed,
              })
            }
            editLabel={t`Edit`}
            onEdit={() => setEditing({ id: question.id, content: question.content, answers: question.answers })}
            onDelete={() => deletion.ask({ id: question.id, number })}
            testId="question"
          />
        )}
      />

      {editing ? (
        <QuestionDialog
          lessonId={lesson.id}
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete this question?</Trans>}
        message={<Trans>Question {deletingNumber} and its answers are deleted. This cannot be undone.</Trans>}
      />
    </>
  );
}
