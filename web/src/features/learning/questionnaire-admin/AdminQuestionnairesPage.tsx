import { Suspense, useCallback, useEffect, useMemo, useState, type SubmitEvent } from 'react';
import { graphql, readInlineData, useLazyLoadQuery, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminQuestionnairesPageQuery } from '../../../__generated__/AdminQuestionnairesPageQuery.graphql';
import type { AdminQuestionnairesPage_questionnaire$key } from '../../../__generated__/AdminQuestionnairesPage_questionnaire.graphql';
import type { AdminQuestionnairesPageSaveMutation } from '../../../__generated__/AdminQuestionnairesPageSaveMutation.graphql';
import type { CourseCategory } from '../../../shared/catalogue/labels';
import { graphQLErrors, type ValidationDetail } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { isFieldIssueCode } from '../../../../../server/contract/errors';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useToast } from '../../../shared/ui/toast';
import { useUnsavedChangesPrompt } from '../../../shared/ui/useUnsavedChangesPrompt';
import { ScoreTargetField, type CourseOption } from './ScoreTargetField';

/** The server's limits (server/modules/learning/questionnaire/service.ts). */
const TEXT_MAX = 255;
const INTRO_MAX = 1000;
const POINTS_MAX = 100;
const ANSWERS_MIN = 2;
const ANSWERS_MAX = 10;
const QUESTIONS_MAX = 30;
const SCORES_MAX = 20;

const LANGUAGES = ['PL', 'EN'] as const;
type Language = (typeof LANGUAGES)[number];
const LANGUAGE_LABELS = { PL: msg`Polish version`, EN: msg`English version` } as const;

interface ScoreDraft {
  key: string;
  /** `category:OPEN`, `course:<id>`, or empty (not chosen yet). */
  target: string;
  /** The chosen course, for its title in the field (the draft compares `target` only). */
  course: CourseOption | null;
  points: string;
}
interface AnswerDraft {
  key: string;
  text: string;
  scores: ScoreDraft[];
}
interface QuestionDraft {
  key: string;
  text: string;
  answers: AnswerDraft[];
}
interface Draft {
  title: string;
  intro: string;
  published: boolean;
  questions: QuestionDraft[];
}
/** Field issues by the server's input path (`questions.0.answers.1.text`). */
type Issues = Record<string, ValidationDetail>;

let sequence = 0;
const newKey = () => `k${++sequence}`;
const emptyAnswer = (): AnswerDraft => ({ key: newKey(), text: '', scores: [] });
const emptyQuestion = (): QuestionDraft => ({ key: newKey(), text: '', answers: [emptyAnswer(), emptyAnswer()] });

/** The draft as saved (no React keys): compared to tell whether anything changed. */
const comparable = (draft: Draft) =>
  JSON.stringify({
    ...draft,
    questions: draft.questions.map((q) => ({
      text: q.text,
      answers: q.answers.map((a) => ({ text: a.text, scores: a.scores.map((s) => [s.target, s.points]) })),
    })),
  });

function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** /admin/questionnaires (manage:content:any): the home questionnaire per language. */
export default function AdminQuestionnairesPage() {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useState<Language>('PL');
  const [dirty, setDirty] = useState<Record<Language, boolean>>({ PL: false, EN: false });
  const prompt = useUnsavedChangesPrompt(dirty.PL || dirty.EN);
  const onDirty = useCallback(
    (lang: Language, value: boolean) =>
      setDirty((current) => (current[lang] === value ? current : { ...current, [lang]: value })),
    [],
  );

  return (
    <Page
      title={<Trans>Questionnaire</Trans>}
      subtitle={
        <Trans>
          The home page’s “which course suits me” questions. Each answer gives points to course categories or courses;
          the visitor is offered the course with the most points.
        </Trans>
      }
    >
      <Tabs
        value={language}
        onChange={(_event, value: Language) => setLanguage(value)}
        aria-label={t`Questionnaire language`}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {LANGUAGES.map((lang) => (
          <Tab
            key={lang}
            value={lang}
            id={`questionnaire-tab-${lang}`}
            aria-controls={`questionnaire-panel-${lang}`}
            label={dirty[lang] ? `${i18n._(LANGUAGE_LABELS[lang])} •` : i18n._(LANGUAGE_LABELS[lang])}
            data-testid={`questionnaire-tab-${lang}`}
          />
        ))}
      </Tabs>
      <Suspense fallback={<PageLoader />}>
        <Editors language={language} onDirty={onDirty} />
      </Suspense>
      {prompt}
    </Page>
  );
}

