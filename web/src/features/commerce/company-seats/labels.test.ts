import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { bulkFailureMessage, rowIdOf } from './labels';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('bulkFailureMessage', () => {
  it('gives spec 8 messages for the assignment codes', () => {
    expect(bulkFailureMessage(i18n, 'DUPLICATE_COURSE')).toBe('User already owns this course');
    expect(bulkFailureMessage(i18n, 'BAD_EMAIL')).toBe('Invalid email address');
    expect(bulkFailureMessage(i18n, 'BAD_ROLE')).toBe('Cannot give course access to business user');
    expect(bulkFailureMessage(i18n, undefined)).toBe('An error has occurred. Try again');
    expect(bulkFailureMessage(i18n, 'SOMETHING_NEW')).toBe('An error has occurred. Try again');
  });

  it('names a business rule such as running out of seats', () => {
    expect(bulkFailureMessage(i18n, 'NO_FREE_SEATS')).toBe('There are not enough free seats for this course');
  });
});

describe('rowIdOf', () => {
  it('reads the row id of a global id and leaves anything else alone', () => {
    expect(rowIdOf(btoa('CompanySeat:0a1b'))).toBe('0a1b');
    expect(rowIdOf('not base64!')).toBe('not base64!');
  });
});
