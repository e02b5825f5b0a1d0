import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../../config.ts';
import { Prisma, type PrismaClient } from '../../../../generated/prisma/client.ts';
import type { P24Credentials } from '../p24-client.ts';
import { registerSign, signsEqual, verifySign } from '../sign.ts';
import { notFoundPage, paymentPage } from './page.ts';
import { SIMULATED_METHOD_ID, simulatedStatement, type P24Simulator } from './simulator.ts';
import { sendSimulatorPage } from '../../../../platform/simulator-page.ts';

/**
 * The local Przelewy24 simulator's routes (under /p24-simulator, outside /api/v1 and hidden from
 * the OpenAPI document): the same register / verify / transaction by sessionId / refund / refunds
 * by orderId API as the real service, with Basic auth and signs checked the same way, and the
 * buyer's pay/cancel page at /trnRequest/{token}. Only registered without P24 credentials and
 * never in production (buildApp decides).
 */

const refuse = (reply: FastifyReply, code: number, error: string) => reply.status(code).send({ error, code });

const registerBody = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  currency: z.literal('PLN'),
  description: z.string().min(1).max(1024),
  email: z.string().min(3).max(50),
  country: z.string().length(2),
  language: z.enum(['bg', 'cs', 'de', 'en', 'es', 'fr', 'hr', 'hu', 'it', 'nl', 'pl', 'pt', 'se', 'sk', 'ro']),
  urlReturn: z.url().max(250),
  urlStatus: z.url().max(250),
  sign: z.string().max(100),
});

const verifyBody = z.object({
  merchantId: z.number().int(),
  posId: z.number().int(),
  sessionId: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  currency: z.literal('PLN'),
  orderId: z.number().int().positive(),
  sign: z.string().max(100),
});

/** Limits from P24's docs (a hyphenated UUID, 36 characters, is too long for refundsUuid). */
const refundBody = z.object({
  requestId: z.string().min(1).max(45),
  refundsUuid: z.string().min(1).max(35),
  urlStatus: z.url().max(250).optional(),
  refunds: z
    .array(
      z.object({
        orderId: z.number().int().positive(),
        sessionId: z.string().min(1).max(100),
        amount: z.number().int().positive(),
        description: z.string().max(35).optional(),
      }),
    )
    .min(1),
});

/** Date and time as P24's answers show them: `YYYY-MM-DD HH:MM:SS`. */
const p24Date = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** refund/by/orderId's status numbers (P24's docs): 1 completed, 2 pending, 4 rejected. */
const REFUND_STATUS = { DONE: 1, REQUESTED: 2, REJECTED: 4 } as const;

/** Basic auth: `posId:apiKey`, compared in constant time. */
function authorized(request: FastifyRequest, credentials: P24Credentials): boolean {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return false;
  const received = Buffer.from(Buffer.from(header.slice(6), 'base64').toString());
  const expected = Buffer.from(`${credentials.posId}:${credentials.apiKey}`);
  return received.length === expected.length && timingSafeEqual(received, expected);
}

