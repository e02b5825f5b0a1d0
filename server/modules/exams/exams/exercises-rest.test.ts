import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest, signIn, startWith, type Harness, type SignedIn } from '../../../test/harness.ts';

/** Spec 7 "Exercises" through REST: availability, register, list, read, unregister, confirm. */

let h: Harness;
let instructor: SignedIn;
let other: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ h, instructor, other, admin } = await startWith({
    instructor: 'INSTRUCTOR',
    other: 'INSTRUCTOR',
    admin: 'ADMIN',
  }));
});
afterAll(() => h.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
let minute = 0;

async function setup({ courseType = 'FULL', theory = true } = {}) {
  const course = await h.db.prisma.course.create({
    data: {
      courseType: courseType as 'FULL' | 'THEORETICAL',
      title: 'Practice REST',
      category: 'OPEN',
      visibility: 'PUBLIC',
      subjects: { create: [{ title: 'S1', position: 1 }] },
    },
  });
  const learner = await signIn(h, 'USER', { firstName: 'Ela', lastName: 'Dron' });
  await h.db.prisma.userCourse.create({
    data: { userId: learner.userId, courseId: course.id, completedSubjects: theory ? 1 : 0 },
  });
  return { course, learner };
}

async function slot(kind: 'EXERCISE' | 'EXAM_120' = 'EXERCISE', inHours = 96, capacity = 4) {
  minute += 1;
  const startsAt = new Date(Date.now() + inHours * HOUR + minute * 60_000);
  startsAt.setUTCSeconds(0, 0);
  return h.db.prisma.workSlot.create({
    data: {
      instructorId: instructor.userId,
      kind,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      place: 'Field',
      onlineLink: 'https://meet.example.com/e',
      capacity,
    },
  });
}

describe('exercises', () => {
  it('availability, register, my list, read, confirm by the slot’s instructor', async () => {
    const { course, learner } = await setup();
    const s = await slot();
    const from = ymd(new Date(s.startsAt.getTime() - DAY));
    const to = ymd(new Date(s.startsAt.getTime() + DAY));
    const available = await rest(
      h,
      'GET',
      `exercises/availability?dateFrom=${from}&dateTo=${to}&courseId=${course.id}`,
      learner,
    );
    expect(available.statusCode).toBe(200);
    expect(available.json().items.map((x: { workSlotId: string }) => x.workSlotId)).toContain(s.id);
    expect(available.json().items.find((x: { workSlotId: string }) => x.workSlotId === s.id).onlineLink).toBeNull();
    expect((await rest(h, 'GET', `exercises/availability?dateFrom=${from}`, learner)).statusCode).toBe(400);

    const booked = await rest(h, 'POST', 'exercises/register', learner, { courseId: course.id, workSlotId: s.id });
    expect(booked.statusCode).toBe(201);
    const exercise = booked.json();
    expect(exercise).toMatchObject({
      status: 'UNFINISHED',
      courseId: course.id,
      canUnregister: true,
      canConfirm: false,
      candidateName: 'Ela Dron',
      workSlot: { workSlotId: s.id, onlineLink: 'https://meet.example.com/e', bookedCount: 1 },
      changeDeadline: new Date(s.startsAt.getTime() - DAY).toISOString(),
    });
    expect(exercise.accessCode).toMatch(/^\d{6}$/);

    const mine = await rest(h, 'GET', 'exercises?page=0&size=10', learner);
    expect(mine.json()).toMatchObject({ page: 0, size: 10, total: 1 });
    expect(mine.json().items[0].exerciseId).toBe(exercise.exerciseId);
    expect((await rest(h, 'GET', 'exercises?size=0', learner)).statusCode).toBe(400);
    expect((await rest(h, 'GET', 'exercises', instructor)).statusCode).toBe(403);

    const asInstructor = await rest(h, 'GET', `exercises/${exercise.exerciseId}`, instructor);
    expect(asInstructor.json()).toMatchObject({ accessCode: null, canConfirm: true });
    expect((await rest(h, 'GET', `exercises/${exercise.exerciseId}`, other)).statusCode).toBe(404);
    expect((await rest(h, 'GET', `exercises/${exercise.exerciseId}`, admin)).json().accessCode).toBe(
      exercise.accessCode,
    );

    const put = (who: SignedIn, accessCode: unknown) =>
      rest(h, 'PUT', `exercises/${exercise.exerciseId}`, who, { accessCode });
    expect((await put(learner, exercise.accessCode)).statusCode).toBe(403);
    expect((await put(other, exercise.accessCode)).statusCode).toBe(404);
    const wrong = await put(instructor, exercise.accessCode === '999999' ? '000000' : '999999');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('INVALID_ACCESS_CODE');
    expect((await put(instructor, null)).statusCode).toBe(400);
    const done = await put(instructor, exercise.accessCode);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'FINISHED', accessCode: null });
    const again = await put(instructor, exercise.accessCode);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BOOKING_STATUS_CONFLICT');
    const unregister = await rest(h, 'DELETE', `exercises/${exercise.exerciseId}/unregister`, learner);
    expect(unregister.statusCode).toBe(409);

    const confirmed = await rest(h, 'POST', 'exercises/register', learner, {
      courseId: course.id,
      workSlotId: (await slot()).id,
    });
    expect(confirmed.json()).toMatchObject({ code: 'BUSINESS_RULE', rule: 'EXERCISE_ALREADY_CONFIRMED' });
  });

  it('refusals: no practice, no course, theory, wrong kind, full, cut-off', async () => {
    const theoretical = await setup({ courseType: 'THEORETICAL' });
    const s = await slot();
    const register = (who: SignedIn, courseId: string, workSlotId: string) =>
      rest(h, 'POST', 'exercises/register', who, { courseId, workSlotId });
    const noPractice = await register(theoretical.learner, theoretical.course.id, s.id);
    expect(noPractice.statusCode).toBe(422);
    expect(noPractice.json().rule).toBe('COURSE_HAS_NO_PRACTICE');
    const { course, learner } = await setup();
    expect((await register(theoretical.learner, course.id, s.id)).statusCode).toBe(404);
    const early = await setup({ theory: false });
    expect((await register(early.learner, early.course.id, s.id)).json().rule).toBe('THEORY_NOT_FINISHED');
    expect((await register(learner, course.id, (await slot('EXAM_120')).id)).json().rule).toBe('SLOT_NOT_BOOKABLE');
    expect((await register(learner, course.id, 'nope')).statusCode).toBe(404);
    expect((await rest(h, 'POST', 'exercises/register', learner, {})).statusCode).toBe(400);

    const one = await slot('EXERCISE', 96, 1);
    const first = await setup();
    expect((await register(first.learner, first.course.id, one.id)).statusCode).toBe(201);
    const full = await register(learner, course.id, one.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SLOT_FULL');

    const soon = await slot('EXERCISE', 5);
    const late = (await register(learner, course.id, soon.id)).json();
    expect(late.canUnregister).toBe(false);
    const closed = await rest(h, 'DELETE', `exercises/${late.exerciseId}/unregister`, learner);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().rule).toBe('BOOKING_CHANGE_CLOSED');
    expect((await register(learner, course.id, s.id)).json().rule).toBe('EXERCISE_ALREADY_BOOKED');

    const later = await setup();
    const ok = (await register(later.learner, later.course.id, s.id)).json();
    expect((await rest(h, 'DELETE', `exercises/${ok.exerciseId}/unregister`, learner)).statusCode).toBe(404);
    expect((await rest(h, 'DELETE', `exercises/${ok.exerciseId}/unregister`, later.learner)).statusCode).toBe(204);
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: s.id } })).bookedCount).toBe(0);
    expect((await rest(h, 'GET', `exercises/${ok.exerciseId}`, later.learner)).statusCode).toBe(404);
  });
});
