import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorCode,
  errorDetails,
  gqlOk,
  graphql,
  localOf,
  signIn,
  startWith,
  type Harness,
  type SignedIn,
} from '../../../test/harness.ts';
import { countQueries } from '../../../test/sql.ts';
import { releasePlace, takePlace } from './booking.ts';

/** The instructor's calendar through GraphQL: slots, labels, participants, permissions. */

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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A start `days` ahead at a whole hour (plus `hours`), so slots of a test never collide by accident. */
let dayOffset = 3;
const nextDay = () => {
  dayOffset += 1;
  const d = new Date(Date.now() + dayOffset * DAY);
  d.setUTCHours(8, 0, 0, 0);
  return d;
};
const ymd = (d: Date) => d.toISOString().slice(0, 10);

const SLOT_FIELDS = `id kind startsAt endsAt place onlineLink capacity bookedCount freePlaces isFree isNew
  instructorName canDelete`;
const CREATE = `mutation($input: CreateWorkSlotInput!) { createWorkSlot(input: $input) { ${SLOT_FIELDS} } }`;
const LIST = `query($from: Date!, $to: Date!) { instructorWorkSlots(dateFrom: $from, dateTo: $to) { ${SLOT_FIELDS} } }`;
const ONE = `query($id: ID!) { workSlot(id: $id) { ${SLOT_FIELDS} exams { id } exercises { id candidateEmail } } }`;
const DELETE = `mutation($id: ID!) { deleteWorkSlot(id: $id) }`;
const SEEN = `mutation($id: ID!) { markWorkSlotSeen(id: $id) { id isNew } }`;

const create = (s: SignedIn | null, input: Record<string, unknown>) =>
  graphql(h, CREATE, { input: { kind: 'EXAM_60', place: 'Hangar 1', capacity: 5, ...input } }, s?.headers ?? {});

async function createOk(s: SignedIn, input: Record<string, unknown>) {
  const { body } = await create(s, input);
  expect(body.errors).toBeUndefined();
  return body.data.createWorkSlot;
}

