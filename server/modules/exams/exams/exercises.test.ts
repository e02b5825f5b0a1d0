import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import {
  errorCode,
  gid,
  gqlOk,
  graphql,
  localOf,
  signIn,
  startWith,
  type GraphQLBody,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';

/** Practical exercises through GraphQL: availability, booking rules in order, unregister, confirm, lists. */

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
let seq = 0;

/** A course (FULL by default) with `subjects` subjects and a variant. */
async function course(prisma: PrismaClient, { courseType = 'FULL', subjects = 2 } = {}) {
  seq += 1;
  const row = await prisma.course.create({
    data: {
      courseType: courseType as 'FULL' | 'THEORETICAL',
      title: `Practice ${seq}`,
      category: 'OPEN',
      visibility: 'PUBLIC',
      examDuration: 'DURATION_60',
      accessMonths: 12,
      variants: { create: { variant: 'THEORETICAL_ONLINE', priceGross: 10_000 } },
      subjects: { create: Array.from({ length: subjects }, (_, i) => ({ title: `S${i + 1}`, position: i + 1 })) },
    },
    include: { variants: true },
  });
  return row;
}

/** A learner holding the course with the theory done (or not, or expired). */
async function learnerWith(c: { id: string; variants: { id: string }[] }, { theory = true, expired = false } = {}) {
  const s = await signIn(h, 'USER', { firstName: 'Ola', lastName: 'Lot' });
  const uc = await h.db.prisma.userCourse.create({
    data: {
      userId: s.userId,
      courseId: c.id,
      courseVariantId: c.variants[0]!.id,
      accessUntil: new Date(Date.now() + (expired ? -DAY : 365 * DAY)),
      completedSubjects: theory ? 2 : 1,
    },
  });
  return { s, uc };
}

let slotHour = 0;
async function slot(kind: 'EXERCISE' | 'EXAM_60' = 'EXERCISE', { capacity = 5, inHours = 72, by = instructor } = {}) {
  slotHour += 3;
  const startsAt = new Date(Date.now() + (inHours + slotHour * 0) * HOUR + slotHour * 60_000);
  startsAt.setUTCSeconds(0, 0);
  return h.db.prisma.workSlot.create({
    data: {
      instructorId: by.userId,
      kind,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      place: 'Field 7',
      onlineLink: 'https://meet.example.com/x',
      capacity,
    },
  });
}

const EXERCISE_FIELDS = `id status courseTitle accessCode confirmedAt changeDeadline canUnregister canConfirm
  candidateName candidateEmail createdAt workSlot { id onlineLink bookedCount } course { id }`;
const REGISTER = `mutation($input: RegisterForExerciseInput!) { registerForExercise(input: $input) { ${EXERCISE_FIELDS} } }`;
const UNREGISTER = `mutation($id: ID!) { unregisterExercise(id: $id) }`;
const CONFIRM = `mutation($input: ConfirmExerciseInput!) { confirmExercise(input: $input) { ${EXERCISE_FIELDS} } }`;
const ONE = `query($id: ID!) { exercise(id: $id) { ${EXERCISE_FIELDS} } }`;
const AVAILABLE = `query($courseId: ID, $from: Date!, $to: Date!) {
  exerciseAvailability(courseId: $courseId, dateFrom: $from, dateTo: $to) { id kind onlineLink freePlaces } }`;
const MY_COURSE = `query($id: ID!) { myCourse(courseId: $id) { id hasPractice practiceConfirmed
  activeExercise { id status accessCode workSlot { id } } exerciseEligibility { allowed reason } } }`;

const register = (s: SignedIn, courseId: string, slotId: string) =>
  graphql(
    h,
    REGISTER,
    { input: { courseId: gid('Course', courseId), workSlotId: gid('WorkSlot', slotId) } },
    s.headers,
  );
const refusal = (body: GraphQLBody) => body.errors?.[0]?.extensions?.rule ?? errorCode(body);
const ymd = (d: Date) => d.toISOString().slice(0, 10);

describe('booking practice', () => {
  it('checks the contract’s rules in order, then books with a six-digit code', async () => {
    const full = await course(h.db.prisma);
    const theoretical = await course(h.db.prisma, { courseType: 'THEORETICAL' });
    const place = await slot();
    const exam = await slot('EXAM_60');

    const { s, uc } = await learnerWith(full);
    expect(refusal((await register(s, theoretical.id, place.id)).body)).toBe('COURSE_HAS_NO_PRACTICE');
    const stranger = await signIn(h, 'USER');
    expect(refusal((await register(stranger, full.id, place.id)).body)).toBe('NOT_FOUND');
    const expired = await learnerWith(full, { expired: true });
    expect(refusal((await register(expired.s, full.id, place.id)).body)).toBe('ACCESS_EXPIRED');
    const early = await learnerWith(full, { theory: false });
    expect(refusal((await register(early.s, full.id, place.id)).body)).toBe('THEORY_NOT_FINISHED');
    expect((await gqlOk(h, MY_COURSE, { id: gid('Course', full.id) }, early.s)).myCourse).toMatchObject({
      hasPractice: true,
      practiceConfirmed: false,
      activeExercise: null,
      exerciseEligibility: { allowed: false, reason: 'THEORY_NOT_FINISHED' },
    });
    expect(refusal((await register(s, full.id, exam.id)).body)).toBe('SLOT_NOT_BOOKABLE');
    expect(refusal((await register(s, full.id, '00000000-0000-4000-8000-000000000000')).body)).toBe('NOT_FOUND');
    expect(errorCode((await register(instructor, full.id, place.id)).body)).toBe('FORBIDDEN');

    const booked = await register(s, full.id, place.id);
    expect(booked.body.errors).toBeUndefined();
    const exercise = booked.body.data.registerForExercise;
    expect(exercise).toMatchObject({
      status: 'UNFINISHED',
      courseTitle: full.title,
      confirmedAt: null,
      canUnregister: true,
      canConfirm: false,
      candidateName: 'Ola Lot',
      workSlot: { id: gid('WorkSlot', place.id), onlineLink: 'https://meet.example.com/x', bookedCount: 1 },
    });
    expect(exercise.accessCode).toMatch(/^\d{6}$/);
    expect(new Date(exercise.changeDeadline).getTime()).toBe(place.startsAt.getTime() - DAY);
    const row = await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: place.id } });
    expect(row.bookedCount).toBe(1);
    expect(row.lastBookedAt).not.toBeNull();

    expect((await gqlOk(h, MY_COURSE, { id: gid('Course', full.id) }, s)).myCourse).toMatchObject({
      hasPractice: true,
      practiceConfirmed: false,
      activeExercise: { id: exercise.id, status: 'UNFINISHED', accessCode: exercise.accessCode },
      exerciseEligibility: { allowed: false, reason: 'EXERCISE_ALREADY_BOOKED' },
    });
    expect(refusal((await register(s, full.id, (await slot()).id)).body)).toBe('EXERCISE_ALREADY_BOOKED');
    expect(await h.db.prisma.exercise.count({ where: { userCourseId: uc.id } })).toBe(1);

    const theory = await learnerWith(theoretical);
    expect((await gqlOk(h, MY_COURSE, { id: gid('Course', theoretical.id) }, theory.s)).myCourse).toMatchObject({
      hasPractice: false,
      exerciseEligibility: { allowed: false, reason: 'COURSE_HAS_NO_PRACTICE' },
    });
  });

  it('SLOT_FULL when the last place went; SLOT_NOT_BOOKABLE once the slot started', async () => {
    const full = await course(h.db.prisma);
    const one = await slot('EXERCISE', { capacity: 1 });
    const a = await learnerWith(full);
    const b = await learnerWith(full);
    expect((await register(a.s, full.id, one.id)).body.errors).toBeUndefined();
    expect(refusal((await register(b.s, full.id, one.id)).body)).toBe('SLOT_FULL');
    const started = await slot('EXERCISE', { inHours: -1 });
    expect(refusal((await register(b.s, full.id, started.id)).body)).toBe('SLOT_NOT_BOOKABLE');
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: one.id } })).bookedCount).toBe(1);
  });

  it('availability: future EXERCISE slots with a free place in the range; the course must have practice', async () => {
    const full = await course(h.db.prisma);
    const theoretical = await course(h.db.prisma, { courseType: 'THEORETICAL' });
    const { s } = await learnerWith(full);
    const open = await slot('EXERCISE', { inHours: 24 * 20 });
    const taken = await slot('EXERCISE', { inHours: 24 * 20, capacity: 1 });
    await h.db.prisma.workSlot.update({ where: { id: taken.id }, data: { bookedCount: 1 } });
    await slot('EXAM_60', { inHours: 24 * 20 });
    const from = ymd(new Date(open.startsAt.getTime() - DAY));
    const to = ymd(new Date(open.startsAt.getTime() + DAY));
    const list = await gqlOk(h, AVAILABLE, { courseId: gid('Course', full.id), from, to }, s);
    expect(list.exerciseAvailability).toEqual([
      { id: gid('WorkSlot', open.id), kind: 'EXERCISE', onlineLink: null, freePlaces: 5 },
    ]);
    expect((await gqlOk(h, AVAILABLE, { from, to }, s)).exerciseAvailability).toHaveLength(1);
    const wrong = await graphql(h, AVAILABLE, { courseId: gid('Course', theoretical.id), from, to }, s.headers);
    expect(refusal(wrong.body)).toBe('COURSE_HAS_NO_PRACTICE');
    const wide = await graphql(
      h,
      AVAILABLE,
      { from, to: ymd(new Date(open.startsAt.getTime() + 70 * DAY)) },
      s.headers,
    );
    expect(errorCode(wide.body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await graphql(h, AVAILABLE, { from, to }, instructor.headers)).body)).toBe('FORBIDDEN');
  });
});

