import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, signIn, startHarness, type Harness, type SignedIn } from '../../../test/harness.ts';
import { gqlUpload, png } from '../../../test/uploads.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ UPLOAD_MAX_BYTES: '2048' });
});
afterAll(() => h.close());

const UPLOAD = `mutation ($file: Upload!) { addCompetenceFile(file: $file) { id originalName mimeType size url } }`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100, 0x20), Buffer.from('\n%%EOF\n')]);

const upload = (s: SignedIn, filename: string, content: Buffer) =>
  gqlUpload(h, s, UPLOAD, { file: null }, [{ path: 'variables.file', filename, content }]);

describe('competence files (GraphQL multipart uploads, storage, download)', () => {
  it('stores a PDF for its owner, lists it, and streams it only to the owner', async () => {
    const owner = await signIn(h, 'USER');
    const other = await signIn(h, 'USER');
    const body = await upload(owner, 'licencja A2.pdf', PDF);
    expect(body.errors).toBeUndefined();
    const file = body.data.addCompetenceFile;
    expect(file).toMatchObject({ originalName: 'licencja A2.pdf', mimeType: 'application/pdf', size: PDF.length });

    const listed = await graphql(
      h,
      `
        {
          viewer {
            competences {
              originalName
            }
          }
        }
      `,
      {},
      owner.headers,
    );
    expect(listed.body.data.viewer.competences).toEqual([{ originalName: 'licencja A2.pdf' }]);

    const download = await h.app.inject({ method: 'GET', url: file.url, headers: owner.headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const stranger = await h.app.inject({ method: 'GET', url: file.url, headers: other.headers });
    expect(stranger.statusCode).toBe(404);
    const visitor = await h.app.inject({ method: 'GET', url: file.url });
    expect(visitor.statusCode).toBe(404);

    const removeByOther = await graphql(
      h,
      `
        mutation ($id: ID!) {
          deleteCompetenceFile(id: $id)
        }
      `,
      { id: file.id },
      other.headers,
    );
    expect(removeByOther.body.errors?.[0].extensions.code).toBe('NOT_FOUND');
    const remove = await graphql(
      h,
      `
        mutation ($id: ID!) {
          deleteCompetenceFile(id: $id)
        }
      `,
      { id: file.id },
      owner.headers,
    );
    expect(remove.body.data.deleteCompetenceFile).toBe(true);
    expect((await h.app.inject({ method: 'GET', url: file.url, headers: owner.headers })).statusCode).toBe(404);
  });

  it('refuses a file whose content is not what its name says', async () => {
    const s = await signIn(h, 'USER');
    const body = await upload(s, 'cv.pdf', Buffer.from('MZ\x90\x00 definitely an executable'));
    expect(body.errors?.[0].extensions.code).toBe('UNSUPPORTED_FILE');
    const wrongExtension = await upload(s, 'photo.exe', PDF);
    expect(wrongExtension.errors?.[0].extensions.code).toBe('UNSUPPORTED_FILE');
    expect(await h.db.prisma.storedFile.count({ where: { ownerId: s.userId } })).toBe(0);
  });

  it('refuses a file over the size limit and keeps nothing', async () => {
    const s = await signIn(h, 'USER');
    const big = Buffer.concat([PDF, Buffer.alloc(4096, 0x20)]);
    const body = await upload(s, 'big.pdf', big);
    expect(body.errors?.[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await h.db.prisma.storedFile.count({ where: { ownerId: s.userId } })).toBe(0);
  });

  it('is refused to visitors and to roles without an account page', async () => {
    const visitor = await upload({ userId: '', headers: {} }, 'a.pdf', PDF);
    expect(visitor.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const admin = await upload(await signIn(h, 'ADMIN'), 'a.pdf', PDF);
    expect(admin.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('public pictures: sizes and file descriptors', () => {
  const openDescriptors = () => readdirSync('/proc/self/fd').length;

  async function publicPicture(content: Buffer) {
    const key = `test/${randomUUID()}`;
    await h.storage.put(key, Readable.from([content]), 1024 * 1024);
    return h.db.prisma.storedFile.create({
      data: { key, purpose: 'TEST', originalName: 'p.png', mimeType: 'image/png', size: content.length, public: true },
    });
  }

  it('answers 400 to sizes that are not ours, Object.prototype names included, and leaks nothing', async () => {
    const picture = await publicPicture(await png(64, 64));
    const before = openDescriptors();
    for (let i = 0; i < 60; i++) {
      for (const size of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'huge', '']) {
        const response = await h.app.inject({ method: 'GET', url: `/api/v1/files/${picture.id}?size=${size}` });
        expect(response.statusCode, size).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    }
    expect(openDescriptors() - before).toBeLessThan(10);
    const thumb = await h.app.inject({ method: 'GET', url: `/api/v1/files/${picture.id}?size=thumb` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('closes the original when a picture cannot be resized', async () => {
    const broken = await publicPicture(Buffer.concat([(await png(64, 64)).subarray(0, 40), Buffer.alloc(400, 7)]));
    const before = openDescriptors();
    for (let i = 0; i < 100; i++) {
      const response = await h.app.inject({ method: 'GET', url: `/api/v1/files/${broken.id}?size=medium` });
      expect(response.statusCode).toBe(415);
      await h.storage.delete(`${broken.key}.unreadable`); // decode again next time
    }
    expect(openDescriptors() - before).toBeLessThan(10);
  });

  it('tries an unreadable picture once, then answers from the remembered failure', async () => {
    const broken = await publicPicture(Buffer.concat([(await png(64, 64)).subarray(0, 40), Buffer.alloc(400, 7)]));
    const first = await h.app.inject({ method: 'GET', url: `/api/v1/files/${broken.id}?size=thumb` });
    expect(first.statusCode).toBe(415);
    await expect(h.storage.get(`${broken.key}.unreadable`)).resolves.toBeTruthy();
    // The original is gone from storage: only the remembered failure can answer now.
    await h.storage.delete(broken.key);
    const again = await h.app.inject({ method: 'GET', url: `/api/v1/files/${broken.id}?size=medium` });
    expect(again.statusCode).toBe(415);
  });
});
