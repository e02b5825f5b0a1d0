import type { FastifyInstance } from 'fastify';
import type { PrismaClient, User } from '../../generated/prisma/client.ts';
import { requirePermission } from '../../platform/http/guard.ts';
import { unauthenticated } from '../../platform/errors.ts';
import { completeRegistration, displayName, updateAccount } from './service.ts';

/** The account as REST presents it: chosen fields only, never hashes or internal flags. */
export function presentAccount(user: User) {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    displayName: displayName(user),
    accountType: user.accountType,
    accountStatus: user.accountStatus,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    pilotNumber: user.pilotNumber,
    operatorNumber: user.operatorNumber,
    emailUlc: user.emailUlc,
    phoneNumberUlc: user.phoneNumberUlc,
    name: user.companyName,
    nip: user.nip,
    address: user.address,
    postalCode: user.postalCode,
    city: user.city,
    examEntitySerialNumber: user.examEntitySerialNumber,
    publicFlg: user.publicFlg,
    premiumUserFlg: user.premiumUserFlg,
  };
}

/** REST uses the spec's `name` for the company name; services speak `companyName`. */
function fromRest(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const { name, ...rest } = body as Record<string, unknown>;
  return name === undefined ? rest : { ...rest, companyName: name };
}

export async function accountRest(app: FastifyInstance, { prisma }: { prisma: PrismaClient }): Promise<void> {
  app.get('/user-account', async (request) => {
    if (!request.viewer) throw unauthenticated();
    return presentAccount(request.viewer.user);
  });

  app.put('/user-account', async (request) => {
    const viewer = requirePermission(request, 'update:account:own');
    return presentAccount(await updateAccount(prisma, viewer.user, fromRest(request.body)));
  });

  app.post('/user-account/registration', async (request) => {
    const viewer = requirePermission(request, 'complete:registration:own');
    const body = request.body as Record<string, unknown> | undefined;
    const input =
      body && typeof body === 'object' && body.company ? { ...body, company: fromRest(body.company) } : fromRest(body);
    return presentAccount(await completeRegistration(prisma, viewer.user, input));
  });
}
