import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldErrors, type ValidationDetail } from './graphqlErrors';
import { errorMessage } from './messages';

export interface FormRefusal<K extends string> {
  /** The fields the server marked (VALIDATION_FAILED details), by the form's own field names. */
  issues: Partial<Record<K, ValidationDetail>>;
  /** Whether any field of the form was marked. */
  marked: boolean;
  /** The form's message: "correct the marked fields" when a field is marked, else the error's own message. */
  form: string;
}

/**
 * A refused submission as a form shows it: the server's field issues on the form's fields and one
 * message above the form. `fields` maps the input's field names (their last path segment) to the
 * form's; without it every named field is kept as it is named. A detail of a field the form does
 * not show marks nothing, so the error's own message is shown instead.
 */
export function formRefusal<K extends string = string>(
  i18n: I18n,
  error: unknown,
  fields?: Partial<Record<string, K>>,
): FormRefusal<K> {
  const issues: Partial<Record<K, ValidationDetail>> = {};
  for (const [name, detail] of Object.entries(fieldErrors(error))) {
    const key = fields ? fields[name] : (name as K);
    if (key) issues[key] = detail;
  }
  const marked = Object.keys(issues).length > 0;
  return {
    issues,
    marked,
    form: marked ? i18n._(msg`Invalid form. Correct the marked fields`) : errorMessage(i18n, error),
  };
}
