import { startPeriodic, type PeriodicJob } from '../../../../platform/periodic.ts';
import {
  KSEF_BATCH,
  KSEF_LEASE_SECONDS,
  KSEF_RETRY_SECONDS,
  KSEF_STATUS_RECHECK_SECONDS,
} from '../../../../contract/policies.ts';
import type { Config } from '../../../../config.ts';
import { Prisma, type KsefSubmission, type PrismaClient } from '../../../../generated/prisma/client.ts';
import { enqueueMail } from '../../../../platform/mail/outbox.ts';
import { endOfNextBusinessDay } from '../../../../platform/business-days.ts';
import { warsawDate } from '../../../../platform/time.ts';
import { correctionXml, invoiceXml } from '../xml.ts';
import {
  KsefRateLimitedError,
  KsefRequestError,
  KsefUnavailableError,
  type KsefClient,
  type KsefInvoiceStatus,
} from './client.ts';
import { sha256Base64 } from './crypto.ts';
import { ksefAcceptedMail } from './mail.ts';
import { consumerInvoicesSetting } from './settings.ts';

/**
 * The KSeF sending job (issue 29), one pass in every process every KSEF_INTERVAL_SECONDS:
 *
 * 1. queue: every invoice of a business buyer (and of a consumer when the admin turned that on)
 *    and every correction of an invoice KSeF accepted gets a KsefSubmission holding its FA(3)
 *    XML, rendered once, so the bytes sent are the bytes whose hash the QR code carries;
 * 2. claim due rows with FOR UPDATE SKIP LOCKED and a lease (`leasedUntil`), so a row is
 *    worked on by one process at a time and a crashed process's rows are taken over;
 * 3. send them in one interactive session. Each sending first records its intent (SENDING with
 *    the session, no invoice reference) and then KSeF's invoice reference. A crash in between
 *    leaves SENDING without a reference: the next pass sends again, KSeF answers 440
 *    "duplicate" with the original's number, and that is taken as the acceptance, so an
 *    invoice is never in KSeF twice;
 * 4. ask for each sent invoice's status: 200 accepted (KSeF number, UPO kept, the buyer told),
 *    440 duplicate (the same), other codes rejected (the admin corrects and resends), still
 *    processing (asked again next pass).
 *
 * KSeF unreachable (network, 5xx): the invoice is issued in the offline mode (offline24: sent by
 * the end of the next business day after its issue date, `sendBy`), retried with back-off.
 * Production without credentials: queued in the offline mode, nothing is sent.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** What the KSeF sending job needs (tests and the crash test's restart run a pass themselves). */
    ksef: KsefDeps;
  }
}

export interface KsefLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface KsefDeps {
  prisma: PrismaClient;
  config: Config;
  /** KSeF's or the simulator's client; null in production without credentials. */
  client: KsefClient | null;
  log: KsefLog;
  /** Waits between status questions within a pass (tests pass one that does not wait). */
  sleep?: (ms: number) => Promise<void>;
}

export interface KsefReport {
  queued: number;
  sent: number;
  accepted: number;
  rejected: number;
  postponed: number;
}

/** Status codes of an invoice still being processed (SessionInvoiceStatusResponse). */
const PROCESSING = new Set([100, 150]);
const ACCEPTED = 200;
const DUPLICATE = 440;
/** How often a pass asks about an invoice it has just sent before leaving it to the next pass. */
const STATUS_TRIES = 5;
const STATUS_WAIT_MS = 1_000;

const seconds = (now: Date, s: number) => new Date(now.getTime() + s * 1000);
const retryDelay = (attempts: number) =>
  KSEF_RETRY_SECONDS[Math.min(Math.max(attempts - 1, 0), KSEF_RETRY_SECONDS.length - 1)]!;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export async function ksefPass(deps: KsefDeps, now = new Date()): Promise<KsefReport> {
  const report: KsefReport = { queued: 0, sent: 0, accepted: 0, rejected: 0, postponed: 0 };
  report.queued = await queueDocuments(deps, now);
  if (!deps.client) return report;
  const claimed = await claim(deps.prisma, now);
  if (claimed.length === 0) return report;
  const rows = await deps.prisma.ksefSubmission.findMany({ where: { id: { in: claimed } } });
  const job = new Pass(deps, deps.client, now, report);
  await job.run(rows);
  return report;
}

// ---------------------------------------------------------------------------------------------
// 1. Queue