describe('after booking', () => {
  it('unregisters before the cut-off (place back); not within 24 hours; not another’s', async () => {
    const full = await course(h.db.prisma);
    const { s } = await learnerWith(full);
    const place = await slot();
    const booked = (await register(s, full.id, place.id)).body.data.registerForExercise;
    const stranger = await signIn(h, 'USER');
    expect(errorCode((await graphql(h, UNREGISTER, { id: booked.id }, stranger.headers)).body)).toBe('NOT_FOUND');
    expect((await gqlOk(h, UNREGISTER, { id: booked.id }, s)).unregisterExercise).toBe(booked.id);
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id: place.id } })).bookedCount).toBe(0);
    expect(await h.db.prisma.exercise.count({ where: { id: localOf(booked.id) } })).toBe(0);

    const soon = await slot('EXERCISE', { inHours: 10 });
    const late = (await register(s, full.id, soon.id)).body.data.registerForExercise;
    expect(late.canUnregister).toBe(false);
    expect(refusal((await graphql(h, UNREGISTER, { id: late.id }, s.headers)).body)).toBe('BOOKING_CHANGE_CLOSED');
  });

  it('the slot’s instructor confirms with the access code (which they cannot read); admins too', async () => {
    const full = await course(h.db.prisma);
    const { s } = await learnerWith(full);
    const place = await slot();
    const booked = (await register(s, full.id, place.id)).body.data.registerForExercise;
    const code = booked.accessCode as string;

    const seen = (await gqlOk(h, ONE, { id: booked.id }, instructor)).exercise;
    expect(seen).toMatchObject({ accessCode: null, canConfirm: true, canUnregister: false, candidateName: 'Ola Lot' });
    expect((await gqlOk(h, ONE, { id: booked.id }, admin)).exercise.accessCode).toBe(code);
    expect((await gqlOk(h, ONE, { id: booked.id }, other)).exercise).toBeNull();
    expect((await gqlOk(h, ONE, { id: booked.id }, await signIn(h, 'USER'))).exercise).toBeNull();
    const participants = await gqlOk(
      h,
      `query($id: ID!) { workSlot(id: $id) { exercises { id candidateEmail accessCode } } }`,
      { id: gid('WorkSlot', place.id) },
      instructor,
    );
    expect(participants.workSlot.exercises).toEqual([
      { id: booked.id, candidateEmail: booked.candidateEmail, accessCode: null },
    ]);
    const asAdmin = await gqlOk(
      h,
      `query($id: ID!) { workSlot(id: $id) { exercises { id accessCode } } }`,
      { id: gid('WorkSlot', place.id) },
      admin,
    );
    expect(asAdmin.workSlot.exercises).toEqual([{ id: booked.id, accessCode: code }]);
    // The candidate sees the slot but not its participants.
    const asCandidate = await gqlOk(
      h,
      `query($id: ID!) { exercise(id: $id) { workSlot { exercises { id } exams { id } isNew canDelete } } }`,
      { id: booked.id },
      s,
    );
    expect(asCandidate.exercise.workSlot).toEqual({ exercises: [], exams: [], isNew: false, canDelete: false });

    const confirm = (who: SignedIn, accessCode: string) =>
      graphql(h, CONFIRM, { input: { exerciseId: booked.id, accessCode } }, who.headers);
    expect(errorCode((await confirm(s, code)).body)).toBe('FORBIDDEN');
    expect(errorCode((await confirm(other, code)).body)).toBe('NOT_FOUND');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(errorCode((await confirm(instructor, wrong)).body)).toBe('INVALID_ACCESS_CODE');
    expect(errorCode((await confirm(instructor, '')).body)).toBe('VALIDATION_FAILED');
    const done = await confirm(instructor, code);
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.confirmExercise).toMatchObject({ status: 'FINISHED', canConfirm: false, accessCode: null });
    expect(done.body.data.confirmExercise.confirmedAt).not.toBeNull();
    expect(errorCode((await confirm(instructor, code)).body)).toBe('BOOKING_STATUS_CONFLICT');
    expect(errorCode((await confirm(admin, code)).body)).toBe('BOOKING_STATUS_CONFLICT');
    expect(refusal((await graphql(h, UNREGISTER, { id: booked.id }, s.headers)).body)).toBe('BOOKING_STATUS_CONFLICT');

    expect((await gqlOk(h, MY_COURSE, { id: gid('Course', full.id) }, s)).myCourse).toMatchObject({
      practiceConfirmed: true,
      activeExercise: null,
      exerciseEligibility: { allowed: false, reason: 'EXERCISE_ALREADY_CONFIRMED' },
    });
    expect(refusal((await register(s, full.id, (await slot()).id)).body)).toBe('EXERCISE_ALREADY_CONFIRMED');

    // An admin confirms on any slot.
    const second = await learnerWith(full);
    const b = (await register(second.s, full.id, place.id)).body.data.registerForExercise;
    const byAdmin = await graphql(h, CONFIRM, { input: { exerciseId: b.id, accessCode: b.accessCode } }, admin.headers);
    expect(byAdmin.body.data.confirmExercise).toMatchObject({ status: 'FINISHED', accessCode: b.accessCode });
  });

  it('myExercises: the learner’s own, newest first, paged', async () => {
    const full = await course(h.db.prisma);
    const { s, uc } = await learnerWith(full);
    const first = (await register(s, full.id, (await slot()).id)).body.data.registerForExercise;
    await h.db.prisma.exercise.update({ where: { id: localOf(first.id) }, data: { status: 'FINISHED' } });
    await h.db.prisma.exercise.create({
      data: {
        userId: s.userId,
        userCourseId: uc.id,
        courseId: full.id,
        workSlotId: (await slot()).id,
        accessCode: '123456',
        createdAt: new Date(Date.now() + 1000),
      },
    });
    const MY = `query($after: String) { myExercises(first: 1, after: $after) { totalCount
      edges { cursor node { id status } } pageInfo { hasNextPage endCursor } } }`;
    const page1 = (await gqlOk(h, MY, {}, s)).myExercises;
    expect(page1.totalCount).toBe(2);
    expect(page1.edges[0].node.status).toBe('UNFINISHED');
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await gqlOk(h, MY, { after: page1.pageInfo.endCursor }, s)).myExercises;
    expect(page2.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([first.id]);
    expect((await gqlOk(h, MY, {}, await signIn(h, 'USER'))).myExercises.totalCount).toBe(0);
    expect(errorCode((await graphql(h, MY, {}, instructor.headers)).body)).toBe('FORBIDDEN');
  });
});
