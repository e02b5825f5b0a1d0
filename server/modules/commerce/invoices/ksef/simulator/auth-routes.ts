import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Prisma, type SimulatedKsefAuth } from '../../../../../generated/prisma/client.ts';
import type { components } from '../api/schema.d.ts';
import { nipChecksumValid } from './verify.ts';
import { authenticate, issues, referenceParam, type SimulatorContext } from './context.ts';
import { badRequest } from './errors.ts';
import { rsaOaepDecrypt } from './keys.ts';
import { relatedReference } from './reference.ts';
import { challengeTimestamp, issueToken, newChallenge, simulatorKsefToken } from './tokens.ts';

type Schemas = components['schemas'];

/**
 * Authentication with a KSeF token (uwierzytelnianie.md, tokeny-ksef.md): the public key
 * certificates, a challenge, `token|timestampMs` encrypted with RSA-OAEP, the operation's status,
 * and the access/refresh token pair. Like KSeF, a wrong token is no 400 of /auth/ksef-token: the
 * operation ends with status 450, and redeeming its tokens is refused (21301).
 */

const AUTH_STATUS: Record<number, string> = {
  100: 'Uwierzytelnianie w toku',
  200: 'Uwierzytelnianie zakończone sukcesem',
  450: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
};

const ksefTokenBody = z.object({
  challenge: z.string().length(36),
  contextIdentifier: z.object({
    type: z.enum(['Nip', 'InternalId', 'NipVatUe', 'PeppolId']),
    value: z.string().min(1).max(100),
  }),
  encryptedToken: z.base64().min(1).max(4096),
  publicKeyId: z.string().length(44).nullish(),
  authorizationPolicy: z.unknown().optional(),
});

/** Why a decrypted `token|timestampMs` fails, in KSeF's words (status 450's details), or null. */
function tokenProblem(plain: Buffer | null, nip: string, timestampMs: number): string | null {
  if (!plain) return 'Nieprawidłowy token';
  const text = plain.toString('utf8');
  const bar = text.lastIndexOf('|');
  if (bar < 0) return 'Nieprawidłowy token';
  if (text.slice(bar + 1) !== String(timestampMs)) return 'Nieprawidłowy czas tokena';
  return text.slice(0, bar) === simulatorKsefToken(nip) ? null : 'Nieprawidłowy token';
}

/** The status of an authentication: its row keeps the code and, on failure, the detail. */
const authStatus = (auth: SimulatedKsefAuth): Schemas['StatusInfo'] => ({
  code: auth.statusCode,
  description: AUTH_STATUS[auth.statusCode] ?? 'Nieznany błąd',
  ...(auth.statusCode === 200 ? {} : { details: [auth.statusDescription] }),
});

