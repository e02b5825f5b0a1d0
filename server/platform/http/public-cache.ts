import { createHash } from 'node:crypto';
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
 *   arriving while reads are in flight wait for the next one (started after they arrived), so under
 *   load the database sees a couple of version reads per round trip, not one per request.
 * - Only visitors (no viewer) use it: a signed-in viewer's answer is never stored or shared.
 */

export interface CachedAnswer {
  status: number;
  /** Response headers to replay (content type, CORS…), lower-case names. */
  headers: [string, string][];
  body: string;
}

interface Entry {
  version: bigint;
  answer: CachedAnswer;
  /** The body encoded once (sending a Buffer skips encoding the string on every hit). */
  bytes: Buffer;
  etag: string;
}

/**
 * Reads of the version shared by concurrent callers. A caller is answered by a read that starts
 * after it asked (one already in flight may have taken its snapshot before a write the caller
 * must see): a new read starts at once while fewer than `maxInFlight` run, else the callers
 * wait together for the next one, started when a running read ends.
 */
export class SharedVersionRead {
  private running = 0;
  private queued: Promise<bigint | null> | null = null;
  private startQueued: (() => void) | null = null;

  constructor(
    private readonly read: () => Promise<bigint | null>,
    private readonly maxInFlight = 2,
  ) {}

  /** The version as of some moment after this call (never a read that started before it). */
  current(): Promise<bigint | null> {
    if (this.queued) return this.queued;
    if (this.running < this.maxInFlight) return this.start();
    this.queued = new Promise<void>((resolve) => (this.startQueued = resolve)).then(() => this.start());
    return this.queued;
  }

  private start(): Promise<bigint | null> {
    this.running++;
    const read = this.read();
    const done = () => {
      this.running--;
      const next = this.startQueued;
      if (next) {
        this.queued = null;
        this.startQueued = null;
        next();
      }
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
    this.version = new SharedVersionRead(readVersion);
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
  ): Promise<{ answer: CachedAnswer; bytes?: Buffer; etag?: string }> {
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
    const entry: Entry = { version, answer, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
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

/**
 * A public REST read (GET) through the cache: a visitor's answer comes from the cache (made with
 * the route's own response serializer), with an ETag and 304 on `If-None-Match`; a signed-in
 * viewer's is computed as usual. `key` must name everything the answer depends on (the parsed
 * query, the language).
 */
export async function cachedPublicJson(
  cache: PublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  payload: () => Promise<unknown>,
): Promise<unknown> {
  if (request.viewer) return payload();
  const { answer, bytes, etag } = await cache.get(`rest\u0000${key}`, async () => ({
    // The route's own serializer (its response schema), as Fastify would have used it.
    answer: { status: 200, headers: [], body: String(reply.serialize(await payload())) },
    store: true,
  }));
  if (etag) {
    reply.header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(bytes ?? answer.body);
}
