import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NGINX, startCluster, type Cluster } from '../../scripts/cluster.ts';
import { openDatabase, type Database } from '../platform/db/database.ts';

// A rolling restart under load (issue 16): three server processes behind nginx on a fresh
// PostgreSQL database (scripts/cluster.ts). Loops of visitors read the catalogue over GraphQL
// and REST and buy a product, paying on the payment simulator, while each process in turn is
// taken out of nginx, drained (server/main.ts: app.drain()), stopped and started again. No
// request may fail and every purchase is paid exactly once. The load runs until the restarts
// are done (no durations are measured). Needs PostgreSQL (TEST_DATABASE_URL) and Debian's nginx.

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
const SERVERS = 3;

describe.skipIf(!TEST_DATABASE_URL || !existsSync(NGINX))('a rolling restart of the cluster', () => {
  it('restarts the three processes one after another under load: no request fails, every purchase is paid once', async () => {
    const fresh = await freshDatabase(TEST_DATABASE_URL!);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-rolling-'));
    const webDist = path.join(dataDir, 'web');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>SkyPilot Academy</title>');
    const port = Number(process.env.ROLLING_RESTART_PORT ?? 0) || (await freePortRange(SERVERS + 1));
    let cluster: Cluster | undefined;
    let db: Database | undefined;
    const unexpected: string[] = [];
    try {
      cluster = await startCluster({
        port,
        databaseUrl: fresh.url,
        env: {
          NODE_ENV: 'development',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          WEB_DIST: webDist,
        },
        onUnexpectedExit: (name, code) => unexpected.push(`${name} exited (${code})`),
      });
      db = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://' });
      const shop = await catalogue(db);
      const load = new Load(port, `localhost:${port}`);
      const originalPids = cluster.processes.map((child) => child.pid);

      const loops = [
        load.loop('graphql catalogue', () => load.graphqlCatalogue()),
        load.loop('graphql catalogue', () => load.graphqlCatalogue()),
        load.loop('rest courses', () => load.restCourses()),
        load.loop('rest courses', () => load.restCourses()),
        load.loop('purchase', () => load.purchase(shop)),
        load.loop('purchase', () => load.purchase(shop)),
      ];
      // Every loop has gone round once before the first restart and again after each one, so
      // load runs through every restart whatever the machine's speed.
      await load.everyLoopRoundedAgain();
      for (let i = 0; i < SERVERS; i++) {
        await cluster.restartOne(i);
        await load.everyLoopRoundedAgain();
      }
      load.stop();
      await Promise.all(loops);

      console.log(`rolling restart: sent ${load.sent}, failed ${load.failures.length}, purchases ${load.paid.length}`);
      if (load.failures.length) {
        // nginx's view of what went wrong (upstream errors), before stop() removes its folder.
        const log = await readFile(path.join(cluster.dir, 'error.log'), 'utf8').catch(() => '');
        console.log(`nginx error.log:\n${log.split('\n').slice(-40).join('\n')}`);
      }
      expect(unexpected).toEqual([]);
      expect(cluster.processes.map((child) => child.pid).filter((pid) => originalPids.includes(pid))).toEqual([]);
      expect(load.failures).toEqual([]);
      expect(load.paid.length).toBeGreaterThan(0);
      // Every purchase placed once and paid once; nothing else was placed.
      expect(await db.prisma.purchase.count()).toBe(load.paid.length);
      const purchases = await db.prisma.purchase.findMany({
        where: { id: { in: load.paid } },
        select: { id: true, status: true, events: { where: { kind: 'STATUS' }, select: { toStatus: true } } },
      });
      expect(purchases).toHaveLength(load.paid.length);
      for (const p of purchases) {
        expect(p.status).toBe('PAID');
        expect(p.events.filter((e) => e.toStatus === 'PAID')).toHaveLength(1);
      }
      expect(await db.prisma.simulatedP24Transaction.count({ where: { status: { not: 'VERIFIED' } } })).toBe(0);
      expect(await db.prisma.payment.count()).toBe(load.paid.length);
    } finally {
      await db?.close();
      await cluster?.stop();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 900_000);
});

interface Shop {
  productVariantId: string;
  shippingMethodId: string;
}

/** What the visitors buy: a product with plenty of stock, and a few public courses to read. */
async function catalogue(db: Database): Promise<Shop> {
  const { prisma } = db;
  for (let i = 0; i < 5; i++) {
    await prisma.course.create({
      data: {
        courseType: 'FULL',
        title: `Kurs ${i + 1}`,
        category: 'OPEN',
        language: 'PL',
        visibility: 'PUBLIC',
        availablePlaces: 100,
        description: '<p>Opis</p>',
        variants: { create: { variant: 'FULL_ONLINE', priceGross: 100_000 + i } },
      },
    });
  }
  const product = await prisma.product.create({
    data: {
      name: 'Dron',
      category: 'EQUIPMENT',
      published: true,
      variants: { create: { name: 'Standard', priceGross: 250_000, stock: 1_000_000 } },
    },
    include: { variants: true },
  });
  const shipping = await prisma.shippingMethod.create({ data: { name: 'Kurier', priceGross: 1_500 } });
  return { productVariantId: product.variants[0]!.id, shippingMethodId: shipping.id };
}

interface Answer {
  status: number;
  body: string;
  location?: string;
}

/**
 * The visitors: loops of requests to nginx, each counted; a failure is any answer other than
 * the expected one, or no answer. Each request has its own connection (`Connection: close`):
 * what is tested is the servers' restart, not a client reusing a connection nginx closed at a
 * reload (browsers retry those themselves).
 */
class Load {
  sent = 0;
  readonly failures: string[] = [];
  /** Ids of the purchases placed and paid. */
  readonly paid: string[] = [];
  private running = true;
  private readonly rounds: number[] = [];
  private waiters: (() => void)[] = [];

  constructor(
    private readonly port: number,
    private readonly host: string,
  ) {}

  async loop(name: string, once: () => Promise<void>): Promise<void> {
    const index = this.rounds.push(0) - 1;
    while (this.running) {
      try {
        await once();
      } catch (error) {
        this.failures.push(`${name}: ${(error as Error).message}`);
      }
      this.rounds[index]! += 1;
      for (const wake of this.waiters.splice(0)) wake();
    }
  }

  /** Resolves once every loop has finished a round that started after this call. */
  async everyLoopRoundedAgain(): Promise<void> {
    const target = this.rounds.map((n) => n + 2);
    while (this.rounds.some((n, i) => n < target[i]!)) {
      if (this.failures.length > 50) return; // broken: stop waiting, the assertions report it
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  stop(): void {
    this.running = false;
  }

  async graphqlCatalogue(): Promise<void> {
    const answer = await this.expect(200, 'POST', '/graphql', {
      query: 'query Courses { courses(first: 20) { totalCount edges { node { id title variants { priceGross } } } } }',
    });
    const body = JSON.parse(answer.body) as { data?: { courses?: { totalCount: number } }; errors?: unknown };
    if (body.errors || body.data?.courses?.totalCount !== 5) throw new Error(`graphql: ${answer.body.slice(0, 300)}`);
  }

  async restCourses(): Promise<void> {
    const answer = await this.expect(200, 'GET', '/api/v1/courses?lang=PL');
    const body = JSON.parse(answer.body) as { items?: unknown[] };
    if (body.items?.length !== 5) throw new Error(`rest courses: ${answer.body.slice(0, 300)}`);
  }

  /** A visitor buys the product: checkout (Przelewy24), pays on the simulator, reads the purchase. */
  async purchase(shop: Shop): Promise<void> {
    const placed = await this.expect(
      201,
      'POST',
      '/api/v1/shop/checkout',
      {
        cart: { productsMaterial: [{ productVariantId: shop.productVariantId, amount: 1 }], productsVirtual: [] },
        buyerType: 'INDIVIDUAL',
        name: 'Jan Kowalski',
        streetAndNumber: 'ul. Polna 1',
        postalCode: '00-001',
        city: 'Warszawa',
        phone: '+48 600 100 200',
        email: `buyer-${randomBytes(4).toString('hex')}@example.com`,
        termsAccepted: true,
        shippingMethodId: shop.shippingMethodId,
        paymentType: 'PRZELEWY24_TRANSFER',
      },
      { 'idempotency-key': randomUUID() },
    );
    const order = JSON.parse(placed.body) as {
      purchase: { id: string };
      paymentRedirectUrl: string | null;
      accessToken: string;
    };
    if (!order.paymentRedirectUrl) throw new Error(`checkout: no payment redirect: ${placed.body.slice(0, 300)}`);
    const payPath = new URL(order.paymentRedirectUrl).pathname;
    await this.expect(200, 'GET', payPath);
    await this.expect(303, 'POST', payPath, 'action=pay');
    // The notification usually arrives before the buyer is back; when another process's
    // simulator runner took that attempt (it finds a paid transaction due at once), just after:
    // the buyer asks again until it is paid.
    const readUrl = `/api/v1/shop/purchases/${order.purchase.id}?accessToken=${encodeURIComponent(order.accessToken)}`;
    for (;;) {
      const read = await this.expect(200, 'GET', readUrl);
      const status = (JSON.parse(read.body) as { status?: string }).status;
      if (status === 'PAID') break;
      if (status !== 'PLACED') throw new Error(`purchase ${order.purchase.id} is ${status} after paying`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    this.paid.push(order.purchase.id);
  }

  /** One request; throws (a failure) unless it is answered with `status`. */
  private async expect(
    status: number,
    method: string,
    url: string,
    body?: object | string,
    headers: OutgoingHttpHeaders = {},
  ): Promise<Answer> {
    this.sent += 1;
    const answer = await this.send(method, url, body, headers).catch((error: unknown) => {
      throw new Error(`${method} ${url}: ${(error as Error).message}`);
    });
    if (answer.status !== status) {
      throw new Error(`${method} ${url}: ${answer.status} instead of ${status}: ${answer.body.slice(0, 300)}`);
    }
    return answer;
  }

  private send(method: string, url: string, body: object | string | undefined, headers: OutgoingHttpHeaders) {
    const payload =
      body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body) : Buffer.from(JSON.stringify(body));
    const contentType =
      body === undefined
        ? {}
        : { 'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json' };
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: url,
          agent: false,
          headers: {
            host: this.host,
            connection: 'close',
            ...contentType,
            ...(payload ? { 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString(),
              location: res.headers.location,
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
}

/** A new PostgreSQL database next to TEST_DATABASE_URL's, dropped afterwards. */
async function freshDatabase(testUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `rolling_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: testUrl, dataDir: 'memory://' });
  try {
    await admin.prisma.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(testUrl);
  url.pathname = `/${name}`;
  url.searchParams.delete('schema');
  return {
    url: url.toString(),
    drop: async () => {
      const again = await openDatabase({ databaseUrl: testUrl, dataDir: 'memory://' });
      try {
        await again.prisma.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await again.close();
      }
    },
  };
}

/** A port p such that p … p + count - 1 are all free now (nginx on p, the servers after it). */
async function freePortRange(count: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    let ok = true;
    for (let i = 0; i < count && ok; i++) ok = await free(base + i);
    if (ok) return base;
  }
}
