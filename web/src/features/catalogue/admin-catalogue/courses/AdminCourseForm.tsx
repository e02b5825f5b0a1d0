import { useState, type SubmitEvent, type ReactNode } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminCourseForm_course$data,
  AdminCourseForm_course$key,
} from '../../../../__generated__/AdminCourseForm_course.graphql';
import type {
  AdminCourseFormMutation,
  UpdateCourseInput,
} from '../../../../__generated__/AdminCourseFormMutation.graphql';
import { RichTextEditor } from '../../../../shared/rich-text/RichTextEditor';
import { useUnsavedChangesPrompt } from '../../../../shared/ui/useUnsavedChangesPrompt';
import { FormErrorAlert, enumOptions, useEditForm, vatRateOptions } from '../../../../shared/admin/editForm';
import { ImageField, type ImageChange } from '../../../../shared/admin/ImageField';
import { CourseTwinField, type TwinOption } from './CourseTwinField';
import { FieldGrid, Section } from '../../../../shared/admin/Section';
import { FlagCheckbox } from '../../../../shared/admin/FlagCheckbox';
import { SaveBar } from '../../../../shared/admin/SaveBar';
import { checkNumber, checkText, compact, issueText, parseNumber, type Issues } from '../../../../shared/admin/form';
import { COURSE_CATEGORIES, COURSE_CATEGORY_LABELS, COURSE_TYPES } from '../../../../shared/catalogue/labels';
import {
  COURSE_TYPE_LABELS,
  EXAM_DURATIONS,
  EXAM_DURATION_LABELS,
  LANGUAGES,
  LANGUAGE_LABELS,
  VAT_RATES,
  VISIBILITIES,
  VISIBILITY_LABELS,
} from '../labels';

const fragment = graphql`
  fragment AdminCourseForm_course on Course {
    id
    title
    courseType
    withoutExamFlg
    freeFlg
    category
    language
    visibility
    description
    scope
    examDescription
    participationConditions
    theoryHours
    exerciseHours
    chapters
    vatRate
    accessMonths
    examQuestionCount
    examDuration
    availablePlaces
    city
    startDate
    endDate
    certificate
    permissionNumber
    highlightImage {
      mediumUrl
    }
    twin {
      id
      title
    }
    updatedAt
  }
`;

const mutation = graphql`
  mutation AdminCourseFormMutation($input: UpdateCourseInput!) {
    updateCourse(input: $input) {
      ...AdminCourseForm_course
      ...AdminCourseVariants_course
      title
    }
  }
`;

/** API limits (contract): rich text counts visible characters. */
const RICH_MAX = 2000;
const TEXT_FIELDS = { title: 255, city: 100, certificate: 100, permissionNumber: 100 } as const;
const DECIMAL_FIELDS = ['theoryHours', 'exerciseHours'] as const;
const INT_FIELDS = ['chapters', 'accessMonths', 'examQuestionCount', 'availablePlaces'] as const;
const RICH_FIELDS = ['description', 'scope', 'examDescription', 'participationConditions'] as const;
type SelectKey = 'courseType' | 'category' | 'language' | 'visibility';

type TextKey = keyof typeof TEXT_FIELDS;
type DecimalKey = (typeof DECIMAL_FIELDS)[number];
type IntKey = (typeof INT_FIELDS)[number];
type RichKey = (typeof RICH_FIELDS)[number];
type Key = TextKey | DecimalKey | IntKey | RichKey | SelectKey | 'vatRate' | 'examDuration' | 'startDate' | 'endDate';
type Values = Record<Key, string>;

function valuesOf(course: AdminCourseForm_course$data, locale: string): Values {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  // Hours are typed with the language's decimal separator (12,5 in Polish).
  const decimal = (value: number | null | undefined) =>
    locale.startsWith('en') ? text(value) : text(value).replace('.', ',');
  return {
    title: course.title,
    city: text(course.city),
    certificate: text(course.certificate),
    permissionNumber: text(course.permissionNumber),
    theoryHours: decimal(course.theoryHours),
    exerciseHours: decimal(course.exerciseHours),
    chapters: text(course.chapters),
    accessMonths: text(course.accessMonths),
    examQuestionCount: text(course.examQuestionCount),
    availablePlaces: text(course.availablePlaces),
    description: course.description,
    scope: course.scope,
    examDescription: course.examDescription,
    participationConditions: course.participationConditions,
    courseType: course.courseType,
    category: course.category,
    language: course.language,
    visibility: course.visibility,
    vatRate: String(course.vatRate),
    examDuration: text(course.examDuration),
    startDate: text(course.startDate),
    endDate: text(course.endDate),
  };
}

/** Every field of UpdateCourseInput, in sections; only what changed is sent. */
export function AdminCourseForm({ course: key }: { course: AdminCourseForm_course$key }) {
  const course = useFragment(fragment, key);
  // A save brings a new updatedAt: the form starts again from what the server kept.
  return <CourseFormBody key={course.updatedAt} course={course} />;
}

