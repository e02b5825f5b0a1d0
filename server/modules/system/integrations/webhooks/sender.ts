import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { Webhook } from 'standardwebhooks';
import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_RESPONSE_KEPT_BYTES,
  WEBHOOK_RETRY_SECONDS,
  WEBHOOK_TIMEOUT_SECONDS,
} from '../../../../contract/policies.ts';
import { isSchoolAdminAccount } from '../../../../auth/permissions.ts';
import type { Config } from '../../../../config.ts';
import type { PrismaClient } from '../../../../generated/prisma/client.ts';
import { enqueueMail } from '../../../../platform/mail/outbox.ts';
import { startPeriodic, type JobLog, type PeriodicJob } from '../../../../platform/periodic.ts';
import { guardedLookup, urlRefusal, type AddressPolicy } from './address-guard.ts';
import { webhookDisabledMail } from './mail.ts';

/**
 * The webhook sending job (every WEBHOOK_INTERVAL_SECONDS in every process):
 * 1. claim due deliveries with FOR UPDATE SKIP LOCKED and a lease, so processes share them out
 *    and a process killed mid-send leaves a row that another sends again once the lease ends
 *    (at least once: receivers drop repeats by `webhook-id`, as Standard Webhooks says);
 * 2. sign (Standard Webhooks: HMAC-SHA256 over id, timestamp and body) and POST;
 * 3. record the attempt with the endpoint's answer; 2xx delivers, anything else waits
 *    WEBHOOK_RETRY_SECONDS[attempt] (FAILED after the last), and WEBHOOK_DISABLE_AFTER_FAILURES
 *    failures in a row disable the subscription and e-mail its owner.
 */
export interface WebhookDeps {
  prisma: PrismaClient;
  config: Config;
  log: JobLog;
  /** Production: HTTPS to public addresses only (urlRefusal, guardedLookup). */
  strictAddresses: boolean;
}

export interface WebhookReport {
  delivered: number;
  retried: number;
  failed: number;
  disabled: number;
}

const BATCH = 20;
const LEASE_SECONDS = WEBHOOK_TIMEOUT_SECONDS * 4;

async function claim(prisma: PrismaClient, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_SECONDS * 1000).toISOString();
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    WITH due AS (
      SELECT d.id FROM "WebhookDelivery" d
      JOIN "WebhookSubscription" s ON s.id = d."subscriptionId"
      JOIN "ApiClient" c ON c.id = s."apiClientId"
      WHERE d.status = 'PENDING' AND d."nextAttemptAt" <= ${at}::timestamp
        AND (d."leasedUntil" IS NULL OR d."leasedUntil" < ${at}::timestamp)
        AND s."disabledAt" IS NULL AND c."revokedAt" IS NULL
      ORDER BY d."nextAttemptAt" LIMIT ${BATCH} FOR UPDATE OF d SKIP LOCKED)
    UPDATE "WebhookDelivery" SET "leasedUntil" = ${until}::timestamp FROM due WHERE "WebhookDelivery".id = due.id
    RETURNING "WebhookDelivery".id::text AS id`;
  return rows.map((row) => row.id);
}

interface Answer {
  status: number | null;
  body: string | null;
  error: string | null;
}

/** POSTs the signed body; never throws: no answer is an answer with `error`. */
function post(url: string, headers: Record<string, string>, body: string, policy: AddressPolicy): Promise<Answer> {
  const refusal = urlRefusal(url, policy);
  if (refusal) return Promise.resolve({ status: null, body: null, error: `Refused: ${refusal}` });
  return new Promise((resolve) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        lookup: guardedLookup(policy),
        timeout: WEBHOOK_TIMEOUT_SECONDS * 1000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        res.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_RESPONSE_KEPT_BYTES) chunks.push(chunk.subarray(0, WEBHOOK_RESPONSE_KEPT_BYTES - kept));
          kept += chunk.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? null, body: Buffer.concat(chunks).toString('utf8'), error: null }),
        );
        res.on('error', (error) => resolve({ status: res.statusCode ?? null, body: null, error: error.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_SECONDS} s`)));
    req.on('error', (error) => resolve({ status: null, body: null, error: error.message }));
    req.end(body);
  });
}

