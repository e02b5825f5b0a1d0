import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gid, signIn, startHarness, startWith, type Harness, type SignedIn } from '../test/harness.ts';

// Malformed GraphQL multipart requests (one of them killed the process: the upload parser
// emitted a second error nobody listened to). Each is refused with a 4xx, or reaches GraphQL as
// a request the resolver refuses with a client error code; never a 5xx, and the server must
// still answer afterwards. Sent by a signed-in user, so files reach the upload path.
let h: Harness;
let user: SignedIn;
beforeAll(async () => {
  ({ h, user } = await startWith({ user: 'USER' }));
});
afterAll(() => h.close());

const B = 'xYzBoundary';
const ops = JSON.stringify({
  query: 'mutation($f: Upload!){ addCompetenceFile(file: $f){ id size } }',
  variables: { f: null },
});
const map = JSON.stringify({ 0: ['variables.f'] });
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (headers: string, body = 'hello') => `--${B}\r\n${headers}\r\n\r\n${body}\r\n`;
const end = `--${B}--\r\n`;

const bodies: Record<string, string | Buffer> = {
  'NUL in a filename':
    field('operations', ops) +
    field('map', map) +
    file(`Content-Disposition: form-data; name="0"; filename="a\u0000b.pdf"`) +
    end,
  'control character in a header name':
    field('operations', ops) +
    field('map', map) +
    file(`Content\u0001-Disposition: form-data; name="0"; filename="a.pdf"`) +
    end,
  'header line without a colon':
    field('operations', ops) + field('map', map) + file('Content-Disposition form-data') + end,
  'NUL in a header name of the first part':
    `--${B}\r\nCon\u0000tent-Disposition: form-data; name="operations"\r\n\r\n${ops}\r\n` + end,
  'endless header':
    `--${B}\r\nContent-Disposition: form-data; name="operations"; x="${'a'.repeat(100_000)}"\r\n\r\n{}\r\n` + end,
  'truncated body':
    field('operations', ops) +
    field('map', map) +
    `--${B}\r\nContent-Disposition: form-data; name="0"; filename="a.pdf"\r\n\r\n%PDF-1.4`,
  'no parts at all': end,
  garbage: Buffer.from([0, 1, 2, 3, 255, 254, 13, 10, 13, 10]),
  'operations not JSON': field('operations', '{') + end,
  'map before operations': field('map', map) + field('operations', ops) + end,
  'map pointing nowhere': field('operations', ops) + field('map', JSON.stringify({ 0: ['variables.nope.deep'] })) + end,
  'map not an object': field('operations', ops) + field('map', '[1]') + end,
  'file without map':
    field('operations', ops) + file(`Content-Disposition: form-data; name="0"; filename="a.pdf"`) + end,
  'too many fields': field('operations', ops) + field('map', '{}') + field('extra', 'x') + end,
  'bad charset in filename*':
    field('operations', ops) +
    field('map', map) +
    file(`Content-Disposition: form-data; name="0"; filename*=x-bogus''%ff%00`) +
    end,
  'duplicate operations': field('operations', ops) + field('operations', ops) + end,
};

const contentTypes: Record<string, string> = {
  'no boundary': 'multipart/form-data',
  'empty boundary': 'multipart/form-data; boundary=',
  'boundary with NUL': `multipart/form-data; boundary=a\u0000b`,
  'overlong boundary': `multipart/form-data; boundary=${'b'.repeat(200)}`,
  'broken parameters': 'multipart/form-data; ;;=;boundary',
};

/** A 4xx, or GraphQL's 200 with errors that all carry a client code (a refused file, say). */
function expectClientError(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) return;
  const body = JSON.parse(response.body) as { errors?: { extensions?: { code?: string } }[] };
  expect(body.errors?.length, response.body).toBeGreaterThan(0);
  for (const error of body.errors ?? []) expect(error.extensions?.code, response.body).not.toBe('INTERNAL');
}

async function alive() {
  const response = await h.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
}

