import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate } from 'react-router';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewCourseDialogMutation } from '../../../__generated__/NewCourseDialogMutation.graphql';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { contentLanguage } from '../../../shared/i18n/contentLanguage';
import { errorMessage } from '../../../shared/errors/messages';
import { useToast } from '../../../shared/ui/toast';
import { enumOptions } from '../../../shared/admin/editForm';
import { FormDialog } from '../../../shared/admin/FormDialog';
import { IssueTextField } from '../../../shared/admin/IssueTextField';
import { checkText, type FieldIssue } from '../../../shared/admin/form';
import { COURSE_TYPES, type CourseType } from '../../../shared/catalogue/labels';
import { COURSE_TYPE_LABELS, LANGUAGES, LANGUAGE_LABELS, type Language } from '../labels';
import { courseDetailsPath } from '../paths';

/**
 * Spec 7 `POST admin/courses`: the title, language and type flags are asked first; the course is
 * created as a PRIVATE draft only admins see, and opens on its details page (spec 4). Cancelling
 * saves nothing.
 */
export function NewCourseDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [title, setTitle] = useState('');
  const [titleIssue, setTitleIssue] = useState<FieldIssue | null>(null);
  const [language, setLanguage] = useState<Language>(contentLanguage(i18n.locale));
  const [courseType, setCourseType] = useState<CourseType>('THEORETICAL');
  const [withoutExam, setWithoutExam] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<NewCourseDialogMutation>(graphql`
    mutation NewCourseDialogMutation($input: CreateCourseInput!) {
      createCourse(input: $input) {
        id
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setError(null);
    const problem = checkText(title, { required: true, max: 255 });
    setTitleIssue(problem);
    if (problem) return;
    commit({
      variables: { input: { title: title.trim(), language, courseType, withoutExamFlg: withoutExam } },
      onCompleted: (response) => {
        showToast(t`Course created`, 'success');
        void navigate(courseDetailsPath(response.createCourse.id)); // not awaited: a failed navigation shows the route's error element
      },
      onError: (failure) => {
        const detail = fieldErrors(failure).title;
        if (detail) setTitleIssue({ code: detail.code, max: detail.max });
        else setError(errorMessage(i18n, failure));
      },
    });
  };

  return (
    <FormDialog
      id={{ dialog: 'new-course-dialog', title: 'new-course-title', submit: 'new-course-create' }}
      title={<Trans>New course</Trans>}
      maxWidth="xs"
      saving={saving}
      error={error}
      submitLabel={<Trans>Create and edit</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <IssueTextField
          id="new-course-title"
          label={t`Title`}
          value={title}
          required
          autoFocus
          onValue={(text) => {
            setTitle(text);
            setTitleIssue(null);
          }}
          issue={titleIssue ?? undefined}
          disabled={saving}
          testId="new-course-title-input"
        />
        <TextField
          id="new-course-language"
          select
          label={t`Language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          disabled={saving}
        >
          {enumOptions(i18n, LANGUAGES, LANGUAGE_LABELS)}
        </TextField>
        <FormControl>
          <FormLabel id="new-course-type-label">
            <Trans>Course type</Trans>
          </FormLabel>
          <RadioGroup
            aria-labelledby="new-course-type-label"
            name="courseType"
            value={courseType}
            onChange={(event) => setCourseType(event.target.value as CourseType)}
          >
            {COURSE_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={i18n._(COURSE_TYPE_LABELS[type])} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControlLabel
          control={
            <Checkbox
              checked={withoutExam}
              onChange={(event) => setWithoutExam(event.target.checked)}
              name="withoutExamFlg"
            />
          }
          label={t`Without an exam`}
        />
      </Stack>
    </FormDialog>
  );
}