function CourseFormBody({ course }: { course: AdminCourseForm_course$data }) {
  const { t, i18n } = useLingui();
  const [commit, saving] = useMutation<AdminCourseFormMutation>(mutation);
  const [saved] = useState(() => valuesOf(course, i18n.locale));
  const { values, issues, formError, formRef, set, changed, dirty, accept, noChanges, onSaved, refused } =
    useEditForm<Key>(saved);
  const [withoutExam, setWithoutExam] = useState(course.withoutExamFlg);
  const [free, setFree] = useState(course.freeFlg);
  const [richLength, setRichLength] = useState<Partial<Record<RichKey, number>>>({});
  const [image, setImage] = useState<ImageChange>(null);
  const [twin, setTwin] = useState<TwinOption | null>(course.twin ?? null);
  const twinChanged = (twin?.id ?? null) !== (course.twin?.id ?? null);
  const unsavedPrompt = useUnsavedChangesPrompt(
    dirty || withoutExam !== course.withoutExamFlg || free !== course.freeFlg || image !== null || twinChanged,
  );

  const validate = (): Issues => {
    const found: Partial<Record<string, ReturnType<typeof checkNumber>>> = {};
    for (const [name, max] of Object.entries(TEXT_FIELDS)) {
      found[name] = checkText(values[name as TextKey], { required: name === 'title', max });
    }
    for (const name of DECIMAL_FIELDS) found[name] = checkNumber(values[name], { min: 0, max: 1000, decimals: 2 });
    for (const name of INT_FIELDS) found[name] = checkNumber(values[name], { min: 0, max: 10_000 });
    for (const name of RICH_FIELDS) {
      if ((richLength[name] ?? 0) > RICH_MAX) found[name] = { code: 'max_length', max: RICH_MAX };
    }
    if (values.startDate && values.endDate && values.startDate > values.endDate) {
      found.endDate = { code: 'date_order' };
    }
    return compact(found);
  };

  const buildInput = (): UpdateCourseInput => {
    const input: UpdateCourseInput = { id: course.id };
    for (const name of Object.keys(TEXT_FIELDS) as TextKey[]) {
      if (changed(name)) input[name] = values[name].trim() || (name === 'title' ? '' : null);
    }
    for (const name of [...DECIMAL_FIELDS, ...INT_FIELDS]) {
      if (changed(name)) input[name] = parseNumber(values[name]);
    }
    for (const name of RICH_FIELDS) if (changed(name)) input[name] = values[name];
    if (changed('courseType')) input.courseType = values.courseType as UpdateCourseInput['courseType'];
    if (changed('category')) input.category = values.category as UpdateCourseInput['category'];
    if (changed('language')) input.language = values.language as UpdateCourseInput['language'];
    if (changed('visibility')) input.visibility = values.visibility as UpdateCourseInput['visibility'];
    if (changed('vatRate')) input.vatRate = Number(values.vatRate);
    if (changed('examDuration')) {
      input.examDuration = (values.examDuration || null) as UpdateCourseInput['examDuration'];
    }
    if (changed('startDate')) input.startDate = values.startDate || null;
    if (changed('endDate')) input.endDate = values.endDate || null;
    if (withoutExam !== course.withoutExamFlg) input.withoutExamFlg = withoutExam;
    if (free !== course.freeFlg) input.freeFlg = free;
    if (image?.kind === 'remove') input.removeHighlightImage = true;
    if (twinChanged) input.twinId = twin?.id ?? null;
    return input;
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!accept(validate())) return;
    const input = buildInput();
    if (Object.keys(input).length === 1 && image?.kind !== 'upload') {
      noChanges();
      return;
    }
    commit({
      variables: { input },
      uploadables: image?.kind === 'upload' ? { 'input.highlightImage': image.file } : undefined,
      onCompleted: onSaved,
      onError: (error) =>
        refused(error, (server) => {
          if (server.twinCourseId) server.twinId = server.twinCourseId;
        }),
    });
  };

  const field = (name: Key, label: string, extra: Partial<TextFieldProps> & { helper?: ReactNode } = {}) => {
    const { helper, slotProps, ...rest } = extra;
    return {
      id: `course-${name}`,
      name,
      label,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
      error: Boolean(issues[name]),
      helperText: issueText(i18n, issues[name]) ?? helper,
      disabled: saving,
      fullWidth: true,
      slotProps: { ...slotProps, htmlInput: { 'data-testid': `course-${name}`, ...slotProps?.htmlInput } },
      ...rest,
    } satisfies TextFieldProps;
  };
  const flag = (name: string, checked: boolean, onChange: (checked: boolean) => void) => ({
    name,
    checked,
    onChange,
    disabled: saving,
    testId: `course-${name}`,
  });
  const numberField = (name: DecimalKey | IntKey, label: string, decimal = false) =>
    field(name, label, { slotProps: { htmlInput: { inputMode: decimal ? 'decimal' : 'numeric' } } });
  const rich = (name: RichKey, label: string) => (
    <RichTextEditor
      id={`course-${name}`}
      testId={`course-${name}`}
      label={label}
      value={saved[name]}
      maxLength={RICH_MAX}
      disabled={saving}
      error={Boolean(issues[name])}
      helperText={issueText(i18n, issues[name])}
      onChange={(html, length) => {
        set(name, html);
        setRichLength((current) => ({ ...current, [name]: length }));
      }}
    />
  );

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={onSubmit} aria-label={t`Course data`}>
      {unsavedPrompt}
      <FormErrorAlert error={formError} />

      <Section id="course-basic" title={<Trans>Basic information</Trans>}>
        <FieldGrid columns={3}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextField {...field('title', t`Title`)} required />
          </Box>
          <TextField {...field('category', t`Category`)} select>
            {enumOptions(i18n, COURSE_CATEGORIES, COURSE_CATEGORY_LABELS)}
          </TextField>
          <TextField {...field('courseType', t`Course type`)} select>
            {enumOptions(i18n, COURSE_TYPES, COURSE_TYPE_LABELS)}
          </TextField>
          <TextField {...field('language', t`Language`)} select>
            {enumOptions(i18n, LANGUAGES, LANGUAGE_LABELS)}
          </TextField>
          <TextField
            {...field('visibility', t`Visibility`, {
              helper: t`Public courses and landing pages can be bought once they have a price above zero (zero only for a free course)`,
            })}
            select
          >
            {enumOptions(i18n, VISIBILITIES, VISIBILITY_LABELS)}
          </TextField>
          <FlagCheckbox {...flag('withoutExamFlg', withoutExam, setWithoutExam)} label={t`Without an exam`} />
          <FlagCheckbox {...flag('freeFlg', free, setFree)} label={t`Free course: its prices may be zero`} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <CourseTwinField
              courseId={course.id}
              language={values.language === 'EN' ? 'EN' : 'PL'}
              value={twin}
              onChange={setTwin}
              disabled={saving}
              error={Boolean(issues.twinId)}
              helperText={issueText(i18n, issues.twinId)}
            />
          </Box>
        </FieldGrid>
      </Section>

      <Section
        id="course-content"
        title={<Trans>Content</Trans>}
        description={<Trans>Each text may have up to 2000 characters.</Trans>}
      >
        <Box sx={{ display: 'grid', gap: 3 }}>
          {rich('description', t`Description`)}
          {rich('scope', t`Scope`)}
          {rich('examDescription', t`Exam description`)}
          {rich('participationConditions', t`Participation conditions`)}
        </Box>
      </Section>

      <Section id="course-numbers" title={<Trans>Hours, exam and access</Trans>}>
        <FieldGrid columns={3}>
          <TextField {...numberField('theoryHours', t`Hours of theory`, true)} />
          <TextField {...numberField('exerciseHours', t`Hours of practice`, true)} />
          <TextField {...numberField('chapters', t`Chapters`)} />
          <TextField {...field('vatRate', t`VAT rate`)} select>
            {vatRateOptions(VAT_RATES)}
          </TextField>
          <TextField {...numberField('accessMonths', t`Access (months)`)} />
          <TextField {...numberField('examQuestionCount', t`Exam questions`)} />
          <TextField
            {...field('examDuration', t`Exam duration`)}
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">
              <em>{t`Not set`}</em>
            </MenuItem>
            {enumOptions(i18n, EXAM_DURATIONS, EXAM_DURATION_LABELS)}
          </TextField>
          <TextField {...numberField('availablePlaces', t`Available places`)} />
        </FieldGrid>
      </Section>

      <Section id="course-place" title={<Trans>Place and dates</Trans>}>
        <FieldGrid columns={3}>
          <TextField {...field('city', t`City`)} />
          <TextField
            {...field('startDate', t`Start date`)}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'course-startDate' } }}
          />
          <TextField
            {...field('endDate', t`End date`)}
            type="date"
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'course-endDate', min: values.startDate || undefined },
            }}
          />
        </FieldGrid>
      </Section>

      <Section id="course-certificate" title={<Trans>Certificate</Trans>}>
        <FieldGrid>
          <TextField {...field('certificate', t`Certificate`)} />
          <TextField {...field('permissionNumber', t`Permission number`)} />
        </FieldGrid>
      </Section>

      <Section id="course-image" title={<Trans>Highlight image</Trans>}>
        <ImageField
          id="course-image"
          label={t`Highlight image`}
          currentUrl={course.highlightImage?.mediumUrl ?? null}
          change={image}
          onChange={setImage}
          disabled={saving}
        />
      </Section>

      <SaveBar saving={saving} testId="course-save" />
    </Box>
  );
}
