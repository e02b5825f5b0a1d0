import {
  constants,
  createHash,
  createPrivateKey,
  privateDecrypt,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';
import { generate } from 'selfsigned';
import { Prisma, type PrismaClient } from '../../../../../generated/prisma/client.ts';

/**
 * The simulator's key pair, in place of the Ministry's: one RSA-2048 key behind a self-signed
 * certificate serving both usages (KSeF token and symmetric key encryption), and a secret for the
 * simulator's own signatures (challenges, tokens, UPO links). Generated once and kept in
 * AppSecret, so every process on the same database decrypts what any of them published.
 */
const KEY_SECRET = 'ksef.simulatorKey';

interface StoredKey {
  privateKey: string;
  certificate: string;
  secret: string;
}

export interface SimulatorKey {
  privateKey: KeyObject;
  /** DER, Base64 (what /security/public-key-certificates publishes). */
  certificate: string;
  /** SHA-256 of the certificate's DER, Base64 (bezpieczenstwo/klucze-publiczne-do-szyfrowania.md). */
  certificateId: string;
  /** SHA-256 of the public key's DER (SubjectPublicKeyInfo), Base64. */
  publicKeyId: string;
  validFrom: Date;
  validTo: Date;
  secret: Buffer;
}

async function generateKey(): Promise<StoredKey> {
  const now = new Date();
  const pems = await generate(
    [
      { name: 'commonName', value: 'Ministerstwo Finansów - symulator KSeF' },
      { name: 'countryName', value: 'PL' },
    ],
    {
      keySize: 2048,
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - 24 * 3600_000),
      notAfterDate: new Date(now.getTime() + 10 * 365 * 24 * 3600_000),
    },
  );
  return { privateKey: pems.private, certificate: pems.cert, secret: randomBytes(32).toString('base64') };
}

async function storedKey(prisma: PrismaClient): Promise<StoredKey> {
  const existing = await prisma.appSecret.findUnique({ where: { name: KEY_SECRET } });
  if (existing) return existing.value as unknown as StoredKey;
  const value = await generateKey();
  try {
    await prisma.appSecret.create({ data: { name: KEY_SECRET, value: { ...value } } });
    return value;
  } catch (error) {
    // Another process made it first: its key is the one everybody uses.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const row = await prisma.appSecret.findUniqueOrThrow({ where: { name: KEY_SECRET } });
      return row.value as unknown as StoredKey;
    }
    throw error;
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64');

export async function loadSimulatorKey(prisma: PrismaClient): Promise<SimulatorKey> {
  const stored = await storedKey(prisma);
  const x509 = new X509Certificate(stored.certificate);
  return {
    privateKey: createPrivateKey(stored.privateKey),
    certificate: x509.raw.toString('base64'),
    certificateId: sha256(x509.raw),
    publicKeyId: sha256(x509.publicKey.export({ type: 'spki', format: 'der' })),
    validFrom: new Date(x509.validFrom),
    validTo: new Date(x509.validTo),
    secret: Buffer.from(stored.secret, 'base64'),
  };
}

/** RSAES-OAEP (SHA-256, MGF1 SHA-256) decryption with the simulator's key; null when it fails. */
export function rsaOaepDecrypt(key: SimulatorKey, encrypted: Buffer): Buffer | null {
  try {
    return privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      encrypted,
    );
  } catch {
    return null;
  }
}
