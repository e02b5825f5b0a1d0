import { useState } from 'react';
import { graphql } from 'react-relay';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NewCourseDialogMutation } from '../../../../__generated__/NewCourseDialogMutation.graphql';
import { contentLanguage } from '../../../../shared/i18n/contentLanguage';
import { enumOptions } from '../../../../shared/admin/editForm';
import { CreateRecordDialog } from '../../../../shared/admin/CreateRecordDialog';
import { COURSE_TYPES, type CourseType } from '../../../../shared/catalogue/labels';
import { COURSE_TYPE_LABELS, LANGUAGES, LANGUAGE_LABELS, type Language } from '../labels';
import { courseDetailsPath } from '../paths';

/**
 * Spec 7 `POST admin/courses`: the title, language and type flags are asked first; the course is
 * created as a PRIVATE draft only admins see, and opens on its details page (spec 4). Cancelling
 * saves nothing.
 */
export function NewCourseDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [language, setLanguage] = useState<Language>(contentLanguage(i18n.locale));
  const [courseType, setCourseType] = useState<CourseType>('THEORETICAL');
  const [withoutExam, setWithoutExam] = useState(false);

  return (
    <CreateRecordDialog<NewCourseDialogMutation>
      ids={{ dialog: 'new-course-dialog', title: 'new-course-title', submit: 'new-course-create' }}
      title={<Trans>New course</Trans>}
      submitLabel={<Trans>Create and edit</Trans>}
      text={{ field: 'title', id: 'new-course-title', label: t`Title`, testId: 'new-course-title-input' }}
      mutation={graphql`
        mutation NewCourseDialogMutation($input: CreateCourseInput!) {
          createCourse(input: $input) {
            id
          }
        }
      `}
      input={(title) => ({ title, language, courseType, withoutExamFlg: withoutExam })}
      createdToast={t`Course created`}
      detailsPath={(response) => courseDetailsPath(response.createCourse.id)}
      onClose={onClose}
    >
      {(saving) => (
        <>
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
                <FormControlLabel
                  key={type}
                  value={type}
                  control={<Radio />}
                  label={i18n._(COURSE_TYPE_LABELS[type])}
                />
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
        </>
      )}
    </CreateRecordDialog>
  );
}
