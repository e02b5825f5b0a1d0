import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { oidcClientMetadata } from '../../modules/system/integrations/service.ts';

type Db = Pick<PrismaClient, 'oidcPayload'>;

/**
 * oidc-provider storage in the OidcPayload table, one adapter per model name (Session, Grant,
 * AccessToken, AuthorizationCode, Interaction…). Rows are keyed by (type, id): ids of different
 * models are generated independently and may collide. Nothing lives in process memory, so
 * several processes behind a load balancer share sessions and grants, and a restart loses none.
 */
/** PostgreSQL cannot store U+0000: a value with one names no row (and must not reach the query). */
const unstorable = (value: string) => value.includes('\u0000');

export class PrismaOidcAdapter implements Adapter {
  constructor(
    private readonly prisma: Db,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const columns = {
      payload: payload as Prisma.InputJsonObject,
      grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      accountId: typeof payload.accountId === 'string' ? payload.accountId : null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.prisma.oidcPayload.upsert({
      where: { type_id: { type: this.type, id } },
      create: { type: this.type, id, ...columns },
      update: columns,
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (unstorable(id)) return undefined;
    return this.present(await this.prisma.oidcPayload.findUnique({ where: { type_id: { type: this.type, id } } }));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    if (unstorable(uid)) return undefined;
    return this.present(await this.prisma.oidcPayload.findFirst({ where: { type: this.type, uid } }));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    if (unstorable(userCode)) return undefined;
    return this.present(await this.prisma.oidcPayload.findFirst({ where: { type: this.type, userCode } }));
  }

  async consume(id: string): Promise<void> {
    if (unstorable(id)) return;
    await this.prisma.oidcPayload.updateMany({ where: { type: this.type, id }, data: { consumedAt: new Date() } });
  }

  async destroy(id: string): Promise<void> {
    if (unstorable(id)) return;
    await this.prisma.oidcPayload.deleteMany({ where: { type: this.type, id } });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (unstorable(grantId)) return;
    await this.prisma.oidcPayload.deleteMany({ where: { type: this.type, grantId } });
  }

  /** Expired rows count as absent (pruneOidcPayloads deletes them later). */
  private present(row: { payload: Prisma.JsonValue; expiresAt: Date | null; consumedAt: Date | null } | null) {
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/**
 * Clients beyond the app's own are the API clients of the integrations module, read from their
 * table on every use (a revoked or rotated client is refused at once); nothing writes them here.
 */
class ApiClientAdapter implements Adapter {
  constructor(private readonly prisma: Pick<PrismaClient, 'apiClient'>) {}
  async find(id: string): Promise<AdapterPayload | undefined> {
    return oidcClientMetadata(this.prisma, id);
  }
  async upsert(): Promise<void> {}
  async findByUid(): Promise<undefined> {}
  async findByUserCode(): Promise<undefined> {}
  async consume(): Promise<void> {}
  async destroy(): Promise<void> {}
  async revokeByGrantId(): Promise<void> {}
}

export function prismaAdapterFactory(prisma: Db & Pick<PrismaClient, 'apiClient'>): (name: string) => Adapter {
  return (name) => (name === 'Client' ? new ApiClientAdapter(prisma) : new PrismaOidcAdapter(prisma, name));
}

/** Deletes expired provider rows (sessions, codes, tokens…); safe to run from every process. */
export async function pruneOidcPayloads(prisma: Db): Promise<number> {
  const { count } = await prisma.oidcPayload.deleteMany({ where: { expiresAt: { lte: new Date() } } });
  return count;
}
