import { describe, expect, it } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { multipartBody, persistedOperation } from './environment';

describe('persisted operations', () => {
  const params = { id: 'a1b2', name: 'CoursesPageQuery', operationKind: 'query', text: null, metadata: {} } as const;

  it('sends the operation id, its name and the variables, never a document', () => {
    expect(persistedOperation(params as RequestParameters, { count: 5 })).toEqual({
      documentId: 'a1b2',
      operationName: 'CoursesPageQuery',
      variables: { count: 5 },
    });
  });

  it('refuses an operation the compiler did not persist', () => {
    const text = { ...params, id: null, text: 'query CoursesPageQuery { __typename }' };
    expect(() => persistedOperation(text as RequestParameters, {})).toThrow(/no persisted id/);
  });
});

describe('GraphQL multipart uploads', () => {
  it('sends the files as parts mapped to their variables, which go as null', async () => {
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    const video = new File([new Uint8Array([0, 0, 0, 24])], 'b.mp4', { type: 'video/mp4' });
    const variables = { input: { id: 'P1', name: 'Dron' }, file: 'x' };
    const form = multipartBody({ query: 'mutation M { m }', operationName: 'M', variables } as never, [
      ['input.video', video],
      ['file', picture],
    ]);
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      query: 'mutation M { m }',
      operationName: 'M',
      variables: { input: { id: 'P1', name: 'Dron', video: null }, file: null },
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.input.video'], 1: ['variables.file'] });
    expect((form.get('0') as File).name).toBe('b.mp4');
    expect((form.get('1') as File).name).toBe('a.png');
    // The caller's variables are left as they were.
    expect(variables.input).toEqual({ id: 'P1', name: 'Dron' });
  });
});
