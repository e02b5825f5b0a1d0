import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formRefusal } from './formRefusal';
import { GraphQLResponseError } from './graphqlErrors';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const invalid = (details: unknown[]) =>
  new GraphQLResponseError([{ message: 'Invalid input', extensions: { code: 'VALIDATION_FAILED', details } }]);

describe('formRefusal', () => {
  it('puts the server’s field issues on the fields by their last path segment, with the form’s message', () => {
    const refusal = formRefusal(
      i18n,
      invalid([
        { field: 'person.firstName', code: 'required' },
        { field: 'title', code: 'max_length', max: 255 },
      ]),
    );
    expect(refusal).toEqual({
      issues: {
        firstName: { field: 'person.firstName', code: 'required' },
        title: { field: 'title', code: 'max_length', max: 255 },
      },
      marked: true,
      form: 'Invalid form. Correct the marked fields',
    });
  });

  it('renames and keeps only the fields the form shows; a detail of another field marks nothing', () => {
    const error = invalid([
      { field: 'input.fullName', code: 'required' },
      { field: 'input.sortOrder', code: 'invalid_number' },
    ]);
    expect(formRefusal(i18n, error, { fullName: 'name' })).toEqual({
      issues: { name: { field: 'input.fullName', code: 'required' } },
      marked: true,
      form: 'Invalid form. Correct the marked fields',
    });
    expect(formRefusal(i18n, error, { title: 'title' })).toMatchObject({ issues: {}, marked: false });
  });

  it('shows any other refusal’s own message above the form, marking no field', () => {
    const refusal = formRefusal(i18n, new GraphQLResponseError([{ message: 'x', extensions: { code: 'FORBIDDEN' } }]));
    expect(refusal.marked).toBe(false);
    expect(refusal.issues).toEqual({});
    expect(refusal.form).toBe('You do not have access to this page.');
  });
});