export function authRoutes(app: FastifyInstance, ctx: SimulatorContext): void {
  const { prisma } = ctx;

  app.get('/security/public-key-certificates', async () => {
    const key = await ctx.key();
    const certificates: Schemas['PublicKeyCertificate'][] = [
      {
        certificate: key.certificate,
        certificateId: key.certificateId,
        publicKeyId: key.publicKeyId,
        validFrom: key.validFrom.toISOString(),
        validTo: key.validTo.toISOString(),
        usage: ['KsefTokenEncryption', 'SymmetricKeyEncryption'],
      },
    ];
    return certificates;
  });

  app.post('/auth/challenge', async (request) => {
    const now = ctx.now();
    const { challenge, timestampMs } = newChallenge(await ctx.key(), now);
    const body: Schemas['AuthenticationChallengeResponse'] = {
      challenge,
      timestamp: now.toISOString(),
      timestampMs,
      clientIp: request.ip,
    };
    return body;
  });

  app.post('/auth/ksef-token', async (request, reply) => {
    const parsed = ksefTokenBody.safeParse(request.body);
    if (!parsed.success) return badRequest(request, reply, 'validation', issues(parsed.error));
    const { challenge, contextIdentifier, encryptedToken, publicKeyId } = parsed.data;
    const nip = contextIdentifier.value;
    if (contextIdentifier.type !== 'Nip' || !nipChecksumValid(nip)) {
      return badRequest(request, reply, 'validation', [
        'contextIdentifier: symulator obsługuje kontekst Nip z prawidłowym numerem NIP.',
      ]);
    }
    const key = await ctx.key();
    if (publicKeyId && publicKeyId !== key.publicKeyId) {
      return badRequest(request, reply, 'unknownKey', [`Klucz o identyfikatorze ${publicKeyId} nie jest wspierany.`]);
    }
    const now = ctx.now();
    const timestampMs = challengeTimestamp(key, challenge, now);
    if (timestampMs === null) return badRequest(request, reply, 'challenge');
    const problem = tokenProblem(rsaOaepDecrypt(key, Buffer.from(encryptedToken, 'base64')), nip, timestampMs);
    // The authentication takes the challenge's digits: a second use of the challenge collides.
    const referenceNumber = relatedReference(challenge, 'AU');
    const authenticationToken = issueToken(key, 'AuthenticationToken', nip, referenceNumber, now);
    try {
      await prisma.simulatedKsefAuth.create({
        data: {
          referenceNumber,
          nip,
          authenticationToken: authenticationToken.token,
          statusCode: problem ? 450 : 200,
          statusDescription: problem ?? AUTH_STATUS[200]!,
          createdAt: now,
        },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        return badRequest(request, reply, 'challenge', ['Wyzwanie zostało już wykorzystane.']);
      }
      throw error;
    }
    const body: Schemas['AuthenticationInitResponse'] = {
      referenceNumber,
      authenticationToken: {
        token: authenticationToken.token,
        validUntil: authenticationToken.validUntil.toISOString(),
      },
    };
    return reply.status(202).send(body);
  });

  app.get<{ Params: { referenceNumber: string } }>('/auth/:referenceNumber', async (request, reply) => {
    const auth = await authenticate(ctx, request, reply, 'AuthenticationToken');
    if (!auth) return reply;
    if (!referenceParam.safeParse(request.params.referenceNumber).success) {
      return badRequest(request, reply, 'validation', ['referenceNumber: nieprawidłowy numer referencyjny.']);
    }
    if (auth.referenceNumber !== request.params.referenceNumber) {
      return badRequest(request, reply, 'authNotFound', [
        `Operacja uwierzytelniania o numerze referencyjnym ${request.params.referenceNumber} nie została znaleziona.`,
      ]);
    }
    const body: Schemas['AuthenticationOperationStatusResponse'] = {
      startDate: auth.createdAt.toISOString(),
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- deprecated, yet still required by open-api.json
      authenticationMethod: 'Token',
      authenticationMethodInfo: { category: 'Token', code: 'token', displayName: 'Token KSeF' },
      status: authStatus(auth),
      isTokenRedeemed: auth.accessToken !== null,
    };
    return body;
  });

  app.post('/auth/token/redeem', async (request, reply) => {
    const auth = await authenticate(ctx, request, reply, 'AuthenticationToken');
    if (!auth) return reply;
    if (auth.statusCode !== 200) {
      return badRequest(request, reply, 'unauthorized', [
        `Status uwierzytelniania (${auth.statusCode}) nie pozwala na pobranie tokenów.`,
      ]);
    }
    const key = await ctx.key();
    const now = ctx.now();
    const accessToken = issueToken(key, 'ContextToken', auth.nip, auth.referenceNumber, now);
    const refreshToken = issueToken(key, 'RefreshToken', auth.nip, auth.referenceNumber, now);
    // Once only (uwierzytelnianie.md): the row takes its tokens only while it has none.
    const { count } = await prisma.simulatedKsefAuth.updateMany({
      where: { referenceNumber: auth.referenceNumber, accessToken: null, refreshToken: null },
      data: { accessToken: accessToken.token, refreshToken: refreshToken.token },
    });
    if (count === 0) {
      return badRequest(request, reply, 'unauthorized', [
        `Tokeny dla operacji uwierzytelniania ${auth.referenceNumber} zostały już pobrane.`,
      ]);
    }
    const body: Schemas['AuthenticationTokensResponse'] = {
      accessToken: { token: accessToken.token, validUntil: accessToken.validUntil.toISOString() },
      refreshToken: { token: refreshToken.token, validUntil: refreshToken.validUntil.toISOString() },
    };
    return body;
  });

  app.post('/auth/token/refresh', async (request, reply) => {
    const auth = await authenticate(ctx, request, reply, 'RefreshToken');
    if (!auth) return reply;
    const accessToken = issueToken(await ctx.key(), 'ContextToken', auth.nip, auth.referenceNumber, ctx.now());
    // The row keeps one access token: the refreshed one replaces the previous.
    await prisma.simulatedKsefAuth.update({
      where: { referenceNumber: auth.referenceNumber },
      data: { accessToken: accessToken.token },
    });
    const body: Schemas['AuthenticationTokenRefreshResponse'] = {
      accessToken: { token: accessToken.token, validUntil: accessToken.validUntil.toISOString() },
    };
    return body;
  });
}
