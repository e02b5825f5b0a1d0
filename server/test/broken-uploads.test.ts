import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../auth/permissions.ts';
import { gid, signIn, startHarness, type Harness, type SignedIn } from './harness.ts';

// Every shape of a broken multipart body, sent over a real socket to every upload route (REST
// and GraphQL) as every role. One of them (a body cut inside a file part) ended the process:
// busboy failed a file stream nobody listened to. Each must be answered with a 4xx (GraphQL: 4xx,
// or 200 with client-coded errors), or closed cleanly when the client itself aborts, and the
// server must answer the next request.

const MAX = 4096; // UPLOAD_MAX_BYTES of this harness
let h: Harness;
let port: number;
const as: Partial<Record<Role | 'VISITOR', SignedIn | null>> = {};
let userId: string;
let productId: string;

beforeAll(async () => {
  h = await startHarness({ UPLOAD_MAX_BYTES: String(MAX) });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.app.server.address() as AddressInfo).port;
  as.VISITOR = null;
  for (const role of ['USER', 'B2B', 'INSTRUCTOR', 'SELLER', 'ADMIN'] as const) as[role] = await signIn(h, role);
  userId = as.USER!.userId;
  const product = await h.db.prisma.product.create({
    data: { name: 'Upload target', category: 'EQUIPMENT' },
  });
  productId = product.id;
});
afterAll(() => h.close());

const B = 'brokenUploadBoundary';
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, filename = 'a.pdf') =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`;

interface Route {
  name: string;
  method: 'POST' | 'PUT';
  url: string;
  /** The text parts that come before the file (GraphQL: operations and map). */
  fields: () => string;
  fileField: string;
}

const restRoutes = (): Route[] => [
  {
    name: 'REST job offer',
    method: 'POST',
    url: '/api/v1/job-offers',
    fields: () =>
      field('category', 'THERMOVISION') +
      field('description', 'Inspekcja dachu') +
      field('location', 'Poznań') +
      field('fulfillmentTime', 'ONE_MONTH'),
    fileField: 'attachment',
  },
  {
    name: 'REST certificate',
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/certificates`,
    fields: () => field('title', 'Certificate'),
    fileField: 'file',
  },
  {
    name: 'REST blog picture',
    method: 'PUT',
    url: `/api/v1/admin/posts/${randomUUID()}/main-image`,
    fields: () => '',
    fileField: 'file',
  },
  {
    name: 'REST personnel photo',
    method: 'PUT',
    url: `/api/v1/admin/personnel/${randomUUID()}/photo`,
    fields: () => '',
    fileField: 'photo',
  },
  {
    name: 'REST reference logo',
    method: 'PUT',
    url: `/api/v1/admin/reference/${randomUUID()}/logo`,
    fields: () => '',
    fileField: 'logo',
  },
];

const graphqlRoute = (name: string, query: string, variables: Record<string, unknown>, filePath: string): Route => ({
  name: `GraphQL ${name}`,
  method: 'POST',
  url: '/graphql',
  fields: () =>
    field('operations', JSON.stringify({ query, variables })) + field('map', JSON.stringify({ 0: [filePath] })),
  fileField: '0',
});

const graphqlRoutes = (): Route[] => [
  graphqlRoute(
    'addCompetenceFile',
    'mutation($f: Upload!){ addCompetenceFile(file: $f){ id } }',
    { f: null },
    'variables.f',
  ),
  graphqlRoute(
    'createJobOffer',
    'mutation($i: CreateJobOfferInput!){ createJobOffer(input: $i){ __typename } }',
    {
      i: {
        category: 'THERMOVISION',
        description: 'Inspekcja',
        location: 'Poznań',
        fulfillmentTime: 'ONE_MONTH',
        attachment: null,
      },
    },
    'variables.i.attachment',
  ),
  graphqlRoute(
    'addProductImage',
    'mutation($f: Upload!, $p: ID!){ addProductImage(file: $f, productId: $p){ id } }',
    { f: null, p: gid('Product', productId) },
    'variables.f',
  ),
  graphqlRoute(
    'uploadCertificate',
    'mutation($i: UploadCertificateInput!){ uploadCertificate(input: $i){ id } }',
    { i: { file: null, title: 'Certificate', userId: gid('User', userId) } },
    'variables.i.file',
  ),
];

