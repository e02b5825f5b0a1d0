import { graphql, readInlineData, useMutation } from 'react-relay';
import type { ExamQuestionDialogCreateMutation } from '../../../__generated__/ExamQuestionDialogCreateMutation.graphql';
import type { ExamQuestionDialogUpdateMutation } from '../../../__generated__/ExamQuestionDialogUpdateMutation.graphql';
import type { ExamQuestionDialog_question$key } from '../../../__generated__/ExamQuestionDialog_question.graphql';
import { QuestionEditDialog, type QuestionDialogTestIds } from '../../../shared/questions/QuestionEditDialog';

export interface EditedExamQuestion {
  id: string;
  text: string;
  answers: readonly { id: string; text: string; correct: boolean }[];
}

/** An exam question as the bank lists it and an edit reads it back. */
const questionFragment = graphql`
  fragment ExamQuestionDialog_question on ExamQuestion @inline {
    id
    text
    position
    answers {
      id
      text
      correct
      position
    }
  }
`;

/** A question of the bank from what the query or a save fetched. */
export function readExamQuestion(key: ExamQuestionDialog_question$key) {
  return readInlineData(questionFragment, key);
}

/** The contract's test ids of the exam bank's dialog. */
const TEST_IDS: QuestionDialogTestIds = {
  dialog: 'exam-question-dialog',
  content: 'exam-question-text',
  answer: 'exam-question-answer',
  answerContent: 'exam-answer-text',
  answerCorrect: 'exam-answer-correct',
  answerRemove: 'remove-exam-answer',
  answerAdd: 'add-exam-answer',
  save: 'exam-question-save',
  formError: 'exam-question-error',
};

/**
 * Adds a question to the course's exam bank or edits one (the dialog is shared with the lesson
 * quizzes). An edit sends the kept answers with their ids. `onCreated` refreshes the bank.
 */
export function ExamQuestionDialog({
  courseId,
  question,
  onCreated,
  onClose,
}: {
  courseId: string;
  question: EditedExamQuestion | null;
  onCreated: () => void;
  onClose: () => void;
}) {
  const [create, creating] = useMutation<ExamQuestionDialogCreateMutation>(graphql`
    mutation ExamQuestionDialogCreateMutation($input: CreateExamQuestionInput!) {
      createExamQuestion(input: $input) {
        id
      }
    }
  `);
  const [update, updating] = useMutation<ExamQuestionDialogUpdateMutation>(graphql`
    mutation ExamQuestionDialogUpdateMutation($input: UpdateExamQuestionInput!) {
      updateExamQuestion(input: $input) {
        ...ExamQuestionDialog_question
      }
    }
  `);
  return (
    <QuestionEditDialog
      question={
        question ? { content: question.text, answers: question.answers.map((a) => ({ ...a, content: a.text })) } : null
      }
      contentField="text"
      saving={creating || updating}
      testIds={TEST_IDS}
      onClose={onClose}
      onSave={(values, callbacks) => {
        const answers = values.answers.map(({ id, content, correct }) => ({
          ...(id ? { id } : {}),
          text: content,
          correct,
        }));
        if (question) {
          update({ variables: { input: { id: question.id, text: values.content, answers } }, ...callbacks });
        } else {
          create({
            variables: { input: { courseId, text: values.content, answers } },
            onCompleted: () => {
              callbacks.onCompleted();
              onCreated();
            },
            onError: callbacks.onError,
          });
        }
      }}
    />
  );
}
