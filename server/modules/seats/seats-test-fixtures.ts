import type { PrismaClient } from '../../generated/prisma/client.ts';
import { gid, signIn, type Harness, type SignedIn } from '../../test/harness.ts';

/**
 * Courses, companies and their seats for the seats tests, written straight with Prisma (buying
 * seats is tested with purchases): a course with two variants, a company holding `count` seats of
 * one of them.
 */

export interface SeatCourse {
  courseId: string;
  variantIds: [string, string];
  subjectId: string;
}

let seq = 0;

export async function createSeatCourse(prisma: PrismaClient, accessMonths: number | null = 12): Promise<SeatCourse> {
  seq += 1;
  const course = await prisma.course.create({
    data: {
      courseType: 'THEORETICAL',
      title: `Seat course ${seq}`,
      category: 'OPEN',
      visibility: 'PUBLIC',
      accessMonths,
      variants: {
        create: [
          { variant: 'THEORETICAL_ONLINE', priceGross: 10_000 },
          { variant: 'THEORETICAL_STATIONARY', priceGross: 20_000 },
        ],
      },
    },
    include: { variants: { orderBy: { variant: 'asc' } } },
  });
  const subject = await prisma.subject.create({ data: { courseId: course.id, title: 'Subject 1', position: 1 } });
  return { courseId: course.id, variantIds: [course.variants[0]!.id, course.variants[1]!.id], subjectId: subject.id };
}

export interface Company extends SignedIn {
  email: string;
}

export async function createCompany(h: Harness, language: 'PL' | 'EN' = 'PL'): Promise<Company> {
  seq += 1;
  const email = `company-${seq}-${Date.now()}@firm.example`;
  const s = await signIn(h, 'B2B', {
    email,
    accountType: 'COMPANY',
    companyName: `Firm-${seq}-${Date.now().toString(36)}`, // one word no other company's name contains (searches match words as parts)
    nip: '5260250274',
    language,
  });
  return { ...s, email };
}

/** `count` free seats of the variant, bought by the company (oldest first, a millisecond apart). */
export async function createSeats(
  prisma: PrismaClient,
  ownerId: string,
  course: SeatCourse,
  count: number,
  variant = 0,
): Promise<string[]> {
  const ids: string[] = [];
  const base = Date.now() - 60_000;
  for (let i = 0; i < count; i++) {
    const seat = await prisma.userResource.create({
      data: {
        ownerId,
        courseId: course.courseId,
        courseVariantId: course.variantIds[variant],
        createdAt: new Date(base + ids.length + i),
      },
    });
    ids.push(seat.id);
  }
  return ids;
}

export async function createStudent(h: Harness): Promise<SignedIn & { email: string }> {
  seq += 1;
  const email = `student-${seq}-${Date.now()}@example.com`;
  const s = await signIn(h, 'USER', { email, accountType: 'PERSON', firstName: 'Jan', lastName: `Kowalski${seq}` });
  return { ...s, email };
}

export const seatGid = (id: string) => gid('CompanySeat', id);