/** Creates the submissions of documents that have none yet; returns how many. */
async function queueDocuments({ prisma, config, client }: KsefDeps, now: Date): Promise<number> {
  const consumers = await consumerInvoicesSetting(prisma);
  const consumersSince = consumers.enabled && consumers.since ? consumers.since : null;
  const invoices = await prisma.$queryRaw<{ id: string }[]>`
    SELECT i.id::text AS id FROM "Invoice" i
    JOIN "Purchase" p ON p.id = i."purchaseId"
    LEFT JOIN "KsefSubmission" k ON k."invoiceId" = i.id
    WHERE k.id IS NULL
      AND ((p."buyerType" = 'BUSINESS' AND p."invNip" IS NOT NULL)
        OR (${consumersSince?.toISOString() ?? null}::timestamp IS NOT NULL
            AND i."issuedAt" >= ${consumersSince?.toISOString() ?? null}::timestamp))
    ORDER BY i."issuedAt" LIMIT ${KSEF_BATCH * 5}`;
  // A correction goes to KSeF once its invoice is there: FA(3) names the corrected KSeF number.
  const corrections = await prisma.$queryRaw<{ id: string }[]>`
    SELECT c.id::text AS id FROM "CorrectionInvoice" c
    JOIN "KsefSubmission" original ON original."invoiceId" = c."invoiceId" AND original.status = 'ACCEPTED'
    LEFT JOIN "KsefSubmission" k ON k."correctionId" = c.id
    WHERE k.id IS NULL
    ORDER BY c."issuedAt" LIMIT ${KSEF_BATCH * 5}`;
  const extra = client ? {} : { offlineReason: 'NO_CREDENTIALS' as const };
  let queued = 0;
  for (const { id } of invoices) queued += await queueDocument(prisma, config, { invoiceId: id }, now, extra);
  for (const { id } of corrections) queued += await queueDocument(prisma, config, { correctionId: id }, now, extra);
  return queued;
}

/**
 * Creates the submission of one invoice or correction (its XML rendered now); 1 when created, 0
 * when it has one already or no longer exists. `extra` sets the offline state of one made while
 * KSeF is known to be unreachable or not configured.
 */
export async function queueDocument(
  prisma: PrismaClient,
  config: Config,
  document: { invoiceId: string } | { correctionId: string },
  now: Date,
  extra: Partial<Prisma.KsefSubmissionUncheckedCreateInput> = {},
): Promise<number> {
  const select = {
    purchaseId: true,
    number: true,
    issuedAt: true,
    purchase: { select: { name: true, invName: true, invNip: true } },
  } as const;
  const row =
    'invoiceId' in document
      ? await prisma.invoice.findUnique({ where: { id: document.invoiceId }, select })
      : await prisma.correctionInvoice.findUnique({ where: { id: document.correctionId }, select });
  const xml = !row
    ? null
    : 'invoiceId' in document
      ? await invoiceXml(prisma, config, document.invoiceId)
      : await correctionXml(prisma, config, document.correctionId);
  if (!row || xml === null) return 0;
  return createSubmission(prisma, {
    ...document,
    purchaseId: row.purchaseId,
    documentNumber: row.number,
    buyerName: row.purchase.invName ?? row.purchase.name,
    buyerNip: row.purchase.invNip,
    issueDate: new Date(`${warsawDate(row.issuedAt)}T00:00:00Z`),
    xml,
    xmlHash: sha256Base64(xml),
    nextAttemptAt: now,
    ...extra,
  });
}