/** PostgreSQL text cannot hold U+0000; an endpoint's answer may. */
const storable = (text: string | null) => (text === null ? null : text.replaceAll('\u0000', '\uFFFD'));

async function deliver(deps: WebhookDeps, id: string, now: Date): Promise<keyof WebhookReport | null> {
  const { prisma, config } = deps;
  const delivery = await prisma.webhookDelivery.findUnique({
    where: { id },
    include: {
      subscription: {
        include: { apiClient: { include: { owner: { select: { email: true, language: true, role: true } } } } },
      },
    },
  });
  if (!delivery || delivery.status !== 'PENDING') return null;
  const { subscription } = delivery;
  const body = JSON.stringify(delivery.payload);
  const messageId = `msg_${delivery.id}`;
  const signature = new Webhook(subscription.secret).sign(messageId, now, body);
  const started = Date.now();
  const answer = await post(
    subscription.url,
    {
      'content-type': 'application/json',
      'user-agent': 'SkyPilotAcademy-Webhooks/1.0',
      'webhook-id': messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
    body,
    { strict: deps.strictAddresses, allowPrivateNetwork: subscription.allowPrivateNetwork },
  );
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const attempts = delivery.attempts + 1;
  const wait = WEBHOOK_RETRY_SECONDS[attempts - 1];

  return prisma.$transaction(async (tx) => {
    await tx.webhookAttempt.create({
      data: {
        deliveryId: id,
        at: now,
        status: answer.status,
        responseBody: storable(answer.body),
        error: storable(answer.error),
        durationMs: Date.now() - started,
      },
    });
    if (ok) {
      await tx.webhookDelivery.update({
        where: { id },
        data: { status: 'DELIVERED', attempts, deliveredAt: now, leasedUntil: null },
      });
      await tx.webhookSubscription.update({ where: { id: subscription.id }, data: { failuresInRow: 0 } });
      return 'delivered';
    }
    await tx.webhookDelivery.update({
      where: { id },
      data:
        wait === undefined
          ? { status: 'FAILED', attempts, leasedUntil: null }
          : { attempts, nextAttemptAt: new Date(now.getTime() + wait * 1000), leasedUntil: null },
    });
    const { failuresInRow } = await tx.webhookSubscription.update({
      where: { id: subscription.id },
      data: { failuresInRow: { increment: 1 } },
    });
    if (failuresInRow >= WEBHOOK_DISABLE_AFTER_FAILURES) {
      const disabled = await tx.webhookSubscription.updateMany({
        where: { id: subscription.id, disabledAt: null },
        data: { disabledAt: now },
      });
      if (disabled.count) {
        const { apiClient } = subscription;
        await enqueueMail(
          tx,
          webhookDisabledMail(apiClient.owner, {
            client: apiClient.name,
            url: subscription.url,
            failures: failuresInRow,
            // The screens of the client's owner (an admin's, or the company's own) take its global id.
            link: new URL(
              `/app/${isSchoolAdminAccount(apiClient.owner.role) ? 'admin/' : ''}api-clients/${encodeGlobalID('ApiClient', apiClient.id)}`,
              config.publicUrl,
            ).toString(),
          }),
        );
        return 'disabled';
      }
    }
    return wait === undefined ? 'failed' : 'retried';
  });
}

export async function webhookPass(deps: WebhookDeps, now = new Date()): Promise<WebhookReport> {
  const report: WebhookReport = { delivered: 0, retried: 0, failed: 0, disabled: 0 };
  const ids = await claim(deps.prisma, now);
  // A few endpoints at a time: one slow endpoint does not hold back the others' deliveries.
  const lanes = Array.from({ length: 4 }, async (_, lane) => {
    for (let i = lane; i < ids.length; i += 4) {
      const outcome = await deliver(deps, ids[i]!, now);
      if (outcome) report[outcome] += 1;
    }
  });
  await Promise.all(lanes);
  return report;
}

export function startWebhookSending(deps: WebhookDeps, intervalMs: number): PeriodicJob {
  return startPeriodic('webhook pass', deps.log, () => webhookPass(deps), {
    intervalMs,
    summary: (report) => (Object.values(report).some(Boolean) ? { ...report } : undefined),
  });
}