/** The shapes: the whole body to send, and whether the client aborts instead of finishing it. */
const shapes = (route: Route): Record<string, { body: string; abort?: boolean }> => {
  const full = route.fields() + fileHead(route.fileField) + '%PDF-1.4\n' + 'x'.repeat(200) + `\r\n--${B}--\r\n`;
  const fileAt = full.indexOf(fileHead(route.fileField));
  return {
    'cut inside a part header': { body: full.slice(0, fileAt + 30) },
    'cut inside the file': { body: full.slice(0, fileAt + fileHead(route.fileField).length + 6) },
    'cut inside a text field': {
      body: route.fields()
        ? route.fields().slice(0, 60)
        : `--${B}\r\nContent-Disposition: form-data; name="x"\r\n\r\nab`,
    },
    'cut before the first boundary': { body: `--${B.slice(0, 5)}` },
    'file part in the wrong field, cut': { body: route.fields() + fileHead('file-elsewhere') + '%PDF-1' },
    'client aborts inside the file': {
      body: full.slice(0, fileAt + fileHead(route.fileField).length + 6),
      abort: true,
    },
  };
};

interface RawAnswer {
  status: number | null;
  body: string;
}

/** Sends one request over its own socket; with `abort`, announces more than it sends and hangs up. */
function send(route: Route, s: SignedIn | null | undefined, body: string, abort = false): Promise<RawAnswer> {
  const bytes = Buffer.from(body, 'utf8');
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    'content-type': `multipart/form-data; boundary=${B}`,
    'content-length': String(abort ? bytes.length + 10_000 : bytes.length),
    connection: 'close',
    ...(s?.headers ?? {}),
  };
  const head = `${route.method} ${route.url} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(head);
    socket.write(bytes, () => {
      if (abort) socket.destroy();
    });
  });
}

async function alive() {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(response.status).toBe(200);
}

function expectRefused(route: Route, answer: RawAnswer) {
  const message = `${route.name}: ${answer.status} ${answer.body}`;
  expect(answer.status, message).not.toBeNull();
  expect(answer.status!, message).toBeGreaterThanOrEqual(route.url === '/graphql' ? 200 : 400);
  expect(answer.status!, message).toBeLessThan(500);
  if (answer.status === 200) {
    const errors = (JSON.parse(answer.body) as { errors?: { extensions?: { code?: string } }[] }).errors ?? [];
    expect(errors.length, message).toBeGreaterThan(0);
    for (const error of errors) expect(error.extensions?.code, message).not.toBe('INTERNAL');
  }
}

const ROLES = ['VISITOR', 'USER', 'B2B', 'INSTRUCTOR', 'SELLER', 'ADMIN'] as const;

describe('broken multipart bodies on every upload route, as every role', () => {
  it('are refused with a 4xx (or closed when the client aborts), nothing is stored, and the server lives on', async () => {
    const filesBefore = await h.db.prisma.storedFile.count();
    for (const route of [...restRoutes(), ...graphqlRoutes()]) {
      for (const role of ROLES) {
        for (const [shape, { body, abort }] of Object.entries(shapes(route))) {
          const answer = await send(route, as[role], body, abort);
          if (!abort) expectRefused({ ...route, name: `${route.name} as ${role}, ${shape}` }, answer);
          await alive();
        }
      }
    }
    expect(await h.db.prisma.storedFile.count()).toBe(filesBefore);
  });
});

describe('a GraphQL upload over UPLOAD_MAX_BYTES', () => {
  // Who may call each mutation, so the file is really read (the parser truncates it at the limit
  // and used to unpipe it, leaving the reader waiting forever).
  const callers: Record<string, Role> = {
    'GraphQL addCompetenceFile': 'USER',
    'GraphQL createJobOffer': 'B2B',
    'GraphQL addProductImage': 'ADMIN',
    'GraphQL uploadCertificate': 'ADMIN',
  };
  for (const [name, role] of Object.entries(callers)) {
    it(`${name} as ${role}: answered PAYLOAD_TOO_LARGE, nothing stored`, async () => {
      const route = graphqlRoutes().find((r) => r.name === name)!;
      const filesBefore = await h.db.prisma.storedFile.count();
      const body = route.fields() + fileHead(route.fileField) + '%PDF-1.4\n' + 'x'.repeat(MAX * 3) + `\r\n--${B}--\r\n`;
      const answer = await send(route, as[role], body);
      expectRefused(route, answer);
      expect(answer.body).toContain('PAYLOAD_TOO_LARGE');
      expect(await h.db.prisma.storedFile.count()).toBe(filesBefore);
    });
  }
});
