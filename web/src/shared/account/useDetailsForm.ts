import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formRefusal } from '../errors/formRefusal';
import { validateFields, type AccountField, type FieldDef, type FieldProblems, type FieldValues } from './fields';

/**
 * The state of a form of account data (registration, the account page): the typed values, each
 * field's problem and the form's error. `inputs` are {@link DetailsFields}' values, problems and
 * change handler.
 */
export function useDetailsForm(initial: FieldValues = {}) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<FieldValues>(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const onChange = (name: AccountField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };
  return {
    values,
    setValues,
    setProblems,
    formError,
    setFormError,
    inputs: { values, problems, onChange },
    /** Checks the values of `fields`: false (the problems marked, the form's error shown) when any is wrong. */
    validate: (fields: readonly FieldDef[]) => {
      const found = validateFields(fields, values);
      setProblems(found);
      const valid = !Object.keys(found).length;
      setFormError(valid ? null : t`Invalid form. Correct the marked fields`);
      return valid;
    },
    /** A refused save: the server's field errors on their fields and the form's error. */
    refused: (error: unknown) => {
      const refusal = formRefusal<keyof FieldProblems>(i18n, error);
      if (refusal.marked) setProblems(refusal.issues);
      setFormError(refusal.form);
      return refusal;
    },
  };
}
