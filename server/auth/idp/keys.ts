import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Config } from '../../config.ts';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';

type Db = Pick<PrismaClient, 'appSecret'>;

/**
 * Secrets generated once and kept in AppSecret, so every process and every restart share them:
 * a restart must neither invalidate issued tokens (signing keys) nor sign everybody out (cookie
 * keys). The first process to start creates them; the others read what it stored.
 */
async function storedSecret<T extends Prisma.InputJsonValue>(
  prisma: Db,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await prisma.appSecret.findUnique({ where: { name } });
  if (existing) return existing.value as T;
  const value = await create();
  try {
    await prisma.appSecret.create({ data: { name, value } });
    return value;
  } catch (error) {
    // Another process stored it between our read and our insert: use theirs.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const row = await prisma.appSecret.findUniqueOrThrow({ where: { name } });
      return row.value as T;
    }
    throw error;
  }
}

/** The provider's signing keys: one RS256 private JWK (kid = its thumbprint). */
export async function signingKeys(prisma: Db): Promise<{ keys: JWK[] }> {
  const value = await storedSecret(prisma, 'oidc.signingKeys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    const kid = await calculateJwkThumbprint(jwk);
    return { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] } as Prisma.InputJsonObject;
  });
  return value as unknown as { keys: JWK[] };
}

/** Keys that sign the provider's cookies (Koa keygrip; the first one signs, all verify). */
export async function cookieKeys(prisma: Db): Promise<string[]> {
  return storedSecret(prisma, 'oidc.cookieKeys', async () => [randomBytes(32).toString('base64url')]);
}

/**
 * The secret of the server's own confidential client: OIDC_CLIENT_SECRET when set, otherwise
 * generated once and stored, so the server's OIDC client and the provider agree without setup.
 */
export async function embeddedClientSecret(prisma: Db, config: Config): Promise<string> {
  if (config.OIDC_CLIENT_SECRET) return config.OIDC_CLIENT_SECRET;
  return storedSecret(prisma, 'oidc.clientSecret', async () => randomBytes(32).toString('base64url'));
}
