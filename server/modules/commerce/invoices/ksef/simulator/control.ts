import type { PrismaClient } from '../../../../../generated/prisma/client.ts';

/**
 * The fault switch ("KSeF down"), a Setting row so every process on the database sees it: while
 * set, the simulator's API answers 503 (its control route and the verification page keep working).
 */
const DOWN_SETTING = 'ksef.simulatorDown';

export async function isKsefSimulatorDown(prisma: PrismaClient): Promise<boolean> {
  const row = await prisma.setting.findUnique({ where: { key: DOWN_SETTING } });
  return row?.value === true;
}

export async function setKsefSimulatorDown(prisma: PrismaClient, down: boolean): Promise<void> {
  await prisma.setting.upsert({
    where: { key: DOWN_SETTING },
    create: { key: DOWN_SETTING, value: down },
    update: { value: down },
  });
}
