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
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewCourseDialogMutation } from '../../../__generated__/NewCourseDialogMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { useToast } from '../../../shared/ui/toast';
import { FormDialog } from '../common/FormDialog';
import { COURSE_TYPES, type CourseType } from '../../../shared/catalogue/labels';
import { COURSE_TYPE_LABELS } from '../labels';
import { courseDetailsPath } from '../paths';

/** Spec 7 `POST admin/courses {courseType, withoutExamFlg}`; the new course opens on its details page (spec 4). */
export function NewCourseDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
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
    commit({
      variables: { input: { courseType, withoutExamFlg: withoutExam } },
      onCompleted: (response) => {
        showToast(t`Course created`, 'success');
        void navigate(courseDetailsPath(response.createCourse.id)); // not awaited: a failed navigation shows the route's error element
      },
      onError: (failure) => setError(errorMessage(i18n, failure)),
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
      <Stack spacing={2}>
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
