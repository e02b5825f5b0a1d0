import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import type { ScoreTargetFieldQuery } from '../../../__generated__/ScoreTargetFieldQuery.graphql';
import { COURSE_CATEGORIES, COURSE_CATEGORY_LABELS } from '../../../shared/catalogue/labels';
import { VISIBILITY_LABELS, type Visibility } from '../../../shared/catalogue/visibility';

/** A course a score can give points to (what the picker shows of it). */
export interface CourseOption {
  id: string;
  title: string;
  language: string;
  visibility: string;
}

interface TargetOption {
  /** `category:OPEN` or `course:<id>`, as the editor's draft holds it. */
  target: string;
  kind: 'category' | 'course';
  label: string;
}

interface Props {
  /** `category:OPEN`, `course:<id>`, or empty (not chosen yet). */
  target: string;
  /** The chosen course (its title for the field), when the target is a course. */
  course: CourseOption | null;
  onChange: (target: string, course: CourseOption | null) => void;
  error: boolean;
  helperText?: string;
}

/** How many courses the list shows at a time: typing searches every course by its title. */
const COURSES_SHOWN = 20;

const FIELD_SX = { flex: { xs: '1 1 100%', sm: '1 1 auto' }, minWidth: 0 };

/** "Title (PL)", or "Title (EN, Private)" for a course visitors cannot open. */
const courseLabel = (i18n: I18n, course: CourseOption) => {
  const visibility = VISIBILITY_LABELS[course.visibility as Visibility];
  return course.visibility === 'PUBLIC' || !visibility
    ? `${course.title} (${course.language})`
    : `${course.title} (${course.language}, ${i18n._(visibility)})`;
};

/**
 * "Points for" of a score row: a course category, or any course, searched on the server by its
 * title as the admin types (adminCourses, 20 at a time); the categories are filtered here.
 */
export function ScoreTargetField(props: Props) {
  const { t } = useLingui();
  const label = useTargetLabel(props.target, props.course);
  return (
    <Suspense fallback={<TextField size="small" label={t`Points for`} value={label ?? ''} disabled sx={FIELD_SX} />}>
      <TargetAutocomplete {...props} />
    </Suspense>
  );
}

function useTargetLabel(target: string, course: CourseOption | null): string | null {
  const { i18n } = useLingui();
  const [kind, value = ''] = target.split(/:(.*)/s);
  if (kind === 'category' && value in COURSE_CATEGORY_LABELS) {
    return i18n._(COURSE_CATEGORY_LABELS[value as keyof typeof COURSE_CATEGORY_LABELS]);
  }
  if (kind === 'course') return course && course.id === value ? courseLabel(i18n, course) : value;
  return null;
}

function TargetAutocomplete({ target, course, onChange, error, helperText }: Props) {
  const { t, i18n } = useLingui();
  const selectedLabel = useTargetLabel(target, course);
  const value = useMemo<TargetOption | null>(
    () =>
      selectedLabel === null
        ? null
        : { target, kind: target.startsWith('course:') ? 'course' : 'category', label: selectedLabel },
    [target, selectedLabel],
  );
  const [text, setText] = useState('');
  const typed = text.trim() && text !== value?.label ? text.trim() : '';
  // Typing never suspends the field: the list follows the text once it has loaded.
  const search = useDeferredValue(typed);
  const data = useLazyLoadQuery<ScoreTargetFieldQuery>(
    graphql`
      query ScoreTargetFieldQuery($search: String, $first: Int!) {
        adminCourses(search: $search, first: $first, sortBy: TITLE, sortDirection: ASC) {
          edges {
            node {
              id
              title
              language
              visibility
            }
          }
        }
      }
    `,
    { search: search || null, first: COURSES_SHOWN },
    { fetchPolicy: 'store-or-network' },
  );
  const courses = useMemo(() => data.adminCourses.edges.map((edge) => edge.node), [data]);
  const options = useMemo<TargetOption[]>(() => {
    const needle = search.toLocaleLowerCase();
    const categories = COURSE_CATEGORIES.map((category) => ({
      target: `category:${category}`,
      kind: 'category' as const,
      label: i18n._(COURSE_CATEGORY_LABELS[category]),
    })).filter((option) => !needle || option.label.toLocaleLowerCase().includes(needle));
    const found = courses.map((c) => ({
      target: `course:${c.id}`,
      kind: 'course' as const,
      label: courseLabel(i18n, c),
    }));
    return [...categories, ...found];
  }, [courses, search, i18n]);
  const loading = search !== typed;

  return (
    <Autocomplete<TargetOption>
      size="small"
      options={options}
      value={value}
      onChange={(_event, picked) => {
        const pickedCourse = picked?.kind === 'course' ? courses.find((c) => `course:${c.id}` === picked.target) : null;
        onChange(picked?.target ?? '', pickedCourse ? { ...pickedCourse } : null);
      }}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      filterOptions={(list) => list}
      groupBy={(option) => (option.kind === 'category' ? t`Course categories` : t`Courses`)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.target === selected.target}
      loading={loading}
      loadingText={t`Searching…`}
      noOptionsText={t`No course or category matches`}
      sx={FIELD_SX}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t`Points for`}
          placeholder={t`Category, or type a course title`}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'questionnaire-score-target' },
          }}
        />
      )}
    />
  );
}
