import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { errorCode } from './graphqlErrors';
import type { ValidationCode } from './graphqlErrors';

/** Spec 5: the translated message of one invalid field. */
export function validationMessage(i18n: I18n, code: ValidationCode, max?: number): string {
  switch (code) {
    case 'required':
      return i18n._(msg`This field is required`);
    case 'max_length': {
      const limit = max ?? 0;
      return i18n._(msg`Maximum length is ${limit} characters`);
    }
    case 'invalid_email':
      return i18n._(msg`Enter a valid e-mail address`);
    case 'invalid_phone':
      return i18n._(msg`Enter a valid phone number (9 to 15 digits, optionally starting with +)`);
    case 'invalid_nip':
      return i18n._(msg`Invalid number: a NIP has 10 digits with a valid check digit`);
    case 'invalid_postal_code':
      return i18n._(msg`Enter the postal code as NN-NNN`);
    case 'invalid_number':
      return i18n._(msg`Invalid number`);
    case 'invalid_value':
      return i18n._(msg`Invalid value`);
  }
}

/** Spec 8: the translated message for a failed call, chosen by the error's stable code. */
export function errorMessage(i18n: I18n, error: unknown): string {
  switch (errorCode(error)) {
    case 'UNAUTHENTICATED':
      return i18n._(msg`Your session has ended. Sign in again`);
    case 'FORBIDDEN':
      return i18n._(msg`You do not have access to this page.`);
    case 'NOT_FOUND':
      return i18n._(msg`Page not found`);
    case 'VALIDATION_FAILED':
      return i18n._(msg`Invalid form. Correct the marked fields`);
    case 'DUPLICATE_EMAIL':
      return i18n._(msg`Account with given email already exists. Choose other email or log in`);
    case 'ALREADY_REGISTERED':
      return i18n._(msg`Your registration is already complete`);
    case 'RATE_LIMITED':
      return i18n._(msg`Too many attempts. Wait a moment and try again`);
    case 'INTERNAL':
      return i18n._(msg`Operation failed. Try again later`);
    default:
      return i18n._(msg`An error has occurred. Try again`);
  }
}
