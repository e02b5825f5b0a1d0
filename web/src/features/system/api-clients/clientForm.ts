import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFormIssues } from '../../../shared/ui/FormDialog';
import { checkText } from '../../../shared/admin/form';
import { API_CLIENT_NAME_MAX } from '../../../shared/policies';

type ClientKey = 'name' | 'scopes';

/**
 * A client's name and scopes in a dialog (register or edit): their values, issues and client
 * checks, and the props of their fields (an IssueTextField and a ScopesField). `K` are the
 * dialog's other fields.
 */
export function useClientForm<K extends string = never>(initial: { name: string; scopes: readonly string[] }) {
  const { t } = useLingui();
  const [name, setName] = useState(initial.name);
  const [scopes, setScopes] = useState<string[]>(() => [...initial.scopes]);
  const form = useFormIssues<ClientKey | K>();
  return {
    ...form,
    name: name.trim(),
    /** The ticked scopes in the order offered, whatever order they were ticked in. */
    chosen: (options: readonly string[]) => options.filter((scope) => scopes.includes(scope)),
    /** A name is required; at least one scope. */
    checks: () => ({
      name: checkText(name, { required: true, max: API_CLIENT_NAME_MAX }),
      scopes: scopes.length ? null : ({ code: 'required' } as const),
    }),
    /** The name field's props; `id` is also its test id. */
    nameField: (id: string) => ({
      id,
      label: t`Name`,
      value: name,
      issue: form.issues.name,
      onValue: (text: string) => {
        setName(text);
        form.clear('name');
      },
      required: true,
      fullWidth: true,
      testId: id,
      htmlInput: { maxLength: API_CLIENT_NAME_MAX },
    }),
    scopesField: (id: string, options: readonly string[]) => ({
      id,
      options,
      value: scopes,
      onChange: (next: string[]) => {
        setScopes(next);
        form.clear('scopes');
      },
      missing: Boolean(form.issues.scopes),
    }),
  };
}
