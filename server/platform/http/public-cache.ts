import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';

/**
 * A shared cache of visitors' answers about the public catalogue (course and product lists and
 * details, over GraphQL and REST), never stale:
 *
 * - Every entry is stored with the catalogue version it was computed under: the single row of
 *   `CatalogueVersion`, bumped by database triggers in the same transaction as any write to the
 *   catalogue's tables (migration 20261124093000_catalogue_version). So it moves exactly when a
 *   write commits, whichever process or code path made it.
 * - Each request reads the version *after* it arrived and is answered from an entry only when the
 *   entry's version equals it; a miss reads the data after reading the version (so an entry may be
 *   newer than its version, never older). A write committed before a request arrived is therefore
 *   always in its answer, also when another server process made it.
 * - The version read is one single-row query on the driver (Database.lightQuery), shared: requests
 *   arriving while a read is in flight wait together for the next one (started after they
 *   arrived), so under load one read answers a batch of requests (about 1 in 25 requests reads,
 *   measured at 50 connections; two reads in flight read twice as often for more CPU per request).
 * - Only visitors (no viewer) use it: a signed-in viewer's answer is never stored or shared.
 */

export interface CachedAnswer {
  status: number;
  /** Response headers to replay (content type, CORS…), lower-case names. */
  headers: [string, string][];
  body: string;
}

export interface Entry {
  version: bigint;
  answer: CachedAnswer;
  /** The body encoded once (sending a Buffer skips encoding the string on every hit). */
  bytes: Buffer;
  etag: string;
  /** The body compressed once per encoding, when first asked for (off the event loop). */
  compressed: Partial<Record<Encoding, Buffer | Promise<unknown>>>;
}

type Encoding = 'br' | 'gzip';

/**
 * Reads of the version shared by concurrent callers. A caller is answered by a read that starts
 * after it asked (one already in flight may have taken its snapshot before a write the caller
 * must see): a new read starts at once while fewer than `maxInFlight` run and the last one started
 * at least `minGapMs` ago, else the callers wait together for the next one, started when a running
 * read ends and the gap has passed. Under load the reads, each a socket write and read on both
 * sides (as much CPU as writing a whole answer), are then at most 1000 / `minGapMs` a second
 * whatever the request rate, for at most `minGapMs` plus one read more of latency.
 */
export class SharedVersionRead {
  private running = 0;
  private lastStart = -Infinity;
  private queued: Promise<bigint | null> | null = null;
  private startQueued: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly read: () => Promise<bigint | null>,
    private readonly maxInFlight = 1,
    private readonly minGapMs = 0,
  ) {}

  /** The version as of some moment after this call (never a read that started before it). */
  current(): Promise<bigint | null> {
    if (this.queued) return this.queued;
    if (this.running < this.maxInFlight && this.gapLeft() <= 0) return this.start();
    this.queued = new Promise<void>((resolve) => (this.startQueued = resolve)).then(() => this.start());
    if (this.running < this.maxInFlight) this.startLater();
    return this.queued;
  }

  private gapLeft(): number {
    return this.minGapMs > 0 ? this.lastStart + this.minGapMs - performance.now() : 0;
  }

  /** Starts the queued read once the gap has passed (when no running read ends first to do it). */
  private startLater(): void {
    if (this.timer) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.release();
      },
      Math.max(1, Math.ceil(this.gapLeft())),
    );
  }

  private release(): void {
    const next = this.startQueued;
    if (!next || this.running >= this.maxInFlight) return;
    if (this.gapLeft() > 0) return this.startLater();
    this.queued = null;
    this.startQueued = null;
    next();
  }

  private start(): Promise<bigint | null> {
    this.running++;
    this.lastStart = performance.now();
    const read = this.read();
    const done = () => {
      this.running--;
      this.release();
    };
    read.then(done, done);
    return read;
  }
}

export interface PublicCacheOptions {
  /** Entries kept at most (the oldest go first). */
  maxEntries?: number;
  /** Bytes of bodies kept at most. */
  maxBytes?: number;
  /**
   * Least time between two starts of the version read (SharedVersionRead's minGapMs); 0 by
   * default: on the 2-core bench machine 1 ms batched no better and cost latency.
   */
  versionReadGapMs?: number;
}

export class PublicCache {
  readonly version: SharedVersionRead;
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<Entry | CachedAnswer>>();
  private bytes = 0;
  private newest = -1n;
  private readonly maxEntries: number;
  private readonly maxBytes: number;

