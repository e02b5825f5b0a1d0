import type { PrismaClient } from '../../server/generated/prisma/client.ts';

/** A deactivated demo account: signing in is refused (README demo table). */
export const INACTIVE_DEMO_EMAIL = 'inactive@example.com';
/** A demo account whose user asked for deletion: the admin confirms it on /admin/users/{id}. */
export const LEAVING_DEMO_EMAIL = 'leaving@example.com';

/**
 * Admin users' demo accounts (README demo table): one INACTIVE student and one student who asked
 * for the account to be deleted a few days ago, so /admin/users shows the status and deletion
 * filters with something to find. Both have the demo password.
 */
export async function seedUsers(prisma: PrismaClient, passwordHash: string): Promise<void> {
  const day = 24 * 60 * 60 * 1000;
  await prisma.user.createMany({
    data: [
      {
        email: INACTIVE_DEMO_EMAIL,
        passwordHash,
        emailVerified: true,
        role: 'USER',
        accountType: 'PERSON',
        accountStatus: 'INACTIVE',
        firstName: 'Igor',
        lastName: 'Nieaktywny',
        createdAt: new Date(Date.now() - 60 * day),
      },
      {
        email: LEAVING_DEMO_EMAIL,
        passwordHash,
        emailVerified: true,
        role: 'USER',
        accountType: 'PERSON',
        firstName: 'Lena',
        lastName: 'Odchodząca',
        phoneNumber: '+48 600 300 400',
        deletionRequestedAt: new Date(Date.now() - 3 * day),
        createdAt: new Date(Date.now() - 30 * day),
      },
    ],
  });
}
