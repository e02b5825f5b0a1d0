// Files for upload tests: GraphQL multipart requests, and pictures and videos to send.
import sharp from 'sharp';
import type { GraphQLBody, Harness, SignedIn } from './harness.ts';

export interface UploadPart {
  /** Where the file goes in the variables, e.g. "variables.file" or "variables.input.video". */
  path: string;
  filename: string;
  content: Buffer;
}

/** A GraphQL multipart request (operations, map, files) as `s` (null: a visitor), as Relay's upload sends it. */
export async function gqlUpload(
  h: Harness,
  s: SignedIn | null,
  query: string,
  variables: Record<string, unknown>,
  files: UploadPart[],
): Promise<GraphQLBody> {
  const boundary = '----academy-test-boundary';
  const part = (name: string, value: string | Buffer, file?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n` +
          (file ? 'Content-Type: application/octet-stream\r\n' : '') +
          '\r\n',
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);
  const map = Object.fromEntries(files.map((f, i) => [String(i), [f.path]]));
  const payload = Buffer.concat([
    part('operations', JSON.stringify({ query, variables })),
    part('map', JSON.stringify(map)),
    ...files.map((f, i) => part(String(i), f.content, f.filename)),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const response = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...(s?.headers ?? {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return response.json() as GraphQLBody;
}

/** A small JPEG picture. */
export const jpeg = (width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

/** A PNG photo-like picture (gradient with noise), big enough that a thumbnail is smaller. */
export async function png(width = 1200, height = 800, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) & 0x7fffffff;
      const noise = (state >> 16) & 0x1f;
      const i = (y * width + x) * 3;
      pixels[i] = ((x * 255) / width + noise) & 0xff;
      pixels[i + 1] = ((y * 255) / height + noise) & 0xff;
      pixels[i + 2] = (128 + noise) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The smallest valid MP4 header our signature check accepts (ftyp box). */
export const MP4 = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0x00, 0x00, 0x02, 0x00]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64, 0),
]);
