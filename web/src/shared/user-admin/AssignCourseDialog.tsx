import { Suspense, useState, type ReactNode, type SubmitEvent } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssignCourseDialogMutation } from '../../__generated__/AssignCourseDialogMutation.graphql';
import type { AssignCourseDialogCoursesQuery } from '../../__generated__/AssignCourseDialogCoursesQuery.graphql';
import { errorCode } from '../errors/graphqlErrors';
import { errorMessage } from '../errors/messages';
import { PageLoader } from '../ui/PageLoader';
import { FormButtons } from '../ui/FormButtons';
import { useToast } from '../ui/toast';

/** The same wordings as the course form's variants (one translation each). */
const VARIANT_LABELS: Record<string, MessageDescriptor> = {
  FULL_ONLINE: msg`Full, online`,
  FULL_MIXED: msg`Full, mixed`,
  FULL_STATIONARY: msg`Full, stationary`,
  THEORETICAL_ONLINE: msg`Theoretical, online`,
  THEORETICAL_STATIONARY: msg`Theoretical, stationary`,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Variant = { readonly id: string; readonly variant: string };

/** The course's participants page: a student by e-mail, in one of the course's variants. */
interface ForCourse {
  variants: readonly Variant[];
  onClose: () => void;
  onAssigned: () => void;
}

/** A user's page: a course the user has no active access to (User.availableCourses), in one of its variants. */
interface ForUser {
  userId: string;
  onClose: () => void;
  onAssigned: () => void;
}

/**
 * Gives a student a course (spec 7 POST admin/users/{id}/assign): from a course's participants
 * page by e-mail, or from a user's page by picking one of the available courses and its variant.
 */
export function AssignCourseDialog(props: ForCourse | ForUser) {
  const { onClose } = props;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="assign-course-title"
      data-testid="assign-course-dialog"
    >
      {'userId' in props ? (
        <Suspense
          fallback={
            <>
              <DialogTitle id="assign-course-title">
                <Trans>Assign a course</Trans>
              </DialogTitle>
              <PageLoader />
            </>
          }
        >
          <ForUserForm {...props} />
        </Suspense>
      ) : (
        <AssignForm {...props} />
      )}
    </Dialog>
  );
}

function ForUserForm({ userId, onClose, onAssigned }: ForUser) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<AssignCourseDialogCoursesQuery>(
    graphql`
      query AssignCourseDialogCoursesQuery($userId: ID!) {
        node(id: $userId) {
          ... on User {
            availableCourses {
              id
              title
              language
              variants {
                id
                variant
              }
            }
          }
        }
      }
    `,
    { userId },
    { fetchPolicy: 'store-and-network' },
  );
  const courses = data.node?.availableCourses ?? [];
  const [course, setCourse] = useState<(typeof courses)[number] | null>(null);
  const [courseIssue, setCourseIssue] = useState<string | null>(null);
  return (
    <AssignForm
      userId={userId}
      variants={course?.variants ?? []}
      onClose={onClose}
      onAssigned={onAssigned}
      check={() => {
        const issue = course ? null : t`Choose a course`;
        setCourseIssue(issue);
        return !issue;
      }}
      picker={
        courses.length === 0 ? (
          <Alert severity="info" data-testid="assign-no-courses">
            <Trans>This user already has every course.</Trans>
          </Alert>
        ) : (
          <Autocomplete
            options={courses}
            value={course}
            onChange={(_event, picked) => {
              setCourse(picked);
              setCourseIssue(null);
            }}
            getOptionLabel={(option) => `${option.title || t`(untitled)`} (${option.language})`}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t`Course`}
                required
                autoFocus
                error={Boolean(courseIssue)}
                helperText={courseIssue ?? t`Courses the user has no active access to.`}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'assign-course' },
                }}
              />
            )}
            noOptionsText={t`No course matches`}
          />
        )
      }
    />
  );
}

function AssignForm({
  variants,
  userId,
  picker,
  check,
  onClose,
  onAssigned,
}: {
  variants: readonly Variant[];
  userId?: string;
  /** The course choice (a user's page); without it an e-mail is asked. */
  picker?: ReactNode;
  check?: () => boolean;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [email, setEmail] = useState('');
  const [picked, setVariantId] = useState<string | null>(null);
  const variantId = picked && variants.some((v) => v.id === picked) ? picked : (variants[0]?.id ?? '');
  const [emailIssue, setEmailIssue] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [assign, busy] = useMutation<AssignCourseDialogMutation>(graphql`
    mutation AssignCourseDialogMutation($input: AssignCourseInput!) {
      assignCourse(input: $input) {
        id
      }
    }
  `);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setFormError(null);
    let target: { email: string } | { userId: string };
    if (userId) {
      if (check && !check()) return;
      target = { userId };
    } else {
      const trimmed = email.trim();
      if (!trimmed) return setEmailIssue(t`This field is required`);
      if (!EMAIL.test(trimmed)) return setEmailIssue(t`Enter a valid e-mail address`);
      setEmailIssue(null);
      target = { email: trimmed };
    }
    if (!variantId) return;
    assign({
      variables: { input: { courseVariantId: variantId, ...target } },
      onCompleted: () => {
        showToast(t`Course assigned`, 'success');
        onAssigned();
      },
      onError: (error) => {
        if (!userId && errorCode(error) === 'NOT_FOUND') setEmailIssue(t`No account uses this e-mail address`);
        else setFormError(errorMessage(i18n, error));
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="assign-course-title">
        {userId ? <Trans>Assign a course</Trans> : <Trans>Assign the course</Trans>}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {formError ? (
            <Alert severity="error" data-testid="assign-error">
              {formError}
            </Alert>
          ) : null}
          {picker ?? (
            <TextField
              id="assign-email"
              label={t`Student's e-mail`}
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={Boolean(emailIssue)}
              helperText={emailIssue ?? t`The account of a student (not a business account).`}
              required
              autoFocus
              fullWidth
            />
          )}
          <TextField
            id="assign-variant"
            select
            label={t`Variant`}
            value={variantId}
            onChange={(event) => setVariantId(event.target.value)}
            disabled={!variants.length}
            fullWidth
            data-testid="assign-variant"
          >
            {variants.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {VARIANT_LABELS[v.variant] ? i18n._(VARIANT_LABELS[v.variant]!) : v.variant}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <FormButtons busy={busy} onCancel={onClose} submitTestId="assign-submit" submitDisabled={!userId && !variantId}>
          <Trans>Assign</Trans>
        </FormButtons>
      </DialogActions>
    </form>
  );
}