  constructor(readVersion: () => Promise<bigint | null>, options: PublicCacheOptions = {}) {
    this.version = new SharedVersionRead(readVersion, 1, options.versionReadGapMs ?? 0);
    this.maxEntries = options.maxEntries ?? 2000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /**
   * The answer for `key`: the stored one when the catalogue has not changed since it was made,
   * else `compute()`'s (stored when it says so). Identical requests under one version share one
   * computation. Without a version row (never migrated) nothing is stored.
   */
  async get(
    key: string,
    compute: () => Promise<{ answer: CachedAnswer; store: boolean }>,
  ): Promise<Entry | { answer: CachedAnswer }> {
    const version = await this.version.current();
    if (version === null) return { answer: (await compute()).answer };
    if (version > this.newest) {
      // Everything stored before is of an older version: drop it at once.
      this.newest = version;
      this.entries.clear();
      this.bytes = 0;
    }
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry;
    const flightKey = `${version}\u0000${key}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      flight = compute()
        .then(({ answer, store }) => (store ? this.put(key, version, answer) : answer))
        .finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    const result = await flight;
    return 'version' in result ? result : { answer: result };
  }

  /** Stored entries (tests). */
  get size(): number {
    return this.entries.size;
  }

  private put(key: string, version: bigint, answer: CachedAnswer): Entry {
    const bytes = Buffer.from(answer.body);
    const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
    const entry: Entry = { version, answer, bytes, etag, compressed: {} };
    // A computation that started under an older version is still a correct answer for its
    // requests, but not worth keeping once a newer version was seen.
    if (version < this.newest || bytes.length > this.maxBytes / 4) return entry;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes.length;
    }
    this.entries.set(key, entry);
    this.bytes += bytes.length;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes.length;
    }
    return entry;
  }
}

/** The catalogue version from the database (null when its row is missing), on the driver itself. */
export function catalogueVersionReader(db: Pick<Database, 'lightQuery'>): () => Promise<bigint | null> {
  return async () => {
    const rows = await db.lightQuery<{ version: string | number | bigint }>(
      'SELECT "version"::text AS "version" FROM "CatalogueVersion" WHERE "id" = 1',
    );
    return rows[0] ? BigInt(rows[0].version) : null;
  };
}

export function createPublicCache(db: Pick<Database, 'lightQuery'>, options?: PublicCacheOptions): PublicCache {
  return new PublicCache(catalogueVersionReader(db), options);
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Smaller bodies are sent as they are (compressing them saves less than the headers weigh). */
const COMPRESS_FROM_BYTES = 1024;

/** The encoding to send for an Accept-Encoding header: br before gzip, none when refused (q=0). */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let gzipOk = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip') gzipOk = true;
  }
  return gzipOk ? 'gzip' : null;
}

/**
 * The stored body in `encoding` when it is ready; the first request asking starts compressing it
 * (brotli at its highest quality, once per catalogue version) and gets the plain body meanwhile.
 */
function compressedBody(entry: Entry, encoding: Encoding): Buffer | null {
  const done = entry.compressed[encoding];
  if (Buffer.isBuffer(done)) return done;
  if (!done) {
    const work =
      encoding === 'br'
        ? brotli(entry.bytes, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: entry.bytes.length,
            },
          })
        : gzipped(entry.bytes, { level: 9 });
    entry.compressed[encoding] = work.then(
      (body) => (entry.compressed[encoding] = body),
      () => delete entry.compressed[encoding], // asked again next time
    );
  }
  return null;
}

/**
 * Sends a cached answer: its stored headers and status, and for a stored entry the ETag (304 on
 * a matching If-None-Match) and the body precompressed for the request's Accept-Encoding.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, result: Entry | { answer: CachedAnswer }) {
  const { answer } = result;
  for (const [name, value] of answer.headers) reply.header(name, value);
  reply.status(answer.status);
  if (!('version' in result)) return reply.send(answer.body);
  if (result.bytes.length >= COMPRESS_FROM_BYTES) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    const body = encoding && compressedBody(result, encoding);
    if (encoding && body) {
      // One ETag per representation: a cache must not answer a plain request with brotli.
      const etag = `${result.etag.slice(0, -1)}-${encoding}"`;
      reply.header('etag', etag).header('content-encoding', encoding);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.send(body);
    }
  }
  reply.header('etag', result.etag);
  if (etagMatches(request.headers['if-none-match'], result.etag)) return reply.code(304).send();
  return reply.send(result.bytes);
}

/**
 * A public REST read (GET) through the cache: a visitor's answer comes from the cache (made with
 * the route's own response serializer), with an ETag and 304 on `If-None-Match`, precompressed
 * for `Accept-Encoding`; a signed-in viewer's is computed as usual. `key` must name everything
 * the answer depends on (the parsed query, the language). Without a cache (a server started
 * without one) every answer is computed.
 */
export async function cachedPublicJson(
  cache: PublicCache | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  payload: () => Promise<unknown>,
): Promise<unknown> {
  if (!cache || request.viewer) return payload();
  const result = await cache.get(`rest\u0000${key}`, async () => ({
    // The route's own serializer (its response schema), as Fastify would have used it.
    answer: {
      status: 200,
      headers: [['content-type', 'application/json; charset=utf-8']],
      body: String(reply.serialize(await payload())),
    },
    store: true,
  }));
  return sendCached(request, reply, result);
}
