// The whole app on S3 storage (s3rver): uploads through GraphQL, downloads through the app's own
// authorization checks (files are never served from the bucket directly), renditions, deletion.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';
import { graphql, localOf, signIn, startHarness, type Harness, type SignedIn } from './harness.ts';
import { gqlUpload, png } from './uploads.ts';
import { createLearningCourse, giveCourse } from './fixtures.ts';
import { S3Storage } from '../platform/storage/s3.ts';

const MiB = 1024 * 1024;
const PREFIX = 'academy';

let fake: FakeS3;
let h: Harness;
let client: S3Client;
beforeAll(async () => {
  fake = await startFakeS3('academy-files', PREFIX);
  h = await startHarness({ ...fake.env, UPLOAD_MAX_BYTES: String(8 * MiB) });
  client = new S3Client({
    region: 'us-east-1',
    endpoint: fake.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: fake.env.S3_ACCESS_KEY_ID!, secretAccessKey: fake.env.S3_SECRET_ACCESS_KEY! },
  });
});
afterAll(async () => {
  await h.close();
  (h.storage as S3Storage).destroy();
  client.destroy();
  await fake.close();
});

/** Every key in the bucket, without the configured prefix. */
async function bucketKeys(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: fake.bucket }));
  return (listed.Contents ?? []).map((o) => {
    expect(o.Key!.startsWith(`${PREFIX}/`)).toBe(true);
    return o.Key!.slice(PREFIX.length + 1);
  });
}

const UPLOAD = `mutation ($file: Upload!) { addCompetenceFile(file: $file) { id size url } }`;
const DELETE = `mutation ($id: ID!) { deleteCompetenceFile(id: $id) }`;
const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const upload = (s: SignedIn, content: Buffer) =>
  gqlUpload(h, s, UPLOAD, { file: null }, [{ path: 'variables.file', filename: 'licence.pdf', content }]);

describe('the app with S3 storage', () => {
  it('is configured by STORAGE_URL', () => {
    expect(h.storage).toBeInstanceOf(S3Storage);
  });

  it('stores an upload (multipart: over one part) in the bucket and serves it only to its owner', async () => {
    const owner = await signIn(h, 'USER');
    const other = await signIn(h, 'USER');
    const content = pdf(6 * MiB + 77);
    const body = await upload(owner, content);
    expect(body.errors).toBeUndefined();
    const file = body.data.addCompetenceFile;
    expect(file.size).toBe(content.length);
    const row = await h.db.prisma.storedFile.findUniqueOrThrow({ where: { id: localOf(file.id) } });
    expect(await bucketKeys()).toContain(row.key);

    const download = await h.app.inject({ method: 'GET', url: file.url, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(content)).toBe(true);
    expect((await h.app.inject({ method: 'GET', url: file.url, headers: other.headers })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: file.url })).statusCode).toBe(404);

    const removed = await graphql(h, DELETE, { id: file.id }, owner.headers);
    expect(removed.body.data.deleteCompetenceFile).toBe(true);
    expect(await bucketKeys()).not.toContain(row.key);
    expect((await h.app.inject({ method: 'GET', url: file.url, headers: owner.headers })).statusCode).toBe(404);
  });

  it('refuses an upload over UPLOAD_MAX_BYTES and keeps nothing in the bucket', async () => {
    const s = await signIn(h, 'USER');
    const before = await bucketKeys();
    const body = await upload(s, pdf(9 * MiB));
    expect(body.errors?.[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await h.db.prisma.storedFile.count({ where: { ownerId: s.userId } })).toBe(0);
    expect(await bucketKeys()).toEqual(before);
  });

  it('makes a picture rendition and keeps it in the bucket; an unreadable picture answers 415', async () => {
    const picture = async (content: Buffer) => {
      const key = `test/${randomUUID()}`;
      await h.storage.put(key, Readable.from([content]), 4 * MiB);
      return h.db.prisma.storedFile.create({
        data: {
          key,
          purpose: 'TEST',
          originalName: 'p.png',
          mimeType: 'image/png',
          size: content.length,
          public: true,
        },
      });
    };
    const good = await picture(await png(900, 600));
    const thumb = await h.app.inject({ method: 'GET', url: `/api/v1/files/${good.id}?size=thumb` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await bucketKeys()).filter((key) => key.startsWith(good.key)).length).toBe(2);

    const broken = await picture(Buffer.concat([(await png(64, 64)).subarray(0, 40), Buffer.alloc(400, 7)]));
    const refused = await h.app.inject({ method: 'GET', url: `/api/v1/files/${broken.id}?size=medium` });
    expect(refused.statusCode).toBe(415);
  });

  it('streams a lesson video with HTTP Range to a learner of the course only; a lost object is 404', async () => {
    const video = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(6 * MiB)]);
    for (let i = 12; i < video.length; i += 997) video[i] = i % 251;
    const course = await createLearningCourse(h.db.prisma, h.storage, {
      subjects: [[{ media: { segmentType: 'VIDEO', bytes: video, mimeType: 'video/mp4', name: 'flight.mp4' } }]],
    });
    const [learner, stranger] = await Promise.all([signIn(h, 'USER'), signIn(h, 'USER')]);
    await giveCourse(h.db.prisma, learner.userId, course);
    const url = `/api/v1/lesson-media/${course.subjects[0]!.lessons[0]!.mediaSegmentId}`;
    const get = (s: SignedIn, range: string) => h.app.inject({ method: 'GET', url, headers: { ...s.headers, range } });

    const start = 5 * MiB - 10;
    const part = await get(learner, `bytes=${start}-${start + 99}`);
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 99}/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(start, start + 100))).toBe(true);
    const refused = await get(stranger, 'bytes=0-99');
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-range']).toBeUndefined();

    const segment = await h.db.prisma.lessonSegment.findUniqueOrThrow({
      where: { id: course.subjects[0]!.lessons[0]!.mediaSegmentId! },
      include: { file: true },
    });
    await h.storage.delete(segment.file!.key);
    const lost = await get(learner, 'bytes=0-99');
    expect(lost.statusCode).toBe(404);
    expect(lost.json().code).toBe('NOT_FOUND');
  });
});