function Editors({ language, onDirty }: { language: Language; onDirty: (lang: Language, dirty: boolean) => void }) {
  // Both languages stay mounted, so switching tabs keeps unsaved edits.
  return (
    <>
      {LANGUAGES.map((lang) => (
        <Box
          key={lang}
          role="tabpanel"
          id={`questionnaire-panel-${lang}`}
          aria-labelledby={`questionnaire-tab-${lang}`}
          hidden={lang !== language}
        >
          <Suspense fallback={<PageLoader />}>
            <LanguageEditor language={lang} onDirty={onDirty} />
          </Suspense>
        </Box>
      ))}
    </>
  );
}

/** What the editor shows of a questionnaire: the query reads it, a save reads it back. */
const FIELDS = graphql`
  fragment AdminQuestionnairesPage_questionnaire on Questionnaire @inline {
    id
    title
    intro
    published
    updatedAt
    questions {
      id
      text
      answers {
        id
        text
        scores {
          courseCategory
          course {
            id
            title
            language
            visibility
          }
          points
        }
      }
    }
  }
`;

function LanguageEditor({
  language,
  onDirty,
}: {
  language: Language;
  onDirty: (lang: Language, dirty: boolean) => void;
}) {
  const data = useLazyLoadQuery<AdminQuestionnairesPageQuery>(
    graphql`
      query AdminQuestionnairesPageQuery($language: Language!) {
        adminQuestionnaire(language: $language) {
          ...AdminQuestionnairesPage_questionnaire
        }
      }
    `,
    { language },
    { fetchPolicy: 'store-and-network' },
  );
  const stored =
    data.adminQuestionnaire &&
    readInlineData<AdminQuestionnairesPage_questionnaire$key>(FIELDS, data.adminQuestionnaire);
  const saved = useMemo<Draft>(
    () =>
      stored
        ? {
            title: stored.title,
            intro: stored.intro,
            published: stored.published,
            questions: stored.questions.map((q) => ({
              key: newKey(),
              text: q.text,
              answers: q.answers.map((a) => ({
                key: newKey(),
                text: a.text,
                scores: a.scores.map((s) => ({
                  key: newKey(),
                  target: s.course ? `course:${s.course.id}` : `category:${s.courseCategory ?? ''}`,
                  course: s.course ? { ...s.course } : null,
                  points: String(s.points),
                })),
              })),
            })),
          }
        : { title: '', intro: '', published: false, questions: [emptyQuestion()] },
    [stored],
  );
  // A save (a new updatedAt) starts the form again from what was stored.
  return (
    <Editor key={stored?.updatedAt ?? 'new'} language={language} saved={saved} isNew={!stored} onDirty={onDirty} />
  );
}

