import { useState } from 'react';
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
import { fieldErrors } from '../errors/graphqlErrors';
import { errorMessage, validationMessage } from '../errors/messages';
import { IconAction } from '../admin/authoring';
import { useToast } from '../ui/toast';
import {
  ANSWERS_MAX,
  ANSWERS_MIN,
  ANSWER_MAX,
  QUESTION_MAX,
  checkQuestion,
  type AnswerDraft,
  type QuestionIssues,
} from './questions';

/** A question as the dialog edits it (a lesson's quiz question or an exam bank question). */
export interface QuestionValues {
  content: string;
  answers: readonly { id?: string; content: string; correct: boolean }[];
}

/** The test ids of the dialog's parts (the lesson quiz and the exam bank have their own, for their journeys). */
export interface QuestionDialogTestIds {
  dialog: string;
  content: string;
  /** Each answer's row. */
  answer: string;
  answerContent: string;
  answerCorrect: string;
  answerRemove: string;
  answerAdd: string;
  save: string;
  formError: string;
}

/** What the save's commit gets: `onCompleted` closes the dialog with the toast, `onError` shows the refusal. */
export interface SaveCallbacks {
  onCompleted: () => void;
  onError: (error: Error) => void;
}

let nextKey = 1;
const draft = (content = '', correct = false, id?: string): AnswerDraft => ({ key: nextKey++, id, content, correct });

/**
 * Adds a question or edits one: its text and 2..10 answers, each with a "correct" box. Spec 5: all
 * fields filled, at least one answer correct ('Missing correct answer'). The same checks run before
 * sending; the server's refusals (a field's VALIDATION_FAILED detail, MISSING_CORRECT_ANSWER, …)
 * show in the dialog. `onSave` gets the trimmed values (an edited answer keeps its id) and commits.
 */
export function QuestionEditDialog({
  question,
  contentField,
  saving,
  testIds,
  onSave,
  onClose,
}: {
  /** The edited question, or null for a new one. */
  question: QuestionValues | null;
  /** The input field of the question's text, as the server names it in validation details. */
  contentField: string;
  saving: boolean;
  testIds: QuestionDialogTestIds;
  onSave: (values: QuestionValues, callbacks: SaveCallbacks) => void;
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
  const titleId = `${testIds.dialog}-title`;

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
    // An edit names the answers it keeps, so they keep their ids; new ones have none.
    const values: QuestionValues = {
      content: content.trim(),
      answers: answers.map((a) => ({ ...(a.id ? { id: a.id } : {}), content: a.content.trim(), correct: a.correct })),
    };
    onSave(values, {
      onCompleted: () => {
        showToast(question ? t`Changes saved` : t`Question added`, 'success');
        onClose();
      },
      onError: (error) => {
        // An answer's detail ('answers.0.text') ends like the question's ('text'): only the latter marks the question.
        const found = fieldErrors(error)[contentField];
        const detail = found && !found.field.startsWith('answers') ? found : undefined;
        if (detail) setIssues((current) => ({ ...current, content: { code: detail.code, max: detail.max } }));
        setFormError(detail ? t`Invalid form. Correct the marked fields` : errorMessage(i18n, error));
      },
    });
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      data-testid={testIds.dialog}
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
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid={testIds.formError}>
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
            slotProps={{ htmlInput: { maxLength: QUESTION_MAX + 100, 'data-testid': testIds.content } }}
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
                  data-testid={testIds.answer}
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
                    slotProps={{ htmlInput: { maxLength: ANSWER_MAX + 100, 'data-testid': testIds.answerContent } }}
                    sx={{ flex: '1 1 240px' }}
                  />
                  <Box sx={{ display: 'flex', alignItems: 'center', ml: { xs: 'auto', sm: 0 } }}>
                    <FormControlLabel
                      control={
                        <Checkbox
                          checked={answer.correct}
                          disabled={saving}
                          onChange={(event) => setAnswer(answer.key, { correct: event.target.checked })}
                          slotProps={{ input: { 'data-testid': testIds.answerCorrect } as object }}
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
                      data-testid={testIds.answerRemove}
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
            data-testid={testIds.answerAdd}
          >
            <Trans>Add answer</Trans>
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid={testIds.save}>
            {question ? <Trans>Save</Trans> : <Trans>Add</Trans>}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
