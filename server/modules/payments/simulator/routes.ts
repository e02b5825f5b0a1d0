import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { Prisma, type PrismaClient } from '../../../generated/prisma/client.ts';
import type { P24Credentials } from '../p24-client.ts';
import { registerSign, signsEqual, verifySign } from '../sign.ts';
import { notFoundPage, paymentPage } from './page.ts';
import { SIMULATED_METHOD_ID, type P24Simulator } from './simulator.ts';

/**
 * The local Przelewy24 simulator's routes (under /p24-simulator, outside /api/v1 and hidden from
 * the OpenAPI document): the same register / verify API as the real service, with Basic auth and
 * signs checked the same way, and the buyer's pay/cancel page at /trnRequest/{token}. Only
 * registered without P24 credentials and never in production (buildApp decides).
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

  app.post('/api/v1/transaction/register', async (request, reply) => {
    const credentials = await simulator.credentials();
    if (!authorized(request, credentials)) return refuse(reply, 401, 'Incorrect authentication');
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

  app.put('/api/v1/transaction/verify', async (request, reply) => {
    const credentials = await simulator.credentials();
    if (!authorized(request, credentials)) return refuse(reply, 401, 'Incorrect authentication');
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

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);

  app.get<{ Params: { token: string } }>('/trnRequest/:token', async (request, reply) => {
    const tx = await prisma.simulatedP24Transaction.findUnique({ where: { token: request.params.token } });
    if (!tx) return page(reply, 404, notFoundPage());
    return page(reply, 200, paymentPage(tx, config.SELLER_NAME));
  });

  app.post<{ Params: { token: string }; Body: { action?: unknown } }>('/trnRequest/:token', async (request, reply) => {
    const tx = await prisma.simulatedP24Transaction.findUnique({ where: { token: request.params.token } });
    if (!tx) return page(reply, 404, notFoundPage());
    const action = (request.body as { action?: unknown } | undefined)?.action;
    if (action !== 'pay' && action !== 'cancel') return page(reply, 400, paymentPage(tx, config.SELLER_NAME));
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
