import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonSettingsForm_lesson$key } from '../../../__generated__/LessonSettingsForm_lesson.graphql';
import type { LessonSettingsFormMutation } from '../../../__generated__/LessonSettingsFormMutation.graphql';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { QUIZ_PASS_THRESHOLD_DEFAULT } from '../../../shared/policies';
import { useToast } from '../../../shared/ui/toast';
import { wholeNumberIssue } from '../../../shared/validation/wholeNumber';
import { SettingsForm } from '../../../shared/admin/SettingsForm';
import { TITLE_MAX, titleIssue } from './common';

const fragment = graphql`
  fragment LessonSettingsForm_lesson on Lesson {
    id
    title
    passThreshold
  }
`;

/** The quiz's pass threshold as typed: a whole number 1..100, else the message. */
export function thresholdIssue(value: string, messages: { required: string; range: string }): string | null {
  return wholeNumberIssue(value, 1, 100, messages);
}

/**
 * A lesson's title (on the details page) and its quiz's pass threshold, saved together, in an
 * outlined section: "Lesson" on the details page, "Pass threshold" on the quiz page. The
 * threshold's default is stated next to it (policies QUIZ_PASS_THRESHOLD_DEFAULT).
 */
export function LessonSettingsForm({
  lesson: key,
  withTitle,
}: {
  lesson: LessonSettingsForm_lesson$key;
  withTitle: boolean;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const lesson = useFragment(fragment, key);
  const [title, setTitle] = useState(lesson.title);
  const [threshold, setThreshold] = useState(String(lesson.passThreshold));
  const [issues, setIssues] = useState<{ title?: string | null; passThreshold?: string | null }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [commit, saving] = useMutation<LessonSettingsFormMutation>(graphql`
    mutation LessonSettingsFormMutation($input: UpdateLessonInput!) {
      updateLesson(input: $input) {
        ...LessonSettingsForm_lesson
      }
    }
  `);
  const defaultThreshold = QUIZ_PASS_THRESHOLD_DEFAULT;
  const rangeMessage = t`Enter a whole number from 1 to 100`;
  const headingId = withTitle ? 'lesson-settings-title' : 'quiz-settings-title';

  return (
    <SettingsForm
      headingId={headingId}
      heading={withTitle ? <Trans>Lesson</Trans> : <Trans>Pass threshold</Trans>}
      formLabel={withTitle ? t`Lesson` : t`Quiz settings`}
      columns={{ xs: '1fr', md: withTitle ? 'minmax(0, 1fr) 240px' : '280px' }}
      formError={formError}
      saving={saving}
      saveLabel={<Trans>Save changes</Trans>}
      saveTestId="lesson-settings-save"
      onSubmit={() => {
        const found = {
          title: withTitle ? titleIssue(i18n, title) : null,
          passThreshold: thresholdIssue(threshold, {
            required: validationMessage(i18n, 'required'),
            range: rangeMessage,
          }),
        };
        setIssues(found);
        setFormError(null);
        if (found.title || found.passThreshold) return;
        const passThreshold = Number(threshold.trim());
        if ((!withTitle || title.trim() === lesson.title) && passThreshold === lesson.passThreshold) {
          showToast(t`There are no changes to save`, 'info');
          return;
        }
        commit({
          variables: { input: { id: lesson.id, ...(withTitle ? { title: title.trim() } : {}), passThreshold } },
          onCompleted: () => showToast(t`Changes saved`, 'success'),
          onError: (error) => {
            const details = fieldErrors(error);
            if (details.title || details.passThreshold) {
              setIssues({
                title: details.title ? validationMessage(i18n, details.title.code, details.title.max) : null,
                passThreshold: details.passThreshold ? rangeMessage : null,
              });
            } else {
              setFormError(errorMessage(i18n, error));
            }
          },
        });
      }}
    >
      {withTitle ? (
        <TextField
          label={t`Title`}
          required
          fullWidth
          value={title}
          disabled={saving}
          error={Boolean(issues.title)}
          helperText={issues.title ?? ' '}
          onChange={(event) => {
            setTitle(event.target.value);
            setIssues((current) => ({ ...current, title: null }));
          }}
          slotProps={{ htmlInput: { maxLength: TITLE_MAX + 50, 'data-testid': 'lesson-title' } }}
        />
      ) : null}
      <TextField
        label={t`Quiz pass threshold`}
        required
        fullWidth
        value={threshold}
        disabled={saving}
        error={Boolean(issues.passThreshold)}
        helperText={issues.passThreshold ?? t`Share of correct answers needed to pass. Default: ${defaultThreshold}%.`}
        onChange={(event) => {
          setThreshold(event.target.value);
          setIssues((current) => ({ ...current, passThreshold: null }));
        }}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          htmlInput: { inputMode: 'numeric', 'data-testid': 'lesson-pass-threshold' },
        }}
      />
    </SettingsForm>
  );
}
