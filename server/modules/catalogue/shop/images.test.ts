import { access } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { PICTURE_MAX_PIXELS } from '../../../contract/policies.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphql, localOf, signIn, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { gqlUpload, MP4, png } from '../../../test/uploads.ts';

let h: Harness;
let admin: SignedIn;
let picture: Buffer;
beforeAll(async () => {
  ({ h, admin } = await startWith({ admin: 'ADMIN' }, { UPLOAD_MAX_BYTES: String(8 * 1024 * 1024) }));
  picture = await png(1600, 1000);
});
afterAll(() => h.close());

const GALLERY = `id videoUrl mainImage { id url thumbnailUrl mediumUrl }
  images { id isMain sortOrder picture { id url thumbnailUrl mediumUrl } }`;
const ADD = `mutation ($productId: ID!, $file: Upload!) { addProductImage(productId: $productId, file: $file) { ${GALLERY} } }`;
const SET_MAIN = `mutation ($imageId: ID!) { setMainProductImage(imageId: $imageId) { ${GALLERY} } }`;
const MOVE = `mutation ($imageId: ID!, $direction: MoveDirection!) { moveProductImage(imageId: $imageId, direction: $direction) { ${GALLERY} } }`;
const DELETE_IMAGE = `mutation ($imageId: ID!) { deleteProductImage(imageId: $imageId) { ${GALLERY} } }`;
const DELETE_PRODUCT = `mutation ($id: ID!) { deleteProduct(id: $id) }`;
const UPDATE = `mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { ${GALLERY} } }`;

interface Image {
  id: string;
  isMain: boolean;
  sortOrder: number;
  picture: { id: string; url: string; thumbnailUrl: string; mediumUrl: string };
}

const rowId = (globalId: string) => Buffer.from(globalId, 'base64').toString().split(':')[1]!;

async function newProduct(name = 'Galeria') {
  const { body } = await graphql(
    h,
    `
      mutation ($input: CreateProductInput!) {
        createProduct(input: $input) {
          id
        }
      }
    `,
    { input: { name, category: 'EQUIPMENT' } },
    admin.headers,
  );
  // Published (stored directly): these tests read the gallery as the shop shows it.
  await h.db.prisma.product.update({ where: { id: rowId(body.data.createProduct.id) }, data: { published: true } });
  return body.data.createProduct.id as string;
}

async function add(productId: string, filename = 'zdjecie.png', content = picture, who: SignedIn | null = admin) {
  return gqlUpload(h, who, ADD, { productId, file: null }, [{ path: 'variables.file', filename, content }]);
}

const exists = (key: string) =>
  access(path.join(h.config.storageDir, key)).then(
    () => true,
    () => false,
  );

