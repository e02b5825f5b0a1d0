import { hashPassword } from '../../server/auth/password.ts';
import type { PrismaClient, Prisma } from '../../server/generated/prisma/client.ts';
import type { Storage } from '../../server/platform/storage/storage.ts';
import { seedAccount } from './account.ts';
import { seedCertificates } from './certificates.ts';
import { seedCoupons } from './coupons.ts';
import { seedCourses } from './courses.ts';
import { seedExams } from './exams.ts';
import { seedExchange } from './exchange.ts';
import { seedFinishedTheoryOfOthers, seedLearning } from './learning.ts';
import { seedProducts } from './products.ts';
import { seedIntegrations } from './integrations.ts';
import { seedKsef } from './ksef.ts';
import { seedPurchases } from './purchases.ts';
import { seedSeats } from './seats.ts';
import { seedUsers } from './users.ts';
import { seedBlog } from './blog.ts';
import { seedSitePages } from './site-pages.ts';
import { seedPeople } from './people.ts';
import { seedConsultations } from './contact.ts';
import { seedQuestionnaire } from './questionnaire.ts';

export const DEMO_PASSWORD = 'Academy123!';

/** One demo account per role (listed in the README). */
export const DEMO_USERS: Prisma.UserCreateInput[] = [
  { email: 'admin@example.com', role: 'ADMIN', firstName: 'Anna', lastName: 'Administratorska' },
  {
    email: 'student@example.com',
    role: 'USER',
    accountType: 'PERSON',
    firstName: 'Piotr',
    lastName: 'Kowalski',
    phoneNumber: '+48 600 100 200',
    pilotNumber: 'POL-RP-0012345',
    operatorNumber: 'POL87654321abc',
    emailUlc: 'piotr.kowalski@example.com',
    phoneNumberUlc: '+48 600 100 200',
  },
  {
    email: 'company@example.com',
    role: 'B2B',
    accountType: 'COMPANY',
    companyName: 'AeroSkan Sp. z o.o.',
    nip: '5260250274',
    address: 'ul. Lotnicza 12',
    postalCode: '02-495',
    city: 'Warszawa',
    phoneNumber: '+48 22 555 01 02',
  },
  { email: 'instructor@example.com', role: 'INSTRUCTOR', accountType: 'PERSON', firstName: 'Marek', lastName: 'Nowak' },
  { email: 'seller@example.com', role: 'SELLER', firstName: 'Ewa', lastName: 'Sprzedawca' },
  { email: 'newcomer@example.com', role: 'REGISTER', firstName: 'Nowy', lastName: 'Użytkownik' },
];

/**
 * Seeds demo data (accounts, catalogue with pictures drawn here, purchases, course content with
 * the student's progress, exam banks, the instructor's dates and the student's exams) into an empty database;
 * returns false (and writes nothing) otherwise.
 */
export async function seedIfEmpty(prisma: PrismaClient, storage: Storage): Promise<boolean> {
  if ((await prisma.user.count()) > 0) return false;
  await seedCourses(prisma, storage);
  await seedProducts(prisma, storage);
  await seedCoupons(prisma);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await prisma.$transaction(
    DEMO_USERS.map((user) => prisma.user.create({ data: { ...user, passwordHash, emailVerified: true } })),
  );
  await seedUsers(prisma, passwordHash);
  await seedPurchases(prisma);
  await seedKsef(prisma);
  await seedLearning(prisma, storage);
  await seedCertificates(prisma, storage);
  await seedFinishedTheoryOfOthers(prisma);
  await seedAccount(prisma, storage);
  await seedExams(prisma);
  await seedExchange(prisma, storage);
  await seedSeats(prisma, DEMO_PASSWORD);
  await seedBlog(prisma, storage);
  await seedSitePages(prisma, storage);
  await seedPeople(prisma, storage);
  await seedConsultations(prisma, storage);
  await seedQuestionnaire(prisma, storage);
  await seedIntegrations(prisma);
  return true;
}
