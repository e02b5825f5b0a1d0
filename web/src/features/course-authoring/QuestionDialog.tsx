import { useState } from 'react';
import { graphql, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionDialogCreateMutation } from '../../__generated__/QuestionDialogCreateMutation.graphql';
import type { QuestionDialogUpdateMutation } from '../../__generated__/QuestionDialogUpdateMutation.graphql';
import { fieldErrors } from '../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../shared/errors/messages';
import { useToast } from '../../shared/ui/toast';
import { ANSWERS_MAX, ANSWERS_MIN, ANSWER_MAX, IconAction, QUESTION_MAX } from './common';
import { checkQuestion, type AnswerDraft, type QuestionIssues } from './questions';

export interface EditedQuestion {
  id: string;
  content: string;
  answers: readonly { id: string; content: string; correct: boolean }[];
}

let nextKey = 1;
const draft = (content = '', correct = false, id?: string): AnswerDraft => ({ key: nextKey++, id, content, correct });

/**
 * Adds a question to the lesson's quiz or edits one: its content and 2..10 answers, each with a
 * "correct" box. Spec 5: all fields filled, at least one answer correct ('Missing correct answer').
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
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [content, setContent] = useState(question?.content ?? '');
  const [answers, setAnswers] = useState<AnswerDraft[]>(() =>
    question ? question.answers.map((a) => draft(a.content, a.correct, a.id)) : [draft(), draft()],
  );
  const [issues, setIssues] = useState<QuestionIssues>({ answers: {} });
  const [formError, setFormError] = useState<string | null>(null);
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
  const saving = creating || updating;
  const titleId = 'question-dialog-title';

  const issueText = (issue: QuestionIssues['content']) =>
    issue ? validationMessage(i18n, issue.code, issue.max) : undefined;
  const formMessage = (issue: QuestionIssues['form']) => {
    switch (issue) {
      case 'missing_correct':
        return t`Missing correct answer`;
      case 'not_filled':
        return t`Fill in all fields`;
      case 'invalid':
        return t`Invalid form. Correct the marked fields`;
      case 'answer_count':
        return t`A question has from ${ANSWERS_MIN} to ${ANSWERS_MAX} answers`;
      default:
        return null;
    }
  };

  const setAnswer = (key: number, change: Partial<AnswerDraft>) => {
    setAnswers((current) => current.map((a) => (a.key === key ? { ...a, ...change } : a)));
    setIssues((current) => ({ ...current, form: undefined, answers: { ...current.answers, [key]: undefined } }));
    setFormError(null);
  };

  const submit = () => {
    const found = checkQuestion(content, answers);
    setIssues(found);
    const message = formMessage(found.form);
    setFormError(message);
    if (message) return;
    const input = {
      content: content.trim(),
      answers: answers.map((a) => ({ content: a.content.trim(), correct: a.correct })),
    };
    // An edit names the answers it keeps, so they keep their ids; new ones have none.
    const answersWithIds = answers.map((a, index) => ({ ...input.answers[index]!, ...(a.id ? { id: a.id } : {}) }));
    const onError = (error: Error) => {
      const details = fieldErrors(error);
      const detail = details.content;
      if (detail) setIssues((current) => ({ ...current, content: { code: detail.code, max: detail.max } }));
      setFormError(detail ? t`Invalid form. Correct the marked fields` : errorMessage(i18n, error));
    };
    if (question) {
      update({
        variables: { input: { id: question.id, ...input, answers: answersWithIds } },
        onCompleted: () => {
          showToast(t`Changes saved`, 'success');
          onClose();
        },
        onError,
      });
    } else {
      create({
        variables: { input: { lessonId, ...input } },
        onCompleted: () => {
          showToast(t`Question added`, 'success');
          onClose();
        },
        onError,
      });
    }
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-testid="question-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <DialogTitle id={titleId}>{question ? <Trans>Edit question</Trans> : <Trans>New question</Trans>}</DialogTitle>
        <DialogContent>
          {formError ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="question-form-error">
              {formError}
            </Alert>
          ) : null}
          <TextField
            label={t`Question`}
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            value={content}
            disabled={saving}
            error={Boolean(issues.content)}
            helperText={issueText(issues.content) ?? ' '}
            onChange={(event) => {
              setContent(event.target.value);
              setIssues((current) => ({ ...current, content: undefined, form: undefined }));
              setFormError(null);
            }}
            slotProps={{ htmlInput: { maxLength: QUESTION_MAX + 100, 'data-testid': 'question-content' } }}
          />
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            <Trans>Answers</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            <Trans>
              From {ANSWERS_MIN} to {ANSWERS_MAX} answers; mark every correct one. With more than one correct answer,
              students must select all of them.
            </Trans>
          </Typography>
          <Box component="ol" sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {answers.map((answer, index) => {
              const number = index + 1;
              const issue = issues.answers[answer.key];
              return (
                <Box
                  component="li"
                  key={answer.key}
                  sx={{
                    listStyle: 'none',
                    display: 'flex',
                    flexWrap: { xs: 'wrap', sm: 'nowrap' },
                    gap: 1,
                    alignItems: 'flex-start',
                  }}
                  data-testid="question-answer"
                >
                  <TextField
                    label={t`Answer ${number}`}
                    required
                    fullWidth
                    size="small"
                    value={answer.content}
                    disabled={saving}
                    error={Boolean(issue)}
                    helperText={issueText(issue)}
                    onChange={(event) => setAnswer(answer.key, { content: event.target.value })}
                    slotProps={{ htmlInput: { maxLength: ANSWER_MAX + 100, 'data-testid': 'question-answer-content' } }}
                    sx={{ flex: '1 1 240px' }}
                  />
                  <Box sx={{ display: 'flex', alignItems: 'center', ml: { xs: 'auto', sm: 0 } }}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={answer.correct}
                          disabled={saving}
                          onChange={(event) => setAnswer(answer.key, { correct: event.target.checked })}
                          slotProps={{ input: { 'data-testid': 'question-answer-correct' } as object }}
                        />
                      }
                      label={t`Correct`}
                      sx={{ mr: 0, whiteSpace: 'nowrap' }}
                    />
                    <IconAction
                      label={t`Remove answer ${number}`}
                      disabled={saving || answers.length <= ANSWERS_MIN}
                      onClick={() => {
                        setAnswers((current) => current.filter((a) => a.key !== answer.key));
                        setFormError(null);
                      }}
                      data-testid="question-answer-remove"
                    >
                      <CloseIcon />
                    </IconAction>
                  </Box>
                </Box>
              );
            })}
          </Box>
          <Button
            startIcon={<AddIcon />}
            sx={{ mt: 1.5 }}
            disabled={saving || answers.length >= ANSWERS_MAX}
            onClick={() => setAnswers((current) => [...current, draft()])}
            data-testid="question-answer-add"
          >
            <Trans>Add answer</Trans>
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="question-save">
            {question ? <Trans>Save</Trans> : <Trans>Add</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