describe('product pictures', () => {
  it('stores uploaded pictures publicly; the first becomes main, the next are appended', async () => {
    const productId = await newProduct();
    const first = await add(productId);
    expect(first.errors).toBeUndefined();
    const [image] = first.data.addProductImage.images as Image[];
    expect(image).toMatchObject({ isMain: true, sortOrder: 0 });
    expect(first.data.addProductImage.mainImage).toEqual(image!.picture);
    const fileId = localOf(image!.picture.id);
    expect(image!.picture).toMatchObject({
      url: `/api/v1/files/${fileId}`,
      thumbnailUrl: `/api/v1/files/${fileId}?size=thumb`,
      mediumUrl: `/api/v1/files/${fileId}?size=medium`,
    });
    const stored = await h.db.prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } });
    expect(stored).toMatchObject({ public: true, purpose: 'PRODUCT_IMAGE', mimeType: 'image/png', ownerId: null });

    const jpeg = await sharp(picture).jpeg().toBuffer();
    const second = await add(productId, 'drugie.JPG', jpeg);
    const third = await add(productId, 'trzecie.jpeg', jpeg);
    expect(second.errors).toBeUndefined();
    const images = third.data.addProductImage.images as Image[];
    expect(images.map((i) => [i.isMain, i.sortOrder])).toEqual([
      [true, 0],
      [false, 1],
      [false, 2],
    ]);

    // Anyone may see the original.
    const original = await h.app.inject({ method: 'GET', url: image!.picture.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(picture)).toBe(true);
  });

  it('serves a WebP thumbnail smaller than the original', async () => {
    const productId = await newProduct('Miniatura');
    const { data } = await add(productId);
    const image = data.addProductImage.images[0] as Image;
    const thumb = await h.app.inject({ method: 'GET', url: image.picture.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.length).toBeLessThan(picture.length);
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(480);
    const medium = await h.app.inject({ method: 'GET', url: image.picture.mediumUrl });
    expect((await sharp(medium.rawPayload).metadata()).width).toBe(1200);
  });

  it('refuses files that are not .png/.jpg/.jpeg pictures, and keeps nothing', async () => {
    const productId = await newProduct('Zle pliki');
    const before = await h.db.prisma.storedFile.count();
    const fake = await add(productId, 'dron.png', Buffer.from('definitely not a picture, just text'));
    expect(errorCode(fake)).toBe('UNSUPPORTED_FILE');
    const gif = await add(productId, 'dron.gif', Buffer.from('GIF89a\x01\x00\x01\x00'));
    expect(errorCode(gif)).toBe('UNSUPPORTED_FILE');
    const renamed = await add(productId, 'dron.pdf', picture);
    expect(errorCode(renamed)).toBe('UNSUPPORTED_FILE');
    expect(await h.db.prisma.storedFile.count()).toBe(before);
    expect(await h.db.prisma.productImage.count({ where: { productId: localOf(productId) } })).toBe(0);
  });

  it('answers NOT_FOUND for an unknown product and refuses other roles', async () => {
    const before = await h.db.prisma.storedFile.count();
    expect(errorCode(await add('UHJvZHVjdDowMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDA='))).toBe('NOT_FOUND');
    const productId = await newProduct('Role');
    expect(errorCode(await add(productId, 'a.png', picture, null))).toBe('UNAUTHENTICATED');
    expect(errorCode(await add(productId, 'a.png', picture, await signIn(h, 'USER')))).toBe('FORBIDDEN');
    expect(errorCode(await add(productId, 'a.png', picture, await signIn(h, 'INSTRUCTOR')))).toBe('FORBIDDEN');
    expect(await h.db.prisma.storedFile.count()).toBe(before);
  });

  it('keeps exactly one main picture, moves pictures and deletes them with their files', async () => {
    const productId = await newProduct('Kolejnosc');
    for (const seed of [1, 2, 3]) await add(productId, `p${seed}.png`, await png(64, 48, seed));
    const { body } = await graphql(h, `query ($id: ID!) { product(id: $id) { ${GALLERY} } }`, { id: productId });
    const [a, b, c] = body.data.product.images as Image[];

    const main = await graphql(h, SET_MAIN, { imageId: c!.id }, admin.headers);
    const afterMain = main.body.data.setMainProductImage.images as Image[];
    expect(afterMain.filter((i) => i.isMain).map((i) => i.id)).toEqual([c!.id]);
    expect(main.body.data.setMainProductImage.mainImage.id).toBe(c!.picture.id);

    const up = await graphql(h, MOVE, { imageId: c!.id, direction: 'UP' }, admin.headers);
    expect((up.body.data.moveProductImage.images as Image[]).map((i) => i.id)).toEqual([a!.id, c!.id, b!.id]);
    const down = await graphql(h, MOVE, { imageId: a!.id, direction: 'DOWN' }, admin.headers);
    expect((down.body.data.moveProductImage.images as Image[]).map((i) => i.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((down.body.data.moveProductImage.images as Image[]).map((i) => i.sortOrder)).toEqual([0, 1, 2]);
    // At either end nothing moves.
    const top = await graphql(h, MOVE, { imageId: c!.id, direction: 'UP' }, admin.headers);
    expect((top.body.data.moveProductImage.images as Image[]).map((i) => i.id)).toEqual([c!.id, a!.id, b!.id]);
    const bottom = await graphql(h, MOVE, { imageId: b!.id, direction: 'DOWN' }, admin.headers);
    expect((bottom.body.data.moveProductImage.images as Image[]).map((i) => i.id)).toEqual([c!.id, a!.id, b!.id]);

    // Deleting the main picture makes the first remaining one main, and removes the file.
    const file = await h.db.prisma.storedFile.findUniqueOrThrow({ where: { id: localOf(c!.picture.id) } });
    await h.app.inject({ method: 'GET', url: c!.picture.thumbnailUrl }); // a rendition exists too
    expect(await exists(`${file.key}.thumb.webp`)).toBe(true);
    const deleted = await graphql(h, DELETE_IMAGE, { imageId: c!.id }, admin.headers);
    const remaining = deleted.body.data.deleteProductImage.images as Image[];
    expect(remaining.map((i) => [i.id, i.isMain])).toEqual([
      [a!.id, true],
      [b!.id, false],
    ]);
    expect(await h.db.prisma.storedFile.count({ where: { id: file.id } })).toBe(0);
    expect(await exists(file.key)).toBe(false);
    expect(await exists(`${file.key}.thumb.webp`)).toBe(false);
    expect((await h.app.inject({ method: 'GET', url: c!.picture.url })).statusCode).toBe(404);

    // Deleting a picture that is not main leaves the main one.
    const again = await graphql(h, DELETE_IMAGE, { imageId: b!.id }, admin.headers);
    expect((again.body.data.deleteProductImage.images as Image[]).map((i) => [i.id, i.isMain])).toEqual([
      [a!.id, true],
    ]);
    const last = await graphql(h, DELETE_IMAGE, { imageId: a!.id }, admin.headers);
    expect(last.body.data.deleteProductImage).toMatchObject({ images: [], mainImage: null });

    for (const mutation of [SET_MAIN, DELETE_IMAGE]) {
      expect(errorCode((await graphql(h, mutation, { imageId: a!.id }, admin.headers)).body)).toBe('NOT_FOUND');
      expect(errorCode((await graphql(h, mutation, { imageId: 'nope' }, admin.headers)).body)).toBe('NOT_FOUND');
    }
    expect(errorCode((await graphql(h, MOVE, { imageId: a!.id, direction: 'UP' }, admin.headers)).body)).toBe(
      'NOT_FOUND',
    );
  });

  it('refuses gallery changes to other roles', async () => {
    const productId = await newProduct('Role galerii');
    const { data } = await add(productId);
    const imageId = data.addProductImage.images[0].id;
    const user = await signIn(h, 'USER');
    for (const [mutation, vars] of [
      [SET_MAIN, { imageId }],
      [MOVE, { imageId, direction: 'DOWN' }],
      [DELETE_IMAGE, { imageId }],
    ] as const) {
      expect(errorCode((await graphql(h, mutation, vars)).body)).toBe('UNAUTHENTICATED');
      expect(errorCode((await graphql(h, mutation, vars, user.headers)).body)).toBe('FORBIDDEN');
    }
    expect(await h.db.prisma.productImage.count({ where: { id: localOf(imageId) } })).toBe(1);
  });
});

describe('product video', () => {
  it('stores an uploaded .mp4 as the video, replaces it by a link, and removes it', async () => {
    const productId = await newProduct('Wideo');
    const uploaded = await gqlUpload(h, admin, UPDATE, { input: { id: productId, video: null } }, [
      { path: 'variables.input.video', filename: 'lot.mp4', content: MP4 },
    ]);
    expect(uploaded.errors).toBeUndefined();
    const videoUrl = uploaded.data.updateProduct.videoUrl as string;
    expect(videoUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/);
    const fileId = videoUrl.split('/').at(-1)!;
    const file = await h.db.prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } });
    expect(file).toMatchObject({ public: true, purpose: 'PRODUCT_VIDEO', mimeType: 'video/mp4' });
    const served = await h.app.inject({ method: 'GET', url: videoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');

    // Saving the form with the same URL changes nothing.
    const same = await graphql(h, UPDATE, { input: { id: productId, videoUrl } }, admin.headers);
    expect(same.body.data.updateProduct.videoUrl).toBe(videoUrl);

    const link = await graphql(
      h,
      UPDATE,
      { input: { id: productId, videoUrl: 'https://vimeo.com/123' } },
      admin.headers,
    );
    expect(link.body.data.updateProduct.videoUrl).toBe('https://vimeo.com/123');
    expect(await h.db.prisma.storedFile.count({ where: { id: fileId } })).toBe(0);
    expect(await exists(file.key)).toBe(false);

    const second = await gqlUpload(h, admin, UPDATE, { input: { id: productId, video: null } }, [
      { path: 'variables.input.video', filename: 'drugi.mp4', content: MP4 },
    ]);
    const secondId = (second.data.updateProduct.videoUrl as string).split('/').at(-1)!;
    const removed = await graphql(h, UPDATE, { input: { id: productId, removeVideo: true } }, admin.headers);
    expect(removed.body.data.updateProduct.videoUrl).toBeNull();
    expect(await h.db.prisma.storedFile.count({ where: { id: secondId } })).toBe(0);
  });

  it('refuses a video that is not an .mp4 and changes nothing', async () => {
    const productId = await newProduct('Zle wideo');
    const before = await h.db.prisma.storedFile.count();
    const bad = await gqlUpload(h, admin, UPDATE, { input: { id: productId, name: 'Nowa nazwa', video: null } }, [
      { path: 'variables.input.video', filename: 'lot.avi', content: MP4 },
    ]);
    expect(errorCode(bad)).toBe('UNSUPPORTED_FILE');
    const product = await h.db.prisma.product.findUniqueOrThrow({ where: { id: localOf(productId) } });
    expect(product).toMatchObject({ name: 'Zle wideo', videoUrl: null });
    expect(await h.db.prisma.storedFile.count()).toBe(before);
    // Invalid fields with an upload: nothing is stored either.
    const invalid = await gqlUpload(h, admin, UPDATE, { input: { id: productId, name: '', video: null } }, [
      { path: 'variables.input.video', filename: 'lot.mp4', content: MP4 },
    ]);
    expect(errorCode(invalid)).toBe('VALIDATION_FAILED');
    expect(await h.db.prisma.storedFile.count()).toBe(before);
  });
});

