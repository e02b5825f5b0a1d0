import { graphql, useMutation } from 'react-relay';
import type { QuestionDialogCreateMutation } from '../../../__generated__/QuestionDialogCreateMutation.graphql';
import type { QuestionDialogUpdateMutation } from '../../../__generated__/QuestionDialogUpdateMutation.graphql';
import { QuestionEditDialog, type QuestionDialogTestIds } from '../../../shared/questions/QuestionEditDialog';

export interface EditedQuestion {
  id: string;
  content: string;
  answers: readonly { id: string; content: string; correct: boolean }[];
}

const TEST_IDS: QuestionDialogTestIds = {
  dialog: 'question-dialog',
  content: 'question-content',
  answer: 'question-answer',
  answerContent: 'question-answer-content',
  answerCorrect: 'question-answer-correct',
  answerRemove: 'question-answer-remove',
  answerAdd: 'question-answer-add',
  save: 'question-save',
  formError: 'question-form-error',
};

/**
 * Adds a question to the lesson's quiz or edits one (the dialog itself is shared with the exam
 * question bank: shared/questions/QuestionEditDialog).
 */
export function QuestionDialog({
  lessonId,
  question,
  onClose,
}: {
  lessonId: string;
  question: EditedQuestion | null;
  onClose: () => void;
}) {
  const [create, creating] = useMutation<QuestionDialogCreateMutation>(graphql`
    mutation QuestionDialogCreateMutation($input: CreateLessonQuestionInput!) {
      createLessonQuestion(input: $input) {
        ...AdminLessonQuestionsPage_questions
      }
    }
  `);
  const [update, updating] = useMutation<QuestionDialogUpdateMutation>(graphql`
    mutation QuestionDialogUpdateMutation($input: UpdateLessonQuestionInput!) {
      updateLessonQuestion(input: $input) {
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
  `);
  return (
    <QuestionEditDialog
      question={question}
      contentField="content"
      saving={creating || updating}
      testIds={TEST_IDS}
      onClose={onClose}
      onSave={(values, callbacks) => {
        if (question) {
          update({ variables: { input: { id: question.id, ...values, answers: [...values.answers] } }, ...callbacks });
        } else {
          const answers = values.answers.map(({ content, correct }) => ({ content, correct }));
          create({ variables: { input: { lessonId, content: values.content, answers } }, ...callbacks });
        }
      }}
    />
  );
}
