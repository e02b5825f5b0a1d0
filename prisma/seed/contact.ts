import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';

const HOUR = 3_600_000;

/**
 * Demo requests for the free 15-minute consultation (issue 12): three new ones waiting for a call
 * back and two the demo admin has handled, in Polish and English.
 */
export async function seedConsultations(prisma: PrismaClient, _storage: Storage): Promise<void> {
  if ((await prisma.consultationRequest.count()) > 0) return;
  const admin = await prisma.user.findFirst({ where: { email: 'admin@example.com' }, select: { id: true } });
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  await prisma.consultationRequest.createMany({
    data: [
      {
        name: 'Marek Wiśniewski',
        phone: '+48 601 234 567',
        email: 'marek.wisniewski@example.com',
        preferredTime: 'ASAP',
        topic: 'Chcę latać zawodowo nad budowami: A2 czy od razu kategoria szczególna (NSTS)?',
        language: 'PL',
        createdAt: at(1),
      },
      {
        name: 'Katarzyna Zielińska',
        phone: '+48 512 987 654',
        email: null,
        preferredTime: 'AFTERNOON',
        topic: 'Dron do 250 g dla syna – czy potrzebna jest rejestracja operatora i jakie szkolenie?',
        language: 'PL',
        createdAt: at(5),
      },
      {
        name: 'James Carter',
        phone: '+44 7700 900123',
        email: 'james.carter@example.com',
        preferredTime: 'MORNING',
        topic: 'I live in Kraków and need the A1/A3 certificate in English. Which course fits?',
        language: 'EN',
        createdAt: at(26),
      },
      {
        name: 'Tomasz Lewandowski',
        phone: '+48 698 111 222',
        email: 'tomasz.lewandowski@example.com',
        preferredTime: 'MIDDAY',
        topic: 'Inspekcje fotowoltaiki termowizją – jakie uprawnienia i ubezpieczenie OC?',
        language: 'PL',
        createdAt: at(50),
        status: 'HANDLED',
        handledAt: at(49.5),
        handledById: admin?.id ?? null,
      },
      {
        name: 'Olena Kovalenko',
        phone: '+48 730 444 555',
        email: 'olena.kovalenko@example.com',
        preferredTime: 'ASAP',
        topic: 'Can I take the exam in English and how much does it cost?',
        language: 'EN',
        createdAt: at(74),
        status: 'HANDLED',
        handledAt: at(73.7),
        handledById: admin?.id ?? null,
      },
    ],
  });
}
