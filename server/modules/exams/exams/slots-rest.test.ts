import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';
import { takePlace } from './booking.ts';

/** Spec 7 "Instructor" through REST: instructor/work-slot list, create, read with participants, delete. */

let h: Harness;
let instructor: SignedIn;
let other: SignedIn;
let admin: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  ({ h, instructor, other, admin, student } = await startWith({
    instructor: ['INSTRUCTOR', { firstName: 'Ida', lastName: 'Pilot' }],
    other: 'INSTRUCTOR',
    admin: 'ADMIN',
    student: 'USER',
  }));
});
afterAll(() => h.close());

const DAY = 86_400_000;
const at = (days: number, hour = 9) => {
  const d = new Date(Date.now() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};
const ymd = (d: Date) => d.toISOString().slice(0, 10);

describe('instructor/work-slot', () => {
  it('creates, lists by range, reads with participants (clearing "new") and deletes', async () => {
    const start = at(5);
    const created = await rest(h, 'POST', 'instructor/work-slot', instructor, {
      kind: 'EXERCISE',
      startsAt: start.toISOString(),
      onlineLink: 'https://meet.example.com/r',
      capacity: 3,
    });
    expect(created.statusCode).toBe(201);
    const slot = created.json();
    expect(slot).toMatchObject({
      kind: 'EXERCISE',
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      place: null,
      onlineLink: 'https://meet.example.com/r',
      capacity: 3,
      bookedCount: 0,
      freePlaces: 3,
      isFree: true,
      isNew: false,
      instructorName: 'Ida Pilot',
      canDelete: true,
    });

    const list = await rest(h, 'GET', `instructor/work-slot?dateFrom=${ymd(start)}&dateTo=${ymd(start)}`, instructor);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { workSlotId: string }) => s.workSlotId)).toEqual([slot.workSlotId]);
    const tooWide = await rest(
      h,
      'GET',
      `instructor/work-slot?dateFrom=${ymd(start)}&dateTo=${ymd(new Date(start.getTime() + 70 * DAY))}`,
      instructor,
    );
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().code).toBe('VALIDATION_FAILED');
    expect((await rest(h, 'GET', `instructor/work-slot?dateFrom=x&dateTo=${ymd(start)}`, instructor)).statusCode).toBe(
      400,
    );

    // A booking (exercise of a learner) makes it "new" and a participant.
    const course = await h.db.prisma.course.create({
      data: { courseType: 'FULL', title: 'C', category: 'OPEN', visibility: 'PUBLIC' },
    });
    const uc = await h.db.prisma.userCourse.create({ data: { userId: student.userId, courseId: course.id } });
    await h.db.prisma.$transaction(async (tx) => {
      await takePlace(tx, slot.workSlotId);
      await tx.exercise.create({
        data: {
          userId: student.userId,
          userCourseId: uc.id,
          courseId: course.id,
          workSlotId: slot.workSlotId,
          accessCode: '424242',
        },
      });
    });
    const listed = await rest(h, 'GET', `instructor/work-slot?dateFrom=${ymd(start)}&dateTo=${ymd(start)}`, instructor);
    expect(listed.json().items[0]).toMatchObject({ bookedCount: 1, isNew: true, canDelete: false });

    const byAdmin = await rest(h, 'GET', `instructor/work-slot/${slot.workSlotId}`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ isNew: false, participants: { exams: [] } });
    const read = await rest(h, 'GET', `instructor/work-slot/${slot.workSlotId}`, instructor);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      workSlotId: slot.workSlotId,
      isNew: false,
      participants: { exams: [], exercises: [{ status: 'UNFINISHED', courseTitle: 'C', confirmedAt: null }] },
    });
    expect(read.body).not.toContain('424242');
    expect((await rest(h, 'GET', `instructor/work-slot/${slot.workSlotId}`, other)).statusCode).toBe(404);
    expect((await rest(h, 'GET', `instructor/work-slot/${slot.workSlotId}`, student)).statusCode).toBe(403);
    expect((await rest(h, 'GET', `instructor/work-slot/not-a-uuid`, instructor)).statusCode).toBe(404);

    const refused = await rest(h, 'DELETE', `instructor/work-slot/${slot.workSlotId}`, instructor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'SLOT_HAS_BOOKINGS' });

    const free = (
      await rest(h, 'POST', 'instructor/work-slot', instructor, {
        kind: 'EXAM_60',
        startsAt: at(6).toISOString(),
        place: 'Hall',
        capacity: 1,
      })
    ).json();
    expect((await rest(h, 'DELETE', `instructor/work-slot/${free.workSlotId}`, other)).statusCode).toBe(404);
    expect((await rest(h, 'DELETE', `instructor/work-slot/${free.workSlotId}`, instructor)).statusCode).toBe(204);
    expect((await rest(h, 'DELETE', `instructor/work-slot/${free.workSlotId}`, instructor)).statusCode).toBe(404);
  });

  it('refuses bad input, past and overlapping slots, and callers who are not instructors', async () => {
    const post = (s: SignedIn | null, body: Record<string, unknown>) =>
      rest(h, 'POST', 'instructor/work-slot', s, { kind: 'EXAM_120', place: 'Hall', capacity: 2, ...body });
    const invalid = await post(instructor, { startsAt: at(8).toISOString(), capacity: 99, place: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().details).toEqual([
      { field: 'capacity', code: 'invalid_number' },
      { field: 'place', code: 'required' },
    ]);
    expect((await post(instructor, { startsAt: 'tomorrow' })).json().details).toEqual([
      { field: 'startsAt', code: 'invalid_value' },
    ]);
    expect((await post(instructor, { kind: 'PARTY', startsAt: at(8).toISOString() })).json().details).toEqual([
      { field: 'kind', code: 'invalid_value' },
    ]);
    const past = await post(instructor, { startsAt: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(422);
    expect(past.json().rule).toBe('SLOT_IN_PAST');
    expect((await post(instructor, { startsAt: at(9).toISOString() })).statusCode).toBe(201);
    const overlap = await post(instructor, { startsAt: new Date(at(9).getTime() + 3_600_000).toISOString() });
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().rule).toBe('SLOT_OVERLAPS');
    expect((await post(student, { startsAt: at(10).toISOString() })).statusCode).toBe(403);
    expect((await post(admin, { startsAt: at(10).toISOString() })).statusCode).toBe(403);
    expect((await post(null, { startsAt: at(10).toISOString() })).statusCode).toBe(401);
    expect(
      (await rest(h, 'GET', `instructor/work-slot?dateFrom=${ymd(at(1))}&dateTo=${ymd(at(2))}`, student)).statusCode,
    ).toBe(403);
  });
});