/** 1 when created, 0 when another process queued the same document first. */
async function createSubmission(prisma: PrismaClient, data: Prisma.KsefSubmissionUncheckedCreateInput) {
  try {
    await prisma.ksefSubmission.create({ data });
    return 1;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return 0;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Claim

async function claim(prisma: PrismaClient, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const until = seconds(now, KSEF_LEASE_SECONDS).toISOString();
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    WITH due AS (
      SELECT id FROM "KsefSubmission"
      WHERE "nextAttemptAt" <= ${at}::timestamp
        AND ("leasedUntil" IS NULL OR "leasedUntil" < ${at}::timestamp)
        AND (status IN ('QUEUED', 'SENDING') OR (status = 'ACCEPTED' AND upo IS NULL))
      ORDER BY "nextAttemptAt" LIMIT ${KSEF_BATCH} FOR UPDATE SKIP LOCKED)
    UPDATE "KsefSubmission" SET "leasedUntil" = ${until}::timestamp FROM due WHERE "KsefSubmission".id = due.id
    RETURNING "KsefSubmission".id::text AS id`;
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------------------------------------
// 3–4. Send, ask, settle

class Pass {
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly deps: KsefDeps,
    private readonly client: KsefClient,
    private readonly now: Date,
    private readonly report: KsefReport,
  ) {
    this.sleep = deps.sleep ?? defaultSleep;
  }

  async run(rows: KsefSubmission[]) {
    const withoutUpo = rows.filter((row) => row.status === 'ACCEPTED');
    const toAsk = rows.filter((row) => row.status === 'SENDING' && row.invoiceRef);
    const toSend = rows.filter((row) => row.status === 'QUEUED' || (row.status === 'SENDING' && !row.invoiceRef));
    for (const row of withoutUpo) await this.fetchUpo(row);
    const sent = toSend.length > 0 ? await this.send(toSend) : [];
    await this.ask([...toAsk, ...sent]);
  }

  /** Sends the rows in one session; returns them with their invoice references. */
  private async send(rows: KsefSubmission[]): Promise<KsefSubmission[]> {
    let session: Awaited<ReturnType<KsefClient['openSession']>>;
    try {
      session = await this.client.openSession();
    } catch (error) {
      for (const row of rows) await this.failed(row, error);
      return [];
    }
    const sent: KsefSubmission[] = [];
    let stop: unknown = null;
    for (const row of rows) {
      if (stop) {
        await this.failed(row, stop);
        continue;
      }
      // The intent first: a crash after KSeF took the invoice leaves SENDING without a reference.
      await this.deps.prisma.ksefSubmission.update({
        where: { id: row.id },
        data: { status: 'SENDING', sessionRef: session.referenceNumber, invoiceRef: null, attempts: { increment: 1 } },
      });
      try {
        const { invoiceRef } = await this.client.sendInvoice(session, Buffer.from(row.xml, 'utf8'), {
          offlineMode: row.offlineReason !== null,
        });
        sent.push(
          await this.deps.prisma.ksefSubmission.update({
            where: { id: row.id },
            data: { invoiceRef, sessionRef: session.referenceNumber },
          }),
        );
        this.report.sent++;
      } catch (error) {
        await this.failed({ ...row, attempts: row.attempts + 1 }, error);
        // KSeF down or limiting: the rest of the batch waits too.
        if (error instanceof KsefUnavailableError || error instanceof KsefRateLimitedError) stop = error;
      }
    }
    try {
      await this.client.closeSession(session.referenceNumber);
    } catch (error) {
      // An unclosed session expires by itself; the invoices sent in it are not affected.
      this.deps.log.warn({ err: (error as Error).message }, 'ksef session not closed');
    }
    return sent;
  }

  /** Asks KSeF about sent invoices until each has a final status or the pass's tries run out. */
  private async ask(rows: KsefSubmission[]) {
    let pending = rows;
    for (let attempt = 0; pending.length > 0 && attempt < STATUS_TRIES; attempt++) {
      if (attempt > 0) await this.sleep(STATUS_WAIT_MS * attempt);
      const still: KsefSubmission[] = [];
      for (const row of pending) {
        let status: KsefInvoiceStatus;
        try {
          status = await this.client.invoiceStatus(row.sessionRef!, row.invoiceRef!);
        } catch (error) {
          await this.postpone(row, error, seconds(this.now, KSEF_STATUS_RECHECK_SECONDS));
          continue;
        }
        if (PROCESSING.has(status.code)) still.push(row);
        else await this.settle(row, status);
      }
      pending = still;
    }
    for (const row of pending) await this.postpone(row, null, seconds(this.now, KSEF_STATUS_RECHECK_SECONDS));
  }

  private async settle(row: KsefSubmission, status: KsefInvoiceStatus) {
    if (status.code === ACCEPTED && status.ksefNumber) {
      await this.accept(row, status.ksefNumber, status.acquisitionDate, row.sessionRef!);
    } else if (status.code === DUPLICATE && status.extensions.originalKsefNumber) {
      // Sent before (a crash hid the answer): KSeF already holds it under this number.
      await this.accept(
        row,
        status.extensions.originalKsefNumber,
        null,
        status.extensions.originalSessionReferenceNumber ?? row.sessionRef!,
      );
    } else {
      await this.reject(row, [{ code: status.code, description: status.description, details: status.details }], 'info');
    }
  }

  private async accept(row: KsefSubmission, ksefNumber: string, acquisitionDate: string | null, sessionRef: string) {
    const { prisma } = this.deps;
    const accepted = await prisma.$transaction(async (tx) => {
      const changed = await tx.ksefSubmission.updateMany({
        where: { id: row.id, status: { not: 'ACCEPTED' } },
        data: {
          status: 'ACCEPTED',
          ksefNumber,
          sessionRef,
          acceptedAt: acquisitionDate ? new Date(acquisitionDate) : this.now,
          errors: Prisma.DbNull,
          nextAttemptAt: this.now,
        },
      });
      if (changed.count === 0) return false;
      const purchase = await tx.purchase.findUniqueOrThrow({
        where: { id: row.purchaseId },
        select: { number: true, email: true, language: true },
      });
      await enqueueMail(tx, ksefAcceptedMail(purchase, { documentNumber: row.documentNumber, ksefNumber }));
      return true;
    });
    if (!accepted) return;
    this.report.accepted++;
    this.deps.log.info({ submissionId: row.id, ksefNumber }, 'ksef invoice accepted');
    await this.fetchUpo({ ...row, status: 'ACCEPTED', ksefNumber, sessionRef });
  }

  private async fetchUpo(row: KsefSubmission) {
    try {
      const upo = await this.client.upo(row.sessionRef!, row.ksefNumber!);
      await this.deps.prisma.ksefSubmission.update({ where: { id: row.id }, data: { upo, leasedUntil: null } });
    } catch (error) {
      // The acceptance stands; the UPO is fetched by a later pass.
      await this.deps.prisma.ksefSubmission.update({
        where: { id: row.id },
        data: { leasedUntil: null, nextAttemptAt: seconds(this.now, retryDelay(2)) },
      });
      this.deps.log.warn({ submissionId: row.id, err: (error as Error).message }, 'ksef upo not fetched');
    }
  }

  /**
   * `level`: KSeF's verdict on an invoice's data (a wrong NIP…) is the admin's to correct, on the
   * e-invoices screen that highlights it: information, as an acceptance is. A request KSeF refused
   * (failed()) may be the operator's to fix: a warning.
   */
  private async reject(
    row: KsefSubmission,
    errors: { code: number | null; description: string; details: string[] }[],
    level: 'info' | 'warn',
  ) {
    await this.deps.prisma.ksefSubmission.update({
      where: { id: row.id },
      data: { status: 'REJECTED', errors, leasedUntil: null },
    });
    this.report.rejected++;
    this.deps.log[level]({ submissionId: row.id, errors }, 'ksef invoice rejected');
  }

  /** A sending that did not reach KSeF's verdict: rejected on a 4xx, else postponed (offline when KSeF is down). */
  private async failed(row: KsefSubmission, error: unknown) {
    if (error instanceof KsefRequestError) {
      await this.reject(
        row,
        [{ code: error.code ?? error.status, description: error.description ?? error.message, details: error.details }],
        'warn',
      );
      return;
    }
    if (error instanceof KsefRateLimitedError) {
      await this.postpone(row, error, seconds(this.now, error.retryAfterSeconds), 'QUEUED');
      return;
    }
    await this.postpone(row, error, seconds(this.now, retryDelay(row.attempts)), 'QUEUED');
  }

  /** Leaves the row for a later pass; KSeF unreachable makes a not yet accepted invoice offline. */
  private async postpone(row: KsefSubmission, error: unknown, at: Date, status?: 'QUEUED') {
    const unavailable = error instanceof KsefUnavailableError;
    const offline =
      unavailable && row.offlineReason === null
        ? { offlineReason: 'UNAVAILABLE' as const, sendBy: endOfNextBusinessDay(row.issueDate) }
        : {};
    await this.deps.prisma.ksefSubmission.update({
      where: { id: row.id },
      data: {
        ...(status && row.status !== 'ACCEPTED' ? { status, invoiceRef: null } : {}),
        ...offline,
        ...(error ? { errors: [{ code: null, description: (error as Error).message, details: [] }] } : {}),
        nextAttemptAt: at,
        leasedUntil: null,
      },
    });
    this.report.postponed++;
    if (error && !unavailable) this.deps.log.error({ submissionId: row.id, err: error }, 'ksef sending failed');
  }
}

/** Runs `ksefPass` at once and then every `intervalMs` (timer unref'd); `stop` waits for a running pass. */
export function startKsefSending(deps: KsefDeps, intervalMs: number): PeriodicJob {
  return startPeriodic('ksef pass', deps.log, () => ksefPass(deps), {
    intervalMs,
    summary: (report) =>
      report.queued || report.sent || report.accepted || report.rejected ? { ...report } : undefined,
  });
}