describe('creating slots', () => {
  it('the end follows from the kind: 60 for EXAM_60, 120 for EXAM_120 and EXERCISE', async () => {
    const day = nextDay();
    const a = await createOk(instructor, { kind: 'EXAM_60', startsAt: day.toISOString() });
    expect(new Date(a.endsAt).getTime() - day.getTime()).toBe(HOUR);
    expect(a).toMatchObject({
      kind: 'EXAM_60',
      place: 'Hangar 1',
      onlineLink: null,
      capacity: 5,
      bookedCount: 0,
      freePlaces: 5,
      isFree: true,
      isNew: false,
      instructorName: 'Ida Pilot',
      canDelete: true,
    });
    const b = await createOk(instructor, { kind: 'EXAM_120', startsAt: new Date(day.getTime() + 2 * HOUR) });
    expect(new Date(b.endsAt).getTime() - new Date(b.startsAt).getTime()).toBe(2 * HOUR);
    const c = await createOk(instructor, {
      kind: 'EXERCISE',
      startsAt: new Date(day.getTime() + 4 * HOUR),
      place: null,
      onlineLink: 'https://meet.example.com/abc',
    });
    expect(new Date(c.endsAt).getTime() - new Date(c.startsAt).getTime()).toBe(2 * HOUR);
    expect(c.onlineLink).toBe('https://meet.example.com/abc');
  });

  it('refuses invalid fields with their codes', async () => {
    const startsAt = nextDay().toISOString();
    const cases: [Record<string, unknown>, unknown][] = [
      [{ capacity: 0 }, [{ field: 'capacity', code: 'invalid_number' }]],
      [{ capacity: 51 }, [{ field: 'capacity', code: 'invalid_number' }]],
      [{ place: null, onlineLink: null }, [{ field: 'place', code: 'required' }]],
      [{ place: '  ' }, [{ field: 'place', code: 'required' }]],
      [{ onlineLink: 'ftp://x.example.com' }, [{ field: 'onlineLink', code: 'invalid_url' }]],
      [{ place: 'x'.repeat(256) }, [{ field: 'place', code: 'max_length', max: 255 }]],
      [
        { onlineLink: `https://x.example.com/${'a'.repeat(500)}` },
        [{ field: 'onlineLink', code: 'max_length', max: 500 }],
      ],
    ];
    for (const [input, details] of cases) {
      const { body } = await create(instructor, { startsAt, ...input });
      expect(errorCode(body), JSON.stringify(input)).toBe('VALIDATION_FAILED');
      expect(errorDetails(body)).toEqual(details);
    }
  });

  it('SLOT_IN_PAST and SLOT_OVERLAPS; back-to-back slots and another instructor’s same hour are fine', async () => {
    const past = await create(instructor, { startsAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.body.errors?.[0]?.extensions).toMatchObject({ code: 'BUSINESS_RULE', rule: 'SLOT_IN_PAST' });

    const day = nextDay();
    await createOk(instructor, { kind: 'EXAM_120', startsAt: day.toISOString() });
    for (const minutes of [0, 30, 119, -59]) {
      const { body } = await create(instructor, { startsAt: new Date(day.getTime() + minutes * 60_000) });
      expect(body.errors?.[0]?.extensions, String(minutes)).toMatchObject({
        code: 'BUSINESS_RULE',
        rule: 'SLOT_OVERLAPS',
      });
    }
    await createOk(instructor, { startsAt: new Date(day.getTime() + 2 * HOUR) });
    await createOk(instructor, { startsAt: new Date(day.getTime() - HOUR) });
    await createOk(other, { startsAt: day.toISOString() });
  });

  it('only instructors create slots', async () => {
    const startsAt = nextDay().toISOString();
    expect(errorCode((await create(student, { startsAt })).body)).toBe('FORBIDDEN');
    expect(errorCode((await create(admin, { startsAt })).body)).toBe('FORBIDDEN');
    expect(errorCode((await create(null, { startsAt })).body)).toBe('UNAUTHENTICATED');
  });
});

describe('the calendar', () => {
  it('lists the instructor’s own slots of the range by start; at most 62 days', async () => {
    const lone = await signIn(h, 'INSTRUCTOR');
    const day = nextDay();
    const late = await createOk(lone, { startsAt: new Date(day.getTime() + 5 * HOUR) });
    const early = await createOk(lone, { startsAt: day.toISOString() });
    const later = await createOk(lone, { startsAt: new Date(day.getTime() + 3 * DAY) });
    await createOk(other, { startsAt: new Date(day.getTime() + 2 * HOUR) });

    const list = await gqlOk(h, LIST, { from: ymd(day), to: ymd(day) }, lone);
    expect(list.instructorWorkSlots.map((s: { id: string }) => s.id)).toEqual([early.id, late.id]);
    const wide = await gqlOk(h, LIST, { from: ymd(day), to: ymd(new Date(day.getTime() + 61 * DAY)) }, lone);
    expect(wide.instructorWorkSlots.map((s: { id: string }) => s.id)).toEqual([early.id, late.id, later.id]);

    const tooWide = await graphql(
      h,
      LIST,
      { from: ymd(day), to: ymd(new Date(day.getTime() + 62 * DAY)) },
      lone.headers,
    );
    expect(errorCode(tooWide.body)).toBe('VALIDATION_FAILED');
    const inverted = await graphql(h, LIST, { from: ymd(day), to: ymd(new Date(day.getTime() - DAY)) }, lone.headers);
    expect(errorCode(inverted.body)).toBe('VALIDATION_FAILED');
    const bad = await graphql(h, LIST, { from: '2026-02-30', to: ymd(day) }, lone.headers);
    expect(errorCode(bad.body)).toBe('VALIDATION_FAILED');
    expect(errorCode((await graphql(h, LIST, { from: ymd(day), to: ymd(day) }, student.headers)).body)).toBe(
      'FORBIDDEN',
    );
  });

  it('the next slot from an instant: the instructor’s own first one at or after it, however far; null after the last', async () => {
    const NEXT = `query($from: DateTime!) { instructorNextWorkSlot(from: $from) { id startsAt } }`;
    const lone = await signIn(h, 'INSTRUCTOR');
    const day = nextDay();
    const soon = await createOk(lone, { startsAt: day.toISOString() });
    // Beyond any calendar range (62 days): the calendar still finds it.
    const far = await createOk(lone, { startsAt: new Date(day.getTime() + 90 * DAY).toISOString() });
    await createOk(other, { startsAt: new Date(day.getTime() + HOUR).toISOString() });

    const next = async (from: Date | string, who = lone) =>
      (await gqlOk(h, NEXT, { from: typeof from === 'string' ? from : from.toISOString() }, who))
        .instructorNextWorkSlot;
    expect(await next(new Date())).toMatchObject({ id: soon.id });
    expect(await next(day)).toMatchObject({ id: soon.id });
    expect(await next(new Date(day.getTime() + 1))).toMatchObject({ id: far.id });
    expect(await next(new Date(day.getTime() + 91 * DAY))).toBeNull();

    // Not a DateTime: refused by the scalar, before any resolver.
    expect(errorCode((await graphql(h, NEXT, { from: 'tomorrow' }, lone.headers)).body)).toBe('BAD_REQUEST');
    expect(errorCode((await graphql(h, NEXT, { from: day.toISOString() }, student.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, NEXT, { from: day.toISOString() })).body)).toBe('UNAUTHENTICATED');
  });

  it('reads one slot: its instructor and admins; another instructor gets NOT_FOUND', async () => {
    const slot = await createOk(instructor, { startsAt: nextDay().toISOString() });
    expect((await gqlOk(h, ONE, { id: slot.id }, instructor)).workSlot).toMatchObject({ id: slot.id, exams: [] });
    expect((await gqlOk(h, ONE, { id: slot.id }, admin)).workSlot).toMatchObject({ id: slot.id, canDelete: false });
    expect(errorCode((await graphql(h, ONE, { id: slot.id }, other.headers)).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, ONE, { id: slot.id }, student.headers)).body)).toBe('FORBIDDEN');
    expect(errorCode((await graphql(h, ONE, { id: 'nope' }, instructor.headers)).body)).toBe('NOT_FOUND');
    // node(id): another instructor finds nothing.
    const node = await gqlOk(h, `query($id: ID!) { node(id: $id) { id } }`, { id: slot.id }, other);
    expect(node.node).toBeNull();
  });

  it('labels: free while places remain; new after a booking until the instructor opens the slot', async () => {
    const slot = await createOk(instructor, { startsAt: nextDay().toISOString(), capacity: 2 });
    const id = localOf(slot.id);
    await h.db.prisma.$transaction((tx) => takePlace(tx, id));
    let read = (await gqlOk(h, ONE, { id: slot.id }, instructor)).workSlot;
    expect(read).toMatchObject({ bookedCount: 1, freePlaces: 1, isFree: true, isNew: true, canDelete: false });
    expect((await gqlOk(h, ONE, { id: slot.id }, admin)).workSlot.isNew).toBe(false);
    // An admin opening it changes nothing; the instructor clears it.
    expect((await gqlOk(h, SEEN, { id: slot.id }, admin)).markWorkSlotSeen.isNew).toBe(false);
    expect((await gqlOk(h, ONE, { id: slot.id }, instructor)).workSlot.isNew).toBe(true);
    expect((await gqlOk(h, SEEN, { id: slot.id }, instructor)).markWorkSlotSeen.isNew).toBe(false);
    expect(errorCode((await graphql(h, SEEN, { id: slot.id }, other.headers)).body)).toBe('NOT_FOUND');

    await new Promise((r) => setTimeout(r, 5));
    await h.db.prisma.$transaction((tx) => takePlace(tx, id));
    read = (await gqlOk(h, ONE, { id: slot.id }, instructor)).workSlot;
    expect(read).toMatchObject({ bookedCount: 2, freePlaces: 0, isFree: false, isNew: true });
    await expect(h.db.prisma.$transaction((tx) => takePlace(tx, id))).rejects.toMatchObject({ code: 'SLOT_FULL' });
    await h.db.prisma.$transaction((tx) => releasePlace(tx, id));
    await h.db.prisma.$transaction((tx) => releasePlace(tx, id));
    await h.db.prisma.$transaction((tx) => releasePlace(tx, id));
    expect((await h.db.prisma.workSlot.findUniqueOrThrow({ where: { id } })).bookedCount).toBe(0);
  });

  it('takePlace: a started slot or the wrong kind is SLOT_NOT_BOOKABLE', async () => {
    const slot = await h.db.prisma.workSlot.create({
      data: {
        instructorId: instructor.userId,
        kind: 'EXAM_60',
        startsAt: new Date(Date.now() - 10 * 60_000),
        endsAt: new Date(Date.now() + 50 * 60_000),
        place: 'x',
        capacity: 3,
      },
    });
    await expect(h.db.prisma.$transaction((tx) => takePlace(tx, slot.id))).rejects.toMatchObject({
      rule: 'SLOT_NOT_BOOKABLE',
    });
    const future = await createOk(instructor, { startsAt: nextDay().toISOString() });
    const futureId = localOf(future.id);
    await expect(
      h.db.prisma.$transaction((tx) => takePlace(tx, futureId, new Date(), ['EXERCISE'])),
    ).rejects.toMatchObject({ rule: 'SLOT_NOT_BOOKABLE' });
  });

  it('deletes an unbooked slot (returning its id); a booked one is SLOT_HAS_BOOKINGS; another’s is NOT_FOUND', async () => {
    const slot = await createOk(instructor, { startsAt: nextDay().toISOString() });
    expect(errorCode((await graphql(h, DELETE, { id: slot.id }, other.headers)).body)).toBe('NOT_FOUND');
    expect(errorCode((await graphql(h, DELETE, { id: slot.id }, student.headers)).body)).toBe('FORBIDDEN');
    expect((await gqlOk(h, DELETE, { id: slot.id }, instructor)).deleteWorkSlot).toBe(slot.id);
    expect(errorCode((await graphql(h, DELETE, { id: slot.id }, instructor.headers)).body)).toBe('NOT_FOUND');

    const booked = await createOk(instructor, { startsAt: nextDay().toISOString() });
    const bookedId = localOf(booked.id);
    await h.db.prisma.$transaction((tx) => takePlace(tx, bookedId));
    const refused = await graphql(h, DELETE, { id: booked.id }, instructor.headers);
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BUSINESS_RULE', rule: 'SLOT_HAS_BOOKINGS' });
    expect(await h.db.prisma.workSlot.count({ where: { id: bookedId } })).toBe(1);
  });

  it('lists without N+1: the same number of statements for 1 and for 6 slots with names and participants', async () => {
    const lone = await signIn(h, 'INSTRUCTOR');
    const day = nextDay();
    const query = `query($from: Date!, $to: Date!) { instructorWorkSlots(dateFrom: $from, dateTo: $to) {
      id instructorName isNew onlineLink exams { id } exercises { id } } }`;
    await createOk(lone, { startsAt: day.toISOString() });
    const one = await countQueries(() => gqlOk(h, query, { from: ymd(day), to: ymd(day) }, lone));
    for (let i = 1; i < 6; i++) await createOk(lone, { startsAt: new Date(day.getTime() + i * 2 * HOUR) });
    const six = await countQueries(() => gqlOk(h, query, { from: ymd(day), to: ymd(day) }, lone));
    expect((await gqlOk(h, query, { from: ymd(day), to: ymd(day) }, lone)).instructorWorkSlots).toHaveLength(6);
    expect(six).toBe(one);
  });
});
