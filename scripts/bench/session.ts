import { createSession } from '../../server/auth/session.ts';
import type { Config } from '../../server/config.ts';
import type { PrismaClient } from '../../server/generated/prisma/client.ts';

/** The headers of requests in a new session of `userId` (its cookie and CSRF token) with a JSON body. */
export async function sessionHeaders(prisma: PrismaClient, config: Config, userId: string) {
  let cookie = '';
  await createSession(
    prisma,
    config,
    { setCookie: (n: string, v: string) => (cookie = `${n}=${v}`) } as never,
    userId,
    undefined,
  );
  const session = await prisma.session.findFirstOrThrow({ where: { userId }, orderBy: { createdAt: 'desc' } });
  return { cookie, 'x-csrf-token': session.csrfToken, 'content-type': 'application/json' };
}