describe('malformed multipart requests to /graphql', () => {
  for (const [name, payload] of Object.entries(bodies)) {
    it(`${name}: refused as a client error, and the server lives on`, async () => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...user.headers, 'content-type': `multipart/form-data; boundary=${B}` },
        payload,
      });
      expectClientError(response);
      // A tick for any late parser error to surface as an uncaught exception.
      await new Promise((resolve) => setImmediate(resolve));
      await alive();
    });
  }
  for (const [name, type] of Object.entries(contentTypes)) {
    it(`content type with ${name}: 4xx, and the server lives on`, async () => {
      const response = await h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...user.headers, 'content-type': type },
        payload: field('operations', ops) + end,
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      await new Promise((resolve) => setImmediate(resolve));
      await alive();
    });
  }
});

describe('one upload limit, whether or not the request announces its length', () => {
  const upload = (bytes: number, operations = ops) => {
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 32)]);
    return (
      Buffer.from(
        field('operations', operations) +
          field('map', map) +
          `--${B}\r\nContent-Disposition: form-data; name="0"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ).toString('latin1') +
      content.toString('latin1') +
      `\r\n${end}`
    );
  };
  const send = (harness: Harness, owner: SignedIn, payload: string, chunked: boolean) =>
    harness.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        ...owner.headers,
        'content-type': `multipart/form-data; boundary=${B}`,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : {}),
      },
      payload: chunked ? Readable.from([Buffer.from(payload, 'latin1')]) : Buffer.from(payload, 'latin1'),
    });

  it('a 30 MB file with a Content-Length is stored (Yoga capped announced bodies at 25 MB)', async () => {
    // A lesson's file segment takes anything up to UPLOAD_MAX_BYTES (competence documents have
    // their own 10 MB cap).
    const admin = await signIn(h, 'ADMIN');
    const course = await h.db.prisma.course.create({
      data: { courseType: 'THEORETICAL', title: 'Upload course', category: 'OPEN' },
    });
    const subject = await h.db.prisma.subject.create({ data: { courseId: course.id, title: 'S', position: 1 } });
    const lesson = await h.db.prisma.lesson.create({ data: { subjectId: subject.id, title: 'L', position: 1 } });
    const segment = await h.db.prisma.lessonSegment.create({
      data: { lessonId: lesson.id, segmentType: 'FILE', position: 1 },
    });
    const segmentOps = JSON.stringify({
      query: 'mutation($f: Upload!, $id: ID!){ updateLessonSegment(input: { id: $id, file: $f }){ id } }',
      variables: { f: null, id: gid('LessonSegment', segment.id) },
    });
    const response = await send(h, admin, upload(30 * 1024 * 1024, segmentOps), false);
    const body = response.json() as { errors?: unknown };
    expect(body.errors, response.body).toBeUndefined();
    const stored = await h.db.prisma.lessonSegment.findUniqueOrThrow({
      where: { id: segment.id },
      include: { file: true },
    });
    expect(stored.file?.size).toBe(30 * 1024 * 1024);
  });

  it('over UPLOAD_MAX_BYTES is PAYLOAD_TOO_LARGE both chunked and with a Content-Length', async () => {
    const small = await startHarness({ UPLOAD_MAX_BYTES: String(64 * 1024) });
    try {
      const owner = await signIn(small, 'USER');
      for (const chunked of [false, true]) {
        const response = await send(small, owner, upload(200 * 1024), chunked);
        const body = response.json() as { errors?: { extensions?: { code?: string } }[] };
        expect(body.errors?.[0]?.extensions?.code, `chunked: ${chunked}`).toBe('PAYLOAD_TOO_LARGE');
        const ok = await send(small, owner, upload(32 * 1024), chunked);
        expect((ok.json() as { errors?: unknown }).errors).toBeUndefined();
      }
      expect(await small.db.prisma.storedFile.count({ where: { size: { gt: 64 * 1024 } } })).toBe(0);
    } finally {
      await small.close();
    }
  });
});
