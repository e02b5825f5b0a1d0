import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ExamSettingsForm_course$key } from '../../../__generated__/ExamSettingsForm_course.graphql';
import type { ExamSettingsFormMutation } from '../../../__generated__/ExamSettingsFormMutation.graphql';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { SettingsForm } from '../../../shared/admin/SettingsForm';
import { courseEditorPath as courseDetailsPath } from '../../../shared/catalogue/paths';
import { useToast } from '../../../shared/ui/toast';
import { wholeNumberIssue } from '../../../shared/validation/wholeNumber';
import {
  EXAM_MAX_TRIES_DEFAULT,
  EXAM_MAX_TRIES_MAX,
  EXAM_PASS_THRESHOLD_DEFAULT,
  EXAM_QUESTION_COUNT_MAX,
  examMinutes,
} from './limits';

const fragment = graphql`
  fragment ExamSettingsForm_course on Course {
    id
    examQuestionCount
    examPassThreshold
    examMaxTries
    examDuration
  }
`;

type Field = 'examQuestionCount' | 'examPassThreshold' | 'examMaxTries';
const FIELDS: readonly Field[] = ['examQuestionCount', 'examPassThreshold', 'examMaxTries'];

/**
 * The course's exam settings (spec 5): how many questions each exam draws from the bank, the pass
 * threshold and the number of tries (defaults 75 % and 3, stated beside the fields), saved together
 * with `updateExamSettings`; the exam's duration is shown read-only (it is set in the course's details).
 */
export function ExamSettingsForm({ course: key, bankSize }: { course: ExamSettingsForm_course$key; bankSize: number }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const course = useFragment(fragment, key);
  const [values, setValues] = useState<Record<Field, string>>({
    examQuestionCount: course.examQuestionCount == null ? '' : String(course.examQuestionCount),
    examPassThreshold: String(course.examPassThreshold),
    examMaxTries: String(course.examMaxTries),
  });
  const [issues, setIssues] = useState<Partial<Record<Field, string | null>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, saving] = useMutation<ExamSettingsFormMutation>(graphql`
    mutation ExamSettingsFormMutation($input: UpdateExamSettingsInput!) {
      updateExamSettings(input: $input) {
        ...ExamSettingsForm_course
      }
    }
  `);
  const ranges: Record<Field, { max: number; message: string }> = {
    examQuestionCount: {
      max: EXAM_QUESTION_COUNT_MAX,
      message: t`Enter a whole number from 1 to ${EXAM_QUESTION_COUNT_MAX}`,
    },
    examPassThreshold: { max: 100, message: t`Enter a whole number from 1 to 100` },
    examMaxTries: { max: EXAM_MAX_TRIES_MAX, message: t`Enter a whole number from 1 to ${EXAM_MAX_TRIES_MAX}` },
  };
  const minutes = examMinutes(course.examDuration);
  const count = Number(values.examQuestionCount.trim());
  const countHelp =
    bankSize > 0 && count > bankSize
      ? t`The bank has only ${bankSize} questions: each exam gets all of them`
      : t`Drawn at random from the bank for each exam (the bank has ${bankSize}).`;
  const passDefault = EXAM_PASS_THRESHOLD_DEFAULT;
  const triesDefault = EXAM_MAX_TRIES_DEFAULT;

  const field = (name: Field, label: string, help: string, testId: string, suffix?: string) => (
    <TextField
      label={label}
      required
      fullWidth
      value={values[name]}
      disabled={saving}
      error={Boolean(issues[name])}
      helperText={issues[name] ?? help}
      onChange={(event) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setIssues((current) => ({ ...current, [name]: null }));
        setFormError(null);
      }}
      slotProps={{
        input: suffix ? { endAdornment: <InputAdornment position="end">{suffix}</InputAdornment> } : undefined,
        htmlInput: { inputMode: 'numeric', 'data-testid': testId },
      }}
    />
  );

  const submit = () => {
    const found = Object.fromEntries(
      FIELDS.map((name) => [
        name,
        wholeNumberIssue(values[name], 1, ranges[name].max, {
          required: validationMessage(i18n, 'required'),
          range: ranges[name].message,
        }),
      ]),
    ) as Record<Field, string | null>;
    setIssues(found);
    setFormError(null);
    if (FIELDS.some((name) => found[name])) return;
    const input = {
      courseId: course.id,
      examQuestionCount: Number(values.examQuestionCount.trim()),
      examPassThreshold: Number(values.examPassThreshold.trim()),
      examMaxTries: Number(values.examMaxTries.trim()),
    };
    if (
      input.examQuestionCount === course.examQuestionCount &&
      input.examPassThreshold === course.examPassThreshold &&
      input.examMaxTries === course.examMaxTries
    ) {
      showToast(t`There are no changes to save`, 'info');
      return;
    }
    commit({
      variables: { input },
      onCompleted: () => showToast(t`Changes saved`, 'success'),
      onError: (error) => {
        const details = fieldErrors(error);
        const refused = FIELDS.filter((name) => details[name]);
        if (refused.length) {
          setIssues(Object.fromEntries(refused.map((name) => [name, ranges[name].message])));
        } else {
          setFormError(errorMessage(i18n, error));
        }
      },
    });
  };

  return (
    <SettingsForm
      headingId="exam-settings-title"
      heading={<Trans>Exam settings</Trans>}
      formLabel={t`Exam settings`}
      columns={{ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
      formError={formError}
      errorTestId="exam-settings-error"
      saving={saving}
      saveLabel={<Trans>Save settings</Trans>}
      saveTestId="exam-settings-save"
      testId="exam-settings"
      onSubmit={submit}
    >
      {field('examQuestionCount', t`Questions per exam`, countHelp, 'exam-question-count')}
      {field(
        'examPassThreshold',
        t`Pass threshold`,
        t`Share of correct answers needed to pass. Default: ${passDefault}%.`,
        'exam-pass-threshold',
        '%',
      )}
      {field(
        'examMaxTries',
        t`Maximum tries`,
        t`Exams a participant may take before an administrator grants more. Default: ${triesDefault}.`,
        'exam-max-tries',
      )}
      <TextField
        label={t`Exam duration`}
        fullWidth
        value={minutes ? t`${minutes} minutes` : t`Not set`}
        helperText={
          <Trans>
            Set in the{' '}
            <Link component={RouterLink} to={courseDetailsPath(course.id)}>
              course details
            </Link>
            .
          </Trans>
        }
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'exam-duration' } }}
        sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
      />
    </SettingsForm>
  );
}