describe('deleteProduct', () => {
  it('deletes the product with its variants, pictures, video and their files', async () => {
    const productId = await newProduct('Do usuniecia');
    await add(productId);
    const withImages = await add(productId, 'b.png', await png(40, 30, 7));
    await gqlUpload(h, admin, UPDATE, { input: { id: productId, video: null } }, [
      { path: 'variables.input.video', filename: 'lot.mp4', content: MP4 },
    ]);
    const id = localOf(productId);
    const files = await h.db.prisma.storedFile.findMany({
      where: { OR: [{ productImages: { some: { productId: id } } }, { productVideos: { some: { id } } }] },
    });
    expect(files).toHaveLength(3);
    const url = withImages.data.addProductImage.images[0].picture.url;

    const user = await signIn(h, 'USER');
    expect(errorCode((await graphql(h, DELETE_PRODUCT, { id: productId }, user.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, DELETE_PRODUCT, { id: productId })).body)).toBe('UNAUTHENTICATED');

    const { body } = await graphql(h, DELETE_PRODUCT, { id: productId }, admin.headers);
    expect(body.data.deleteProduct).toBe(productId);
    expect(await h.db.prisma.product.count({ where: { id } })).toBe(0);
    expect(await h.db.prisma.productVariant.count({ where: { productId: id } })).toBe(0);
    expect(await h.db.prisma.productImage.count({ where: { productId: id } })).toBe(0);
    expect(await h.db.prisma.storedFile.count({ where: { id: { in: files.map((f) => f.id) } } })).toBe(0);
    for (const file of files) expect(await exists(file.key)).toBe(false);
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    expect(errorCode((await graphql(h, DELETE_PRODUCT, { id: productId }, admin.headers)).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, DELETE_PRODUCT, { id: '12' }, admin.headers)).body)).toBe('NOT_FOUND');
  });
});

