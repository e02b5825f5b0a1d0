import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';
import { parseRange } from './media.ts';
import { createLearningCourse, giveCourse, type LearningCourse } from '../../../test/fixtures.ts';

/** GET /api/v1/lesson-media/{segmentId}: HTTP Range (seeking), headers, and who gets bytes. */

let h: Harness;
let learner: SignedIn;
let admin: SignedIn;
let course: LearningCourse;
const VIDEO = Buffer.concat([Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70]), Buffer.alloc(10_000, 7)]);
for (let i = 0; i < VIDEO.length; i++) VIDEO[i] = i === 4 ? 0x66 : VIDEO[i]! ^ (i % 251);

let videoUrl: string;
let fileUrl: string;

beforeAll(async () => {
  h = await startHarness();
  [learner, admin] = await Promise.all([signIn(h, 'USER'), signIn(h, 'ADMIN')]);
  course = await createLearningCourse(h.db.prisma, h.storage, {
    subjects: [
      [
        { media: { segmentType: 'VIDEO', bytes: VIDEO, mimeType: 'video/mp4', name: 'lot próbny.mp4' } },
        {
          media: {
            segmentType: 'FILE',
            bytes: Buffer.from('checklist'),
            mimeType: 'application/octet-stream',
            name: 'a.txt',
          },
        },
      ],
    ],
  });
  await giveCourse(h.db.prisma, learner.userId, course);
  videoUrl = `/api/v1/lesson-media/${course.subjects[0]!.lessons[0]!.mediaSegmentId}`;
  fileUrl = `/api/v1/lesson-media/${course.subjects[0]!.lessons[1]!.mediaSegmentId}`;
});
afterAll(() => h.close());

const get = (url: string, s: SignedIn | null, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url, headers: { ...(s?.headers ?? {}), ...headers } });

describe('parseRange', () => {
  it('reads one range strictly and ignores what it cannot read', () => {
    expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'part', range: { start: 0, end: 9 } });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=90-1000', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'part', range: { start: 90, end: 99 } });
    expect(parseRange('bytes=-1000', 100)).toEqual({ kind: 'part', range: { start: 0, end: 99 } });
    expect(parseRange('BYTES=5-5', 100)).toEqual({ kind: 'part', range: { start: 5, end: 5 } });
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=99999999999999999999999-', 100)).toEqual({ kind: 'unsatisfiable' });
    for (const ignored of [
      'bytes=',
      'bytes=-',
      'bytes=5-1',
      'bytes=a-b',
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=1.5-2',
      '0-1',
    ]) {
      expect(parseRange(ignored, 100), ignored).toEqual({ kind: 'whole' });
    }
  });
});

describe('streaming with HTTP Range', () => {
  it('answers the whole file with Accept-Ranges, private caching and inline disposition', async () => {
    const response = await get(videoUrl, learner);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(VIDEO)).toBe(true);
    expect(response.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-length': String(VIDEO.length),
    });
    expect(response.headers['cache-control']).toMatch(/^private/);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''${encodeURIComponent('lot próbny.mp4')}`,
    );
  });

  it('answers a range 206 with Content-Range, so a player can seek', async () => {
    const response = await get(videoUrl, learner, { range: 'bytes=1000-1999' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${VIDEO.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(VIDEO.subarray(1000, 2000))).toBe(true);

    const tail = await get(videoUrl, learner, { range: 'bytes=-100' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(VIDEO.subarray(VIDEO.length - 100))).toBe(true);
    const open = await get(videoUrl, admin, { range: 'bytes=10000-' });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(VIDEO.subarray(10_000))).toBe(true);
  });

  it('answers 416 with the size for a range beyond the end, and the whole file for a malformed one', async () => {
    const beyond = await get(videoUrl, learner, { range: `bytes=${VIDEO.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${VIDEO.length}`);
    expect(beyond.rawPayload.length).toBe(0);
    const malformed = await get(videoUrl, learner, { range: 'bytes=oops' });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.rawPayload.length).toBe(VIDEO.length);
  });

  it('honours If-Range only for the same file version', async () => {
    const first = await get(videoUrl, learner);
    const etag = first.headers.etag as string;
    expect((await get(videoUrl, learner, { range: 'bytes=0-9', 'if-range': etag })).statusCode).toBe(206);
    expect((await get(videoUrl, learner, { range: 'bytes=0-9', 'if-range': '"other"' })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await h.app.inject({ method: 'HEAD', url: videoUrl, headers: learner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.length).toBe(0);
    const anonymous = await h.app.inject({ method: 'HEAD', url: videoUrl });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves a FILE segment as an attachment', async () => {
    const response = await get(fileUrl, learner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.body).toBe('checklist');
  });

  it('answers 404 for a text segment, an unknown or malformed id', async () => {
    const text = course.subjects[0]!.lessons[0]!.textSegmentId;
    for (const id of [text, '3f1c2a4e-0000-4000-8000-000000000000', 'nope', '..%2F..%2Fetc']) {
      const response = await get(`/api/v1/lesson-media/${id}`, learner);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});
