import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { GraphQLResponseError } from './graphqlErrors';
import { errorMessage, validationMessage } from './messages';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
const failure = (code: string, message = 'server text', rule?: string) =>
  new GraphQLResponseError([{ message, extensions: { code, ...(rule ? { rule } : {}) } }]);

describe('catalogue error messages', () => {
  it('maps the catalogue codes to the spec messages', () => {
    expect(errorMessage(i18n, failure('DUPLICATE_DISCOUNT_CODE'))).toBe('Discount code must have unique value');
    expect(errorMessage(i18n, failure('UNSUPPORTED_FILE'))).toBe('This file type is not supported');
    expect(errorMessage(i18n, failure('PAYLOAD_TOO_LARGE'))).toBe('The file is too large');
    expect(errorMessage(i18n, failure('PICTURE_TOO_LARGE'))).toBe(
      'The picture has too many pixels: at most 40 megapixels (e.g. 8000 × 5000)',
    );
    expect(errorMessage(i18n, failure('SERVICE_UNAVAILABLE'))).toBe(
      'The service is briefly unavailable. Try again in a moment',
    );
    expect(validationMessage(i18n, 'invalid_url')).toBe('Enter a valid link starting with http:// or https://');
    expect(validationMessage(i18n, 'max_length', 2000)).toBe('Maximum length is 2000 characters');
  });

  it('recognises a business rule by its id, whatever the wording, else shows the message', () => {
    expect(errorMessage(i18n, failure('BUSINESS_RULE', 'Reworded by the server', 'PRODUCT_KEEPS_ONE_VARIANT'))).toBe(
      'A product must have at least one variant',
    );
    expect(errorMessage(i18n, failure('BUSINESS_RULE', 'Some new rule'))).toBe('Some new rule');
    expect(errorMessage(i18n, failure('BUSINESS_RULE', ''))).toBe('This operation is not allowed');
  });

  it('adds when a refused change becomes possible, in Warsaw time, when the server tells it', () => {
    const refusal = new GraphQLResponseError([
      {
        message: 'server text',
        extensions: { code: 'BUSINESS_RULE', rule: 'UNLOCK_NOT_OPEN', availableFrom: '2026-12-01T07:00:00.000Z' },
      },
    ]);
    expect(errorMessage(i18n, refusal)).toBe(
      'The exam can be unlocked from 60 minutes before the start until the end of the slot (possible from 2026-12-01 08:00)',
    );
    expect(errorMessage(i18n, failure('BUSINESS_RULE', 'server text', 'SLOT_OVERLAPS'))).toBe(
      'This slot overlaps another of your slots',
    );
  });
});