/**
 * A real decompression bomb: a 1-bit greyscale PNG whose rows are all zeros, so `width × height`
 * pixels deflate to a few hundred KB (a valid file: signature, IHDR, IDAT, IEND with their CRCs).
 */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Every row is a filter byte and zeros: all zeros, compressed at once.
  const rows = zlib.deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('pictures that could never be rendered', () => {
  it('refuses decompression bombs at upload (PICTURE_TOO_LARGE, naming the limit), keeping nothing', async () => {
    const productId = await newProduct('Bomby');
    const filesBefore = await h.db.prisma.storedFile.count();
    for (const [width, height] of [
      [16_384, 16_384],
      [60_000, 60_000],
    ] as const) {
      const bomb = pngBomb(width, height);
      expect(bomb.length).toBeLessThan(8 * 1024 * 1024); // small enough for the upload limit
      const body = await add(productId, 'bomba.png', bomb);
      expect(errorCode(body)).toBe('PICTURE_TOO_LARGE');
      expect(body.errors?.[0]?.message).toContain(`${width} × ${height}`);
      expect(body.errors?.[0]?.message).toContain(`${PICTURE_MAX_PIXELS / 1_000_000} megapixels`);
    }
    expect(await h.db.prisma.storedFile.count()).toBe(filesBefore);
  });

  it('refuses a picture whose header gives no size (UNSUPPORTED_FILE), and takes one at the limit', async () => {
    const productId = await newProduct('Nagłówki');
    const broken = Buffer.concat([picture.subarray(0, 8), Buffer.alloc(200, 7)]);
    expect(errorCode(await add(productId, 'zla.png', broken))).toBe('UNSUPPORTED_FILE');
    const atLimit = pngBomb(8000, 5000); // exactly 40 megapixels
    const body = await add(productId, 'duza.png', atLimit);
    expect(body.errors).toBeUndefined();
  });
});
