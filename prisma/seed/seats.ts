// Demo company seats: the company (company@example.com) bought the Polish A2 course and the NSTS
// training for its employees (prisma/seed/purchases.ts) and hands them out through the seats
// module as the /resources page does: one A2 seat invites new.employee@example.com (no account
// yet: the course comes when that e-mail registers), one went to the employee Jan Nowak
// (jan.nowak@aeroskan.example), who has completed the first subject (STARTED: it can no longer be
// returned), one NSTS seat went to the demo student (ASSIGNED, not started); the rest are free.
// None of it is mailed (the demo history never is).
import type { PrismaClient } from '../../server/generated/prisma/client.ts';
import { hashPassword } from '../../server/auth/password.ts';
import { assignSeat } from '../../server/modules/commerce/seats/service.ts';

export const SEAT_INVITEE = 'new.employee@example.com';
export const SEAT_EMPLOYEE = 'jan.nowak@aeroskan.example';
const A2 = 'Kurs A2 CofC – loty bliżej ludzi';
const NSTS = 'Szkolenie NSTS – scenariusze krajowe NSTS-01 do NSTS-08';

export async function seedSeats(prisma: PrismaClient, password: string): Promise<void> {
  const company = await prisma.user.findUnique({ where: { email: 'company@example.com' } });
  const student = await prisma.user.findUnique({ where: { email: 'student@example.com' } });
  if (!company || !student) return;
  const seats = await prisma.userResource.findMany({
    where: { ownerId: company.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, assignedEmail: true, course: { select: { title: true } } },
  });
  if (seats.some((s) => s.assignedEmail)) return; // seeded already
  const a2 = seats.filter((s) => s.course.title === A2);
  const nsts = seats.filter((s) => s.course.title === NSTS);
  const employee = await prisma.user.upsert({
    where: { email: SEAT_EMPLOYEE },
    update: {},
    create: {
      email: SEAT_EMPLOYEE,
      role: 'USER',
      accountType: 'PERSON',
      firstName: 'Jan',
      lastName: 'Nowak',
      phoneNumber: '+48 600 300 400',
      passwordHash: await hashPassword(password),
      emailVerified: true,
    },
  });
  const viewer = { id: company.id, role: 'B2B' as const };
  const mail = { publicUrl: new URL('http://localhost:3000') };
  const started = new Date();
  if (a2[0]) await assignSeat(prisma, viewer, { seatId: a2[0].id, email: SEAT_INVITEE }, mail);
  if (a2[1]) {
    await assignSeat(prisma, viewer, { seatId: a2[1].id, email: employee.email }, mail);
    await prisma.userCourse.updateMany({ where: { userId: employee.id }, data: { completedSubjects: 1 } });
  }
  if (nsts[0]) await assignSeat(prisma, viewer, { seatId: nsts[0].id, email: student.email }, mail);
  await prisma.mailMessage.deleteMany({
    where: { to: { in: [SEAT_INVITEE, employee.email, student.email] }, createdAt: { gte: started } },
  });
}