function Editor({
  language,
  saved,
  isNew,
  onDirty,
}: {
  language: Language;
  saved: Draft;
  isNew: boolean;
  onDirty: (lang: Language, dirty: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [draft, setDraft] = useState<Draft>(saved);
  const [issues, setIssues] = useState<Issues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const [save, saving] = useMutation<AdminQuestionnairesPageSaveMutation>(graphql`
    mutation AdminQuestionnairesPageSaveMutation(
      $language: Language!
      $title: String!
      $intro: String
      $published: Boolean!
      $questions: [QuestionnaireQuestionInput!]!
    ) {
      saveQuestionnaire(
        language: $language
        title: $title
        intro: $intro
        published: $published
        questions: $questions
      ) {
        ...AdminQuestionnairesPage_questionnaire
      }
    }
  `);

  const dirty = comparable(draft) !== comparable(saved);
  // The page asks before leaving; tell it whether this language has unsaved changes.
  useEffect(() => onDirty(language, dirty), [onDirty, language, dirty]);

  const issueText = (path: string) => {
    const issue = issues[path];
    return issue ? validationMessage(i18n, issue.code, issue.max) : undefined;
  };
  const clear = (...paths: string[]) =>
    setIssues((current) => {
      if (!paths.some((path) => current[path])) return current;
      const copy = { ...current };
      for (const path of paths) delete copy[path];
      return copy;
    });

  // Edits of the tree: structure changes renumber paths, so they clear every issue.
  const setQuestions = (update: (questions: QuestionDraft[]) => QuestionDraft[], structural = false) => {
    setDraft((current) => ({ ...current, questions: update(current.questions) }));
    if (structural) setIssues({});
  };
  const setQuestion = (qi: number, update: (q: QuestionDraft) => QuestionDraft, structural = false) =>
    setQuestions((questions) => questions.map((q, i) => (i === qi ? update(q) : q)), structural);
  const setAnswer = (qi: number, ai: number, update: (a: AnswerDraft) => AnswerDraft, structural = false) =>
    setQuestion(qi, (q) => ({ ...q, answers: q.answers.map((a, i) => (i === ai ? update(a) : a)) }), structural);
  const setScore = (qi: number, ai: number, si: number, update: (s: ScoreDraft) => ScoreDraft) =>
    setAnswer(qi, ai, (a) => ({ ...a, scores: a.scores.map((s, i) => (i === si ? update(s) : s)) }));

  const validate = (): Issues => {
    const found: Issues = {};
    const text = (path: string, value: string) => {
      if (!value.trim()) found[path] = { field: path, code: 'required' };
      else if (value.trim().length > TEXT_MAX) found[path] = { field: path, code: 'max_length', max: TEXT_MAX };
    };
    text('title', draft.title);
    if (draft.intro.trim().length > INTRO_MAX) found.intro = { field: 'intro', code: 'max_length', max: INTRO_MAX };
    if (!draft.questions.length) found.questions = { field: 'questions', code: 'required' };
    draft.questions.forEach((q, qi) => {
      text(`questions.${qi}.text`, q.text);
      if (q.answers.length < ANSWERS_MIN) {
        found[`questions.${qi}.answers`] = { field: `questions.${qi}.answers`, code: 'invalid_value' };
      }
      q.answers.forEach((a, ai) => {
        const base = `questions.${qi}.answers.${ai}`;
        text(`${base}.text`, a.text);
        const targets = new Set<string>();
        a.scores.forEach((s, si) => {
          const path = `${base}.scores.${si}`;
          if (!s.target || s.target === 'category:')
            found[`${path}.courseCategory`] = { field: path, code: 'required' };
          else if (targets.has(s.target)) found[`${path}.courseCategory`] = { field: path, code: 'invalid_value' };
          targets.add(s.target);
          const points = Number(s.points);
          if (s.points.trim() === '') found[`${path}.points`] = { field: path, code: 'required' };
          else if (!Number.isInteger(points) || points < 0 || points > POINTS_MAX) {
            found[`${path}.points`] = { field: path, code: 'invalid_number' };
          }
        });
      });
    });
    return found;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate();
    setIssues(found);
    if (Object.keys(found).length) {
      setFormError(t`Invalid form. Correct the marked fields`);
      return;
    }
    save({
      variables: {
        language,
        title: draft.title.trim(),
        intro: draft.intro.trim(),
        published: draft.published,
        questions: draft.questions.map((q) => ({
          text: q.text.trim(),
          answers: q.answers.map((a) => ({
            text: a.text.trim(),
            scores: a.scores.map((s) => {
              const [kind, value = ''] = s.target.split(/:(.*)/s);
              return kind === 'course'
                ? { courseId: value, points: Number(s.points) }
                : { courseCategory: value as CourseCategory, points: Number(s.points) };
            }),
          })),
        })),
      },
      onCompleted: () => showToast(t`Changes saved`, 'success'),
      onError: (error) => {
        const server: Issues = {};
        for (const e of graphQLErrors(error)) {
          if (e.extensions?.code !== 'VALIDATION_FAILED' || !Array.isArray(e.extensions.details)) continue;
          for (const raw of e.extensions.details as { field?: unknown; code?: unknown; max?: unknown }[]) {
            if (typeof raw?.field !== 'string') continue;
            // A score row's duplicate target is reported on the row: shown on its target field.
            const path = /\.scores\.\d+$/.test(raw.field) ? `${raw.field}.courseCategory` : raw.field;
            const field = path.endsWith('.courseId') ? path.replace(/courseId$/, 'courseCategory') : path;
            server[field] = {
              field,
              code: isFieldIssueCode(raw.code) ? raw.code : 'invalid_value',
              ...(typeof raw.max === 'number' ? { max: raw.max } : {}),
            };
          }
        }
        setIssues(server);
        setFormError(
          Object.keys(server).length ? t`Invalid form. Correct the marked fields` : errorMessage(i18n, error),
        );
      },
    });
  };

  const questionsIssue = issueText('questions');

  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={`questionnaire-editor-${language}`}>
      {isNew ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Trans>There is no questionnaire in this language yet. Fill it in and save it.</Trans>
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack spacing={2}>
          <TextField
            label={t`Title`}
            value={draft.title}
            required
            onChange={(event) => {
              setDraft((d) => ({ ...d, title: event.target.value }));
              clear('title');
            }}
            error={Boolean(issues.title)}
            helperText={issueText('title')}
            slotProps={{ htmlInput: { maxLength: TEXT_MAX + 50, 'data-testid': 'questionnaire-title' } }}
          />
          <TextField
            label={t`Introduction`}
            value={draft.intro}
            multiline
            minRows={2}
            onChange={(event) => {
              setDraft((d) => ({ ...d, intro: event.target.value }));
              clear('intro');
            }}
            error={Boolean(issues.intro)}
            helperText={issueText('intro') ?? t`Shown before the first question.`}
          />
          <FormControlLabel
            control={
              <Switch
                checked={draft.published}
                onChange={(event) => setDraft((d) => ({ ...d, published: event.target.checked }))}
                slotProps={{ input: { 'data-testid': 'questionnaire-published' } as object }}
              />
            }
            label={t`Published on the home page`}
          />
        </Stack>
      </Paper>

      <Stack spacing={2.5}>
        {draft.questions.map((question, qi) => (
          <QuestionEditor
            key={question.key}
            index={qi}
            count={draft.questions.length}
            question={question}
            issueText={issueText}
            hasIssue={(path) => Boolean(issues[path])}
            onText={(text) => {
              setQuestion(qi, (q) => ({ ...q, text }));
              clear(`questions.${qi}.text`);
            }}
            onMove={(to) => setQuestions((qs) => move(qs, qi, to), true)}
            onRemove={() => setRemoving(qi)}
            onAnswers={(update) => setQuestion(qi, (q) => ({ ...q, answers: update(q.answers) }), true)}
            onAnswerText={(ai, text) => {
              setAnswer(qi, ai, (a) => ({ ...a, text }));
              clear(`questions.${qi}.answers.${ai}.text`);
            }}
            onScores={(ai, update) => setAnswer(qi, ai, (a) => ({ ...a, scores: update(a.scores) }), true)}
            onScore={(ai, si, update, field) => {
              setScore(qi, ai, si, update);
              clear(`questions.${qi}.answers.${ai}.scores.${si}.${field}`);
            }}
          />
        ))}
      </Stack>
      {questionsIssue ? (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          <Trans>Add at least one question.</Trans>
        </Typography>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        onClick={() => setQuestions((qs) => [...qs, emptyQuestion()], true)}
        disabled={draft.questions.length >= QUESTIONS_MAX}
        sx={{ mt: 2 }}
        data-testid="questionnaire-add-question"
      >
        <Trans>Add question</Trans>
      </Button>

      {formError ? (
        <Alert severity="error" sx={{ mt: 3 }} role="alert">
          {formError}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SaveOutlinedIcon />}
          disabled={saving}
          data-testid="questionnaire-save"
        >
          <Trans>Save</Trans>
        </Button>
        <Button
          onClick={() => {
            setDraft(saved);
            setIssues({});
            setFormError(null);
          }}
          disabled={!dirty || saving}
        >
          <Trans>Discard changes</Trans>
        </Button>
        {dirty ? (
          <Typography variant="body2" color="text.secondary">
            <Trans>Unsaved changes</Trans>
          </Typography>
        ) : null}
      </Stack>

      <ConfirmDialog
        open={removing !== null}
        title={<Trans>Remove this question?</Trans>}
        message={<Trans>The question and its answers are removed from the form. Nothing changes until you save.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        destructive
        onConfirm={() => {
          const index = removing;
          setRemoving(null);
          if (index !== null) setQuestions((qs) => qs.filter((_, i) => i !== index), true);
        }}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}

interface QuestionEditorProps {
  index: number;
  count: number;
  question: QuestionDraft;
  issueText: (path: string) => string | undefined;
  hasIssue: (path: string) => boolean;
  onText: (text: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onAnswers: (update: (answers: AnswerDraft[]) => AnswerDraft[]) => void;
  onAnswerText: (ai: number, text: string) => void;
  onScores: (ai: number, update: (scores: ScoreDraft[]) => ScoreDraft[]) => void;
  onScore: (ai: number, si: number, update: (s: ScoreDraft) => ScoreDraft, field: 'courseCategory' | 'points') => void;
}

function QuestionEditor({
  index,
  count,
  question,
  issueText,
  hasIssue,
  onText,
  onMove,
  onRemove,
  onAnswers,
  onAnswerText,
  onScores,
  onScore,
}: QuestionEditorProps) {
  const { t } = useLingui();
  const number = index + 1;
  const base = `questions.${index}`;
  const answersIssue = hasIssue(`${base}.answers`);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 } }} data-testid="questionnaire-question-editor">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          <Trans>Question {number}</Trans>
        </Typography>
        <Stack direction="row">
          <MoveButtons index={index} count={count} onMove={onMove} what={t`question ${number}`} />
          <Tooltip title={t`Remove question ${number}`}>
            <IconButton aria-label={t`Remove question ${number}`} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      </Stack>
      <TextField
        label={t`Question`}
        value={question.text}
        required
        fullWidth
        onChange={(event) => onText(event.target.value)}
        error={hasIssue(`${base}.text`)}
        helperText={issueText(`${base}.text`)}
        slotProps={{ htmlInput: { 'data-testid': 'questionnaire-question-text' } }}
      />
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        {question.answers.map((answer, ai) => {
          const answerNumber = ai + 1;
          const answerBase = `${base}.answers.${ai}`;
          return (
            <Box
              key={answer.key}
              sx={{ pl: { xs: 1, md: 2 }, borderLeft: 3, borderColor: '#bae6fd' }}
              data-testid="questionnaire-answer-editor"
            >
              <Stack
                direction="row"
                sx={{ alignItems: 'flex-start', gap: 0.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
              >
                <TextField
                  label={t`Answer ${answerNumber}`}
                  value={answer.text}
                  required
                  size="small"
                  sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' } }}
                  onChange={(event) => onAnswerText(ai, event.target.value)}
                  error={hasIssue(`${answerBase}.text`)}
                  helperText={issueText(`${answerBase}.text`)}
                  slotProps={{ htmlInput: { 'data-testid': 'questionnaire-answer-text' } }}
                />
                <Stack direction="row" sx={{ ml: 'auto', flex: 'none' }}>
                  <MoveButtons
                    index={ai}
                    count={question.answers.length}
                    onMove={(to) => onAnswers((answers) => move(answers, ai, to))}
                    what={t`answer ${answerNumber}`}
                    size="small"
                  />
                  <Tooltip title={t`Remove answer ${answerNumber}`}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={t`Remove answer ${answerNumber}`}
                        disabled={question.answers.length <= ANSWERS_MIN}
                        onClick={() => onAnswers((answers) => answers.filter((_, i) => i !== ai))}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Stack>
              </Stack>
              <Stack spacing={1} sx={{ mt: 1 }}>
                {answer.scores.map((score, si) => {
                  const scoreBase = `${answerBase}.scores.${si}`;
                  return (
                    <Stack
                      key={score.key}
                      direction="row"
                      sx={{ gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
                      data-testid="questionnaire-score-row"
                    >
                      <ScoreTargetField
                        target={score.target}
                        course={score.course}
                        onChange={(target, course) =>
                          onScore(ai, si, (s) => ({ ...s, target, course }), 'courseCategory')
                        }
                        error={hasIssue(`${scoreBase}.courseCategory`)}
                        helperText={issueText(`${scoreBase}.courseCategory`)}
                      />
                      <TextField
                        size="small"
                        label={t`Points`}
                        value={score.points}
                        onChange={(event) => onScore(ai, si, (s) => ({ ...s, points: event.target.value }), 'points')}
                        error={hasIssue(`${scoreBase}.points`)}
                        helperText={issueText(`${scoreBase}.points`)}
                        sx={{ width: 100, flex: 'none' }}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'numeric',
                            'data-testid': 'questionnaire-score-points',
                          },
                        }}
                      />
                      <Tooltip title={t`Remove points`}>
                        <IconButton
                          size="small"
                          aria-label={t`Remove points`}
                          onClick={() => onScores(ai, (scores) => scores.filter((_, i) => i !== si))}
                          sx={{ mt: 0.5 }}
                        >
                          <CloseIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  );
                })}
                <Box>
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    disabled={answer.scores.length >= SCORES_MAX}
                    onClick={() =>
                      onScores(ai, (scores) => [...scores, { key: newKey(), target: '', course: null, points: '1' }])
                    }
                    data-testid="questionnaire-add-score"
                  >
                    <Trans>Add points</Trans>
                  </Button>
                </Box>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      {answersIssue ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1 }}>
          <Trans>A question needs at least two answers.</Trans>
        </Typography>
      ) : null}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onAnswers((answers) => [...answers, emptyAnswer()])}
        disabled={question.answers.length >= ANSWERS_MAX}
        sx={{ mt: 1.5 }}
        data-testid="questionnaire-add-answer"
      >
        <Trans>Add answer</Trans>
      </Button>
    </Paper>
  );
}

function MoveButtons({
  index,
  count,
  onMove,
  what,
  size = 'medium',
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  what: string;
  size?: 'small' | 'medium';
}) {
  const { t } = useLingui();
  const fontSize = size === 'small' ? 'small' : 'medium';
  return (
    <>
      <IconButton size={size} aria-label={t`Move ${what} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <ArrowUpwardIcon fontSize={fontSize} />
      </IconButton>
      <IconButton
        size={size}
        aria-label={t`Move ${what} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDownwardIcon fontSize={fontSize} />
      </IconButton>
    </>
  );
}
