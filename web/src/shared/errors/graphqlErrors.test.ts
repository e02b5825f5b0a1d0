import { describe, expect, it } from 'vitest';
import { GraphQLResponseError, errorCode, fieldErrors } from './graphqlErrors';

describe('GraphQL errors', () => {
  const error = new GraphQLResponseError([
    {
      message: 'Invalid form',
      extensions: {
        code: 'VALIDATION_FAILED',
        details: [
          { field: 'person.firstName', code: 'required' },
          { field: 'person.lastName', code: 'max_length', max: 100 },
          { field: 'nip', code: 'something_new' },
          { code: 'required' },
        ],
      },
    },
  ]);

  it('reads the stable code', () => {
    expect(errorCode(error)).toBe('VALIDATION_FAILED');
    expect(errorCode(new Error('network'))).toBeUndefined();
  });

  it('maps details to fields by their last path segment; unknown codes become invalid_value', () => {
    expect(fieldErrors(error)).toEqual({
      firstName: { field: 'person.firstName', code: 'required' },
      lastName: { field: 'person.lastName', code: 'max_length', max: 100 },
      nip: { field: 'nip', code: 'invalid_value' },
    });
  });
});
