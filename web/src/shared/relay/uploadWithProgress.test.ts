import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Environment, GraphQLTaggedNode } from 'relay-runtime';

vi.mock('relay-runtime', () => ({
  getRequest: (node: unknown) => node,
  createOperationDescriptor: (request: unknown, variables: unknown) => ({ request, variables }),
}));
vi.mock('../session/session', () => ({
  getSession: () => ({ csrfToken: 'csrf-1' }),
  leaveToPublicRoot: vi.fn(),
}));

const { isUploadAborted, uploadWithProgress } = await import('./uploadWithProgress');
const { leaveToPublicRoot } = await import('../session/session');

/** A stand-in XMLHttpRequest: records what is sent, lets the test play the server. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const mutation = {
  kind: 'Request',
  params: { id: 'op-1', name: 'SegmentDialogCreateMutation', operationKind: 'mutation' },
} as unknown as GraphQLTaggedNode;

function start(onProgress = vi.fn()) {
  const environment = { commitPayload: vi.fn() };
  const file = new File([new Uint8Array([1, 2, 3])], 'clip.mp4', { type: 'video/mp4' });
  const handle = uploadWithProgress({
    environment: environment as unknown as Environment,
    mutation,
    variables: { input: { lessonId: 'L1', segmentType: 'VIDEO', file: null } },
    uploadables: { 'input.file': file },
    onProgress,
  });
  return { handle, environment, onProgress, xhr: FakeXhr.last };
}

describe('uploadWithProgress', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('posts the persisted operation as a multipart body with the cookie and the CSRF token', () => {
    const { xhr } = start();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/graphql');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers['x-csrf-token']).toBe('csrf-1');
    expect(JSON.parse(String(xhr.body?.get('operations')))).toEqual({
      documentId: 'op-1',
      operationName: 'SegmentDialogCreateMutation',
      variables: { input: { lessonId: 'L1', segmentType: 'VIDEO', file: null } },
    });
    expect(JSON.parse(String(xhr.body?.get('map')))).toEqual({ 0: ['variables.input.file'] });
    expect((xhr.body?.get('0') as File).name).toBe('clip.mp4');
  });

  it('reports progress in percent and commits the answer to the store', async () => {
    const { handle, xhr, onProgress, environment } = start();
    xhr.upload.onprogress?.({ loaded: 25, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 5, total: 0, lengthComputable: false });
    expect(onProgress).toHaveBeenNthCalledWith(1, { loaded: 25, total: 100, percent: 25 });
    expect(onProgress).toHaveBeenNthCalledWith(2, { loaded: 5, total: null, percent: null });
    const data = { createLessonSegment: { id: 'L1' } };
    xhr.answer(200, { data });
    await expect(handle.promise).resolves.toEqual(data);
    expect(environment.commitPayload).toHaveBeenCalledWith(expect.objectContaining({ request: mutation }), data);
  });

  it('rejects with the error codes when the server refuses, and with AbortError when cancelled', async () => {
    const refused = start();
    refused.xhr.answer(200, { errors: [{ message: 'no', extensions: { code: 'UNSUPPORTED_FILE' } }] });
    await expect(refused.handle.promise).rejects.toMatchObject({
      errors: [{ extensions: { code: 'UNSUPPORTED_FILE' } }],
    });
    expect(refused.environment.commitPayload).not.toHaveBeenCalled();

    const tooLarge = start();
    tooLarge.xhr.answer(413, 'Payload Too Large');
    await expect(tooLarge.handle.promise).rejects.toMatchObject({
      errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });

    const cancelled = start();
    cancelled.handle.abort();
    const error = await cancelled.handle.promise.catch((e: unknown) => e);
    expect(isUploadAborted(error)).toBe(true);
  });

  it('signs out on 401 and on UNAUTHENTICATED', () => {
    start().xhr.answer(401, '');
    start().xhr.answer(200, { errors: [{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }] });
    expect(leaveToPublicRoot).toHaveBeenCalledTimes(2);
  });
});
