import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLingui } from '@lingui/react/macro';
import type { CourseTwinFieldQuery } from '../../../../__generated__/CourseTwinFieldQuery.graphql';

export interface TwinOption {
  id: string;
  title: string;
}

interface Props {
  /** The course being edited: never its own twin. */
  courseId: string;
  /** The language the course has in the form: the twin has the other one. */
  language: 'PL' | 'EN';
  value: TwinOption | null;
  onChange: (twin: TwinOption | null) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}

/** The same course in the other language: chosen among the courses of that language. */
export function CourseTwinField(props: Props) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<TextField label={t`The same course in the other language`} disabled fullWidth value="" />}>
      <TwinAutocomplete {...props} />
    </Suspense>
  );
}

function TwinAutocomplete({ courseId, language, value, onChange, disabled, error, helperText }: Props) {
  const { t } = useLingui();
  const other = language === 'PL' ? 'EN' : 'PL';
  const { adminCourses } = useLazyLoadQuery<CourseTwinFieldQuery>(
    graphql`
      query CourseTwinFieldQuery($language: Language!) {
        adminCourses(language: $language, first: 100, sortBy: TITLE, sortDirection: ASC) {
          edges {
            node {
              id
              title
            }
          }
        }
      }
    `,
    { language: other },
    { fetchPolicy: 'store-and-network' },
  );
  const options = adminCourses.edges.map((edge) => edge.node).filter((course) => course.id !== courseId);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, twin) => onChange(twin ? { id: twin.id, title: twin.title } : null)}
      getOptionLabel={(option) => option.title}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      disabled={disabled}
      noOptionsText={t`No courses in the other language`}
      renderInput={(params) => (
        <TextField
          {...params}
          id="course-twin"
          label={t`The same course in the other language`}
          error={error}
          helperText={helperText ?? t`Its page links to this one and the language switch goes there`}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'course-twin' },
          }}
        />
      )}
    />
  );
}