export async function p24SimulatorRoutes(
  app: FastifyInstance,
  { prisma, config, simulator }: { prisma: PrismaClient; config: Config; simulator: P24Simulator },
): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    await app.register(formbody, { bodyLimit: 4 * 1024 });
  }
  const ownOrigin = `${config.publicUrl.origin}/`;
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!authorized(request, await simulator.credentials())) return refuse(reply, 401, 'Incorrect authentication');
  };

  app.post('/api/v1/transaction/register', { onRequest: authenticate }, async (request, reply) => {
    const credentials = await simulator.credentials();
    const parsed = registerBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Invalid input data');
    const body = parsed.data;
    if (body.merchantId !== credentials.merchantId || body.posId !== credentials.posId) {
      return refuse(reply, 400, 'Incorrect merchantId or posId');
    }
    if (!signsEqual(body.sign, registerSign(body, credentials.crc))) return refuse(reply, 400, 'Incorrect sign');
    // The simulator only serves this app: it never calls or sends anyone elsewhere.
    if (!body.urlReturn.startsWith(ownOrigin) || !body.urlStatus.startsWith(ownOrigin)) {
      return refuse(reply, 400, 'urlReturn and urlStatus must be on this application');
    }
    const token = randomUUID().toUpperCase();
    try {
      await prisma.simulatedP24Transaction.create({
        data: {
          token,
          merchantId: body.merchantId,
          posId: body.posId,
          sessionId: body.sessionId,
          amount: body.amount,
          currency: body.currency,
          description: body.description,
          email: body.email,
          urlReturn: body.urlReturn,
          urlStatus: body.urlStatus,
          orderId: BigInt(randomInt(100_000_000, 2_000_000_000)),
        },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        return refuse(reply, 400, 'Transaction with this sessionId already registered');
      }
      throw error;
    }
    return { data: { token }, responseCode: 0 };
  });

  app.put('/api/v1/transaction/verify', { onRequest: authenticate }, async (request, reply) => {
    const credentials = await simulator.credentials();
    const parsed = verifyBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Invalid input data');
    const body = parsed.data;
    if (body.merchantId !== credentials.merchantId || body.posId !== credentials.posId) {
      return refuse(reply, 400, 'Incorrect merchantId or posId');
    }
    if (!signsEqual(body.sign, verifySign(body, credentials.crc))) return refuse(reply, 400, 'Incorrect sign');
    const tx = await prisma.simulatedP24Transaction.findUnique({ where: { sessionId: body.sessionId } });
    if (
      !tx ||
      tx.orderId !== BigInt(body.orderId) ||
      tx.amount !== body.amount ||
      tx.currency !== body.currency ||
      (tx.status !== 'PAID' && tx.status !== 'VERIFIED')
    ) {
      return refuse(reply, 400, 'Transaction not found or not paid');
    }
    if (simulator.faults.failVerify) {
      simulator.faults.failVerify -= 1;
      return refuse(reply, 400, 'Simulated verify failure');
    }
    await prisma.simulatedP24Transaction.updateMany({
      where: { token: tx.token, status: { in: ['PAID', 'VERIFIED'] } },
      data: { status: 'VERIFIED', nextNotifyAt: null, lastError: null },
    });
    return { data: { status: 'success' }, responseCode: 0 };
  });

  /** What the order's refunds in `statuses` took (grosze). */
  const refunded = async (db: Prisma.TransactionClient, orderId: bigint, statuses: string[]) =>
    (
      await db.simulatedP24Refund.aggregate({
        where: { orderId, status: { in: statuses } },
        _sum: { amount: true },
      })
    )._sum.amount ?? 0;

  app.get<{ Params: { sessionId: string } }>(
    '/api/v1/transaction/by/sessionId/:sessionId',
    { onRequest: authenticate },
    async (request, reply) => {
      const tx = await prisma.simulatedP24Transaction.findUnique({ where: { sessionId: request.params.sessionId } });
      if (!tx) return refuse(reply, 404, 'Transaction not found');
      const paid = tx.status === 'PAID' || tx.status === 'VERIFIED';
      let status = paid ? (tx.status === 'PAID' ? 1 : 2) : 0;
      if (status === 2 && (await refunded(prisma, tx.orderId, ['DONE'])) >= tx.amount) status = 3;
      return {
        data: {
          statement: paid ? simulatedStatement(tx.orderId) : '',
          // Like the real service: no orderId before the buyer pays.
          orderId: paid ? Number(tx.orderId) : 0,
          sessionId: tx.sessionId,
          status,
          amount: tx.amount,
          currency: tx.currency,
          date: p24Date(tx.createdAt),
          // The simulator keeps no payment time: the row's last change stands in.
          dateOfTransaction: paid ? p24Date(tx.updatedAt) : '',
          clientEmail: tx.email,
          paymentMethod: tx.methodId ?? 0,
          description: tx.description,
        },
        responseCode: 0,
      };
    },
  );

  app.post('/api/v1/transaction/refund', { onRequest: authenticate }, async (request, reply) => {
    const parsed = refundBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, 'Invalid input parameters');
    const body = parsed.data;
    // A refund row per request (requestId is its key): this app sends one refund per request.
    const [item, ...more] = body.refunds;
    if (!item || more.length > 0) return refuse(reply, 400, 'The simulator takes one refund per request');
    if (body.urlStatus && !body.urlStatus.startsWith(ownOrigin)) {
      return refuse(reply, 400, 'urlStatus must be on this application');
    }
    const orderId = BigInt(item.orderId);
    const description = item.description ?? '';
    let message: string | null;
    try {
      message = await prisma.$transaction(async (db) => {
        // Refunds of one transaction wait in turn, so each sees what the others took.
        await db.$queryRaw`SELECT 1 FROM "SimulatedP24Transaction" WHERE "orderId" = ${orderId} FOR UPDATE`;
        // Checked first: a retried request is not judged again (it would miss what it took itself).
        if (await db.simulatedP24Refund.findUnique({ where: { requestId: body.requestId } })) return null;
        const tx = await db.simulatedP24Transaction.findUnique({ where: { orderId } });
        if (!tx || tx.sessionId !== item.sessionId) return 'Transaction not found';
        if (tx.status !== 'VERIFIED') return 'Transaction in wrong status - cannot refund';
        if (item.amount > tx.amount - (await refunded(db, orderId, ['REQUESTED', 'DONE']))) {
          return 'The amount of refund exceeds available amount for the transaction';
        }
        await db.simulatedP24Refund.create({
          data: {
            requestId: body.requestId,
            refundsUuid: body.refundsUuid,
            orderId,
            sessionId: item.sessionId,
            amount: item.amount,
            description,
            urlStatus: body.urlStatus ?? null,
          },
        });
        return 'success';
      });
    } catch (error) {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')) throw error;
      message = null;
    }
    if (message === null) return refuse(reply, 400, 'Request already exists');
    const result = { ...item, description, status: message === 'success', message };
    // As documented: 201 with the created refunds, 409 with the refused ones.
    return message === 'success'
      ? reply.status(201).send({ data: [result], responseCode: 0 })
      : reply.status(409).send({ error: [result], code: 409 });
  });

  app.get<{ Params: { orderId: string } }>(
    '/api/v1/refund/by/orderId/:orderId',
    { onRequest: authenticate },
    async (request, reply) => {
      if (!/^[1-9]\d{0,17}$/.test(request.params.orderId)) return refuse(reply, 400, 'Invalid input data');
      const orderId = BigInt(request.params.orderId);
      const tx = await prisma.simulatedP24Transaction.findUnique({ where: { orderId } });
      const refunds = await prisma.simulatedP24Refund.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });
      if (!tx || refunds.length === 0) return refuse(reply, 404, 'Transaction not found');
      return {
        data: {
          orderId: Number(orderId),
          sessionId: tx.sessionId,
          amount: tx.amount,
          currency: tx.currency,
          refunds: refunds.map((r) => ({
            requestId: r.requestId,
            date: p24Date(r.createdAt),
            description: r.description,
            status: REFUND_STATUS[r.status as keyof typeof REFUND_STATUS] ?? REFUND_STATUS.REQUESTED,
            amount: r.amount,
          })),
        },
        responseCode: 0,
      };
    },
  );

  app.get<{ Params: { token: string } }>('/trnRequest/:token', async (request, reply) => {
    const tx = await prisma.simulatedP24Transaction.findUnique({ where: { token: request.params.token } });
    if (!tx) return sendSimulatorPage(reply, 404, notFoundPage());
    return sendSimulatorPage(reply, 200, paymentPage(tx, config.SELLER_NAME));
  });

  app.post<{ Params: { token: string }; Body: { action?: unknown } }>('/trnRequest/:token', async (request, reply) => {
    const tx = await prisma.simulatedP24Transaction.findUnique({ where: { token: request.params.token } });
    if (!tx) return sendSimulatorPage(reply, 404, notFoundPage());
    const action = (request.body as { action?: unknown } | undefined)?.action;
    if (action !== 'pay' && action !== 'cancel')
      return sendSimulatorPage(reply, 400, paymentPage(tx, config.SELLER_NAME));
    const now = new Date();
    if (action === 'pay') {
      const { count } = await prisma.simulatedP24Transaction.updateMany({
        where: { token: tx.token, status: 'REGISTERED' },
        data: { status: 'PAID', methodId: SIMULATED_METHOD_ID, nextNotifyAt: now },
      });
      // Like the real service, the notification usually arrives before the buyer is back.
      if (count === 1 && !simulator.faults.notifyAfterReturn) await simulator.notify(tx.token, now);
    } else {
      await prisma.simulatedP24Transaction.updateMany({
        where: { token: tx.token, status: 'REGISTERED' },
        data: { status: 'CANCELLED' },
      });
    }
    return reply.redirect(tx.urlReturn, 303);
  });
}
