import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { I18n } from '@lingui/core';
import { fieldErrors } from '../../../shared/errors/graphqlErrors';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { IconAction, NotFoundState, type Crumb } from '../../../shared/admin/authoring';
import { FormDialog, dialogIds } from '../../../shared/ui/FormDialog';
import { lessonsPath, subjectsPath } from './paths';
import { TITLE_MAX } from './limits';

export { ANSWERS_MAX, ANSWERS_MIN, ANSWER_MAX, QUESTION_MAX, TITLE_MAX } from './limits';
// The page blocks live in shared/ui/authoring (the exam question bank uses them too).
export {
  AuthoringPage,
  CourseNotFound,
  EmptyState,
  IconAction,
  NotFoundState,
  NumberedList,
  SectionHeading,
  type Crumb,
} from '../../../shared/admin/authoring';

/** The crumb of a course's subject list. */
export const subjectsCrumb = (courseId: string): Crumb => ({
  to: subjectsPath(courseId),
  label: <Trans>Subjects</Trans>,
});

/** The crumb of a subject's lessons, named "number. title". */
export const subjectCrumb = (courseId: string, subject: { id: string; number: number; title: string }): Crumb => ({
  to: lessonsPath(courseId, subject.id),
  label: `${subject.number}. ${subject.title}`,
});

/**
 * A lesson page's course and lesson (with its id and subject) as its query found them, or null
 * when either does not (or no longer) exist.
 */
export function foundLesson<C, L extends { readonly id?: string; readonly subject?: unknown }>(
  course: C | null | undefined,
  lesson: L | null | undefined,
) {
  const subject = lesson?.subject as NonNullable<L['subject']> | null | undefined;
  return course && lesson?.id && subject ? { course, lesson, lessonId: lesson.id, subject } : null;
}

/** What the lesson pages show for a lesson that does not (or no longer) exist. */
export function LessonNotFound() {
  return (
    <NotFoundState
      title={<Trans>Lesson not found</Trans>}
      message={<Trans>This lesson does not exist or has been deleted.</Trans>}
    />
  );
}

/**
 * The actions of one row of an ordered list: move up and down (swapping it with its neighbour, the
 * first cannot go up, the last not down), edit (or rename) and delete. Test ids: `${testId}-up`,
 * `-down`, `-edit` (unless `editTestId`), `-delete`.
 */
export function OrderedRowActions<T>({
  rows,
  index,
  reordering,
  onSwap,
  editLabel,
  editIcon = <EditOutlinedIcon />,
  editTestId,
  onEdit,
  onDelete,
  testId,
}: {
  rows: readonly T[];
  index: number;
  reordering: boolean;
  onSwap: (above: T, below: T) => void;
  editLabel: string;
  editIcon?: ReactNode;
  editTestId?: string;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
}) {
  const { t } = useLingui();
  const swapWith = (other: number) => {
    const above = rows[Math.min(index, other)];
    const below = rows[Math.max(index, other)];
    if (above && below) onSwap(above, below);
  };
  return (
    <>
      <IconAction
        label={t`Move up`}
        disabled={reordering || index === 0}
        onClick={() => swapWith(index - 1)}
        data-testid={`${testId}-up`}
      >
        <ArrowUpwardIcon />
      </IconAction>
      <IconAction
        label={t`Move down`}
        disabled={reordering || index === rows.length - 1}
        onClick={() => swapWith(index + 1)}
        data-testid={`${testId}-down`}
      >
        <ArrowDownwardIcon />
      </IconAction>
      <IconAction label={editLabel} onClick={onEdit} data-testid={editTestId ?? `${testId}-edit`}>
        {editIcon}
      </IconAction>
      <IconAction label={t`Delete`} color="error" onClick={onDelete} data-testid={`${testId}-delete`}>
        <DeleteOutlineIcon />
      </IconAction>
    </>
  );
}

/**
 * One row of a numbered list: the number, the title with a line below it, and the row's actions
 * (on phones they wrap under the title).
 */
export function NumberedRow({
  number,
  title,
  secondary,
  actions,
  testId,
}: {
  number: number;
  title: ReactNode;
  secondary?: ReactNode;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        p: { xs: 1.5, sm: 2 },
        listStyle: 'none',
      }}
      data-testid={testId}
    >
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 600,
          flex: '0 0 auto',
        }}
      >
        {number}
      </Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</Typography>
        {secondary ? (
          <Typography variant="body2" color="text.secondary">
            {secondary}
          </Typography>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 0.5,
          ml: { xs: 0, sm: 'auto' },
          width: { xs: '100%', sm: 'auto' },
          justifyContent: { xs: 'flex-end', sm: 'flex-start' },
        }}
      >
        {actions}
      </Box>
    </Paper>
  );
}

/** The issue of a title: required, at most {@link TITLE_MAX} characters (trimmed). */
export function titleIssue(i18n: I18n, value: string): string | null {
  const text = value.trim();
  if (!text) return validationMessage(i18n, 'required');
  if (text.length > TITLE_MAX) return validationMessage(i18n, 'max_length', TITLE_MAX);
  return null;
}

/** A refused save's message for one field (`field` of the input), or the error's message for the form. */
export function refusal(i18n: I18n, error: unknown, field?: string): { field: string | null; form: string | null } {
  const details = fieldErrors(error);
  const detail = field ? details[field] : undefined;
  if (detail) return { field: validationMessage(i18n, detail.code, detail.max), form: null };
  return { field: null, form: errorMessage(i18n, error) };
}

/**
 * Add or rename dialog of one title (subject, lesson). `onSubmit` gets the trimmed title and
 * callbacks: `done` closes, `failed` shows the server's refusal.
 */
export function TitleDialog({
  testId,
  title,
  label,
  initial,
  submitLabel,
  saving,
  onSubmit,
  onClose,
}: {
  testId: string;
  title: ReactNode;
  label: string;
  initial: string;
  submitLabel: ReactNode;
  saving: boolean;
  onSubmit: (value: string, failed: (error: unknown) => void) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [value, setValue] = useState(initial);
  const [issue, setIssue] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <FormDialog
      id={dialogIds(testId)}
      title={title}
      maxWidth="sm"
      saving={saving}
      error={formError}
      submitLabel={submitLabel}
      onSubmit={(event) => {
        event.preventDefault();
        const found = titleIssue(i18n, value);
        setIssue(found);
        setFormError(null);
        if (found) return;
        onSubmit(value.trim(), (error) => {
          const refused = refusal(i18n, error, 'title');
          setIssue(refused.field);
          setFormError(refused.form);
        });
      }}
      onClose={onClose}
    >
      <TextField
        autoFocus
        fullWidth
        required
        margin="dense"
        label={label}
        value={value}
        disabled={saving}
        error={Boolean(issue)}
        helperText={issue ?? ' '}
        onChange={(event) => {
          setValue(event.target.value);
          setIssue(null);
        }}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX + 50, 'data-testid': `${testId}-title` } }}
      />
    </FormDialog>
  );
}
