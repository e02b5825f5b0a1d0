import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import { useNavigate } from 'react-router';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import type { MutationParameters } from 'relay-runtime';
import { fieldErrors } from '../errors/graphqlErrors';
import { errorMessage } from '../errors/messages';
import { useToast } from '../ui/toast';
import { FormDialog } from '../ui/FormDialog';
import { IssueTextField } from './IssueTextField';
import { checkText, type FieldIssue } from './form';

/** The required text a new record is asked for first (a course's title, a product's name). */
export interface RequiredTextField {
  /** The input field of the create mutation, and the one its refusal names. */
  field: string;
  id: string;
  label: string;
  testId: string;
}

/**
 * The "New …" dialog of an admin list: a required text and the `children` fields; Create sends the
 * mutation, then the new record opens on its details page. Cancelling saves nothing. Exists so the
 * course and product lists create their records the same way.
 */
export function CreateRecordDialog<M extends MutationParameters>({
  ids,
  title,
  submitLabel,
  text,
  mutation,
  input,
  createdToast,
  detailsPath,
  onClose,
  children,
}: {
  ids: { dialog: string; title: string; submit: string };
  title: ReactNode;
  submitLabel: ReactNode;
  text: RequiredTextField;
  mutation: GraphQLTaggedNode;
  /** The mutation's input from the trimmed required text (the other fields are the caller's state). */
  input: (text: string) => M['variables']['input'];
  createdToast: string;
  detailsPath: (response: M['response']) => string;
  onClose: () => void;
  /** The other fields, disabled while saving. */
  children: (saving: boolean) => ReactNode;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [value, setValue] = useState('');
  const [issue, setIssue] = useState<FieldIssue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<M>(mutation);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    setError(null);
    const problem = checkText(value, { required: true, max: 255 });
    setIssue(problem);
    if (problem) return;
    commit({
      variables: { input: input(value.trim()) } as M['variables'],
      onCompleted: (response) => {
        showToast(createdToast, 'success');
        void navigate(detailsPath(response)); // not awaited: a failed navigation shows the route's error element
      },
      onError: (failure) => {
        const detail = fieldErrors(failure)[text.field];
        if (detail) setIssue({ code: detail.code, max: detail.max });
        else setError(errorMessage(i18n, failure));
      },
    });
  };

  return (
    <FormDialog
      id={ids}
      title={title}
      maxWidth="xs"
      saving={saving}
      error={error}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <IssueTextField
          id={text.id}
          label={text.label}
          value={value}
          required
          autoFocus
          onValue={(typed) => {
            setValue(typed);
            setIssue(null);
          }}
          issue={issue ?? undefined}
          disabled={saving}
          testId={text.testId}
        />
        {children(saving)}
      </Stack>
    </FormDialog>
  );
}
