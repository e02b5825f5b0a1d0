import DataLoader from 'dataloader';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable } from '../../../graphql/fields.ts';
import { perRequest } from '../../../graphql/loaders.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { WorkSlotKind } from '../../../generated/prisma/enums.ts';
import { expireOverdueExams } from './exams.ts';
import {
  createWorkSlot,
  deleteWorkSlot,
  freePlacesOf,
  BY_START,
  instructorNextSlotWhere,
  instructorSlotsWhere,
  isExamsAdmin,
  isInstructor,
  managedSlot,
  managesSlot,
  markWorkSlotSeen,
  slotIsFree,
  slotIsNew,
  type ExamsViewer,
} from './slots.ts';

/**
 * The instructor's calendar in GraphQL (exams contract, owner A): the WorkSlot node with its
 * labels (its participants `exams` and `exercises` are added in exercises-graphql.ts, after both types), the Eligibility answer shared with exams (B imports `EligibilityRef`),
 * the calendar query and the slot mutations.
 */

/** The viewer as the exams services take it (id and role), or null for a visitor. */
export const viewerOf = (ctx: RequestContext): ExamsViewer | null =>
  ctx.viewer ? { id: ctx.viewer.user.id, role: ctx.viewer.user.role } : null;

/** Whether the viewer holds a booking (exam or exercise) on each slot asked: one query per batch. */
const viewerBookedLoader = perRequest(
  (ctx) =>
    new DataLoader<string, boolean>(async (slotIds) => {
      const viewer = ctx.viewer?.user;
      if (!viewer) return slotIds.map(() => false);
      const where = { userId: viewer.id, workSlotId: { in: [...slotIds] } };
      const [exams, exercises] = await Promise.all([
        ctx.prisma.exam.findMany({ where, select: { workSlotId: true } }),
        ctx.prisma.exercise.findMany({ where, select: { workSlotId: true } }),
      ]);
      const booked = new Set([...exams, ...exercises].map((row) => row.workSlotId));
      return slotIds.map((id) => booked.has(id));
    }),
);

// ───────────────────────────── Types ─────────────────────────────

export const WorkSlotKindEnum = builder.enumType('WorkSlotKind', {
  values: {
    [WorkSlotKind.EXAM_60]: { description: 'A 60-minute exam (courses with a 60-minute exam).' },
    [WorkSlotKind.EXAM_120]: { description: 'A 120-minute exam.' },
    [WorkSlotKind.EXERCISE]: { description: 'A 120-minute practical exercise (FULL courses).' },
  },
  description: 'EXAM_60 (60 min, courses with a 60-minute exam), EXAM_120 (120 min), EXERCISE (120 min, FULL courses).',
});

export interface Eligibility {
  allowed: boolean;
  /** An error code or business-rule id of the exams contract; null when allowed. */
  reason: string | null;
}

export const EligibilityRef = builder.objectRef<Eligibility>('Eligibility').implement({
  description: 'Whether the learner may book now; when not, why (an error code or business-rule id).',
  fields: (t) => ({
    allowed: t.exposeBoolean('allowed', { description: 'Whether booking is allowed now.' }),
    reason: t.exposeString('reason', nullable('Why not: an error code or business-rule id; null when allowed.')),
  }),
});

export const WorkSlotRef = builder.prismaNode('WorkSlot', {
  id: { field: 'id' },
  // Through `node(id)`: an instructor finds only their own slots, admins any, learners any (availability).
  findUnique: (id, ctx) => {
    const viewer = viewerOf(ctx);
    if (viewer && isInstructor(viewer.role)) return { id: uuidOrNil(id), instructorId: viewer.id };
    return { id: uuidOrNil(viewer ? id : '') };
  },
  nullable: true,
  select: { id: true, instructorId: true },
  authScopes: { signedIn: true },
  description: 'A period an instructor offers for exams or practical exercises, with its places.',
  fields: (t) => ({
    kind: t.expose('kind', { type: WorkSlotKindEnum, description: 'What the slot is for; sets its length.' }),
    startsAt: t.expose('startsAt', dateTime('When it starts.')),
    endsAt: t.expose('endsAt', dateTime('startsAt + the kind’s length.')),
    place: t.exposeString('place', nullable('Where it takes place; null: online only.')),
    onlineLink: t.string({
      nullable: true,
      select: { onlineLink: true },
      description: 'The meeting link: for its instructor, admins and those booked on it; null for others.',
      resolve: async (slot, _args, ctx) => {
        if (slot.onlineLink === null) return null;
        if (managesSlot(viewerOf(ctx), slot)) return slot.onlineLink;
        return (await viewerBookedLoader(ctx).load(slot.id)) ? slot.onlineLink : null;
      },
    }),
    capacity: t.exposeInt('capacity', { description: 'How many participants it takes.' }),
    bookedCount: t.exposeInt('bookedCount', { description: 'How many places are booked.' }),
    freePlaces: t.int({
      description: 'Places still free (capacity − booked, never below 0).',
      select: { capacity: true, bookedCount: true },
      resolve: (slot) => freePlacesOf(slot),
    }),
    isFree: t.boolean({
      select: { capacity: true, bookedCount: true },
      description: 'The "free" label: a place remains.',
      resolve: (slot) => slotIsFree(slot),
    }),
    isNew: t.boolean({
      select: { capacity: true, bookedCount: true, lastBookedAt: true, instructorSeenAt: true },
      description: 'The "new" label: booked since its instructor last opened it; false for anyone else.',
      resolve: (slot, _args, ctx) => ctx.viewer?.user.id === slot.instructorId && slotIsNew(slot),
    }),
    instructorName: t.string({
      description: 'The instructor’s name (their e-mail when they gave no name).',
      select: { instructor: { select: { firstName: true, lastName: true, email: true } } },
      resolve: (slot) =>
        [slot.instructor.firstName, slot.instructor.lastName].filter(Boolean).join(' ').trim() || slot.instructor.email,
    }),
    canDelete: t.boolean({
      select: { bookedCount: true },
      description: 'The viewer is its instructor and nobody booked it.',
      resolve: (slot, _args, ctx) => ctx.viewer?.user.id === slot.instructorId && slot.bookedCount === 0,
    }),
  }),
});

// ───────────────────────────── Queries ─────────────────────────────

const INSTRUCTOR = { permission: 'manage:workSlot:own' } as const;

builder.queryField('instructorWorkSlots', (t) =>
  t.prismaField({
    type: ['WorkSlot'],
    authScopes: INSTRUCTOR,
    description: 'The instructor’s own slots starting in dateFrom..dateTo (Warsaw dates, at most 62 days), by start.',
    args: {
      dateFrom: t.arg({ type: 'Date', required: true, description: 'First day (Warsaw time), inclusive.' }),
      dateTo: t.arg({ type: 'Date', required: true, description: 'Last day (Warsaw time), inclusive.' }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.workSlot.findMany({ ...query, where: instructorSlotsWhere(viewerOf(ctx), args), orderBy: BY_START }),
  }),
);

builder.queryField('instructorNextWorkSlot', (t) =>
  t.prismaField({
    type: 'WorkSlot',
    nullable: true,
    authScopes: INSTRUCTOR,
    description:
      'The instructor’s first own slot starting at `from` or later (by start; null when there is none): the ' +
      'calendar opens on its week and its "Next slot" goes there, however far ahead.',
    args: { from: t.arg({ type: 'DateTime', required: true, description: 'The earliest start, inclusive.' }) },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.workSlot.findFirst({
        ...query,
        where: instructorNextSlotWhere(viewerOf(ctx), args),
        orderBy: BY_START,
      }),
  }),
);

builder.queryField('workSlot', (t) =>
  t.prismaField({
    type: 'WorkSlot',
    nullable: true,
    authScopes: (_root, _args, ctx) => isInstructor(ctx.viewer?.user.role) || isExamsAdmin(ctx.viewer?.user.role),
    description: 'One slot with its participants: its instructor’s (admins: any); another’s is NOT_FOUND.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the WorkSlot.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const slot = await managedSlot(ctx.prisma, viewerOf(ctx), rowIdOf(id, 'WorkSlot'));
      // Its exams past their deadline are written FINISHED first, so the rows read show what they are.
      await expireOverdueExams(ctx.prisma, { workSlotId: slot.id });
      return ctx.prisma.workSlot.findUniqueOrThrow({ ...query, where: { id: slot.id } });
    },
  }),
);

// ───────────────────────────── Mutations ─────────────────────────────

const CreateWorkSlotInput = builder.inputType('CreateWorkSlotInput', {
  description: 'endsAt follows from the kind. At least one of place and onlineLink.',
  fields: (t) => ({
    kind: t.field({ type: WorkSlotKindEnum, required: true, description: 'What the slot is for; sets its length.' }),
    startsAt: t.field({ type: 'DateTime', required: true, description: 'When it starts (in the future).' }),
    place: t.string({ description: 'Where (at most 255 characters).' }),
    onlineLink: t.string({ description: 'An http(s) meeting link (at most 500 characters).' }),
    capacity: t.int({ required: true, description: '1..50 places.' }),
  }),
});

builder.mutationField('createWorkSlot', (t) =>
  t.prismaField({
    type: 'WorkSlot',
    authScopes: INSTRUCTOR,
    description:
      'A new slot of the instructor: in the future (SLOT_IN_PAST), not overlapping their other slots (SLOT_OVERLAPS).',
    args: { input: t.arg({ type: CreateWorkSlotInput, required: true, description: 'The new slot.' }) },
    resolve: async (query, _root, { input }, ctx) => {
      const slot = await createWorkSlot(ctx.prisma, viewerOf(ctx), input);
      return ctx.prisma.workSlot.findUniqueOrThrow({ ...query, where: { id: slot.id } });
    },
  }),
);

builder.mutationField('deleteWorkSlot', (t) =>
  t.id({
    authScopes: INSTRUCTOR,
    description: 'Deletes one of the instructor’s slots nobody booked (SLOT_HAS_BOOKINGS); returns its id.',
    args: { id: t.arg.id({ required: true, description: 'Global id of the WorkSlot.' }) },
    resolve: async (_root, { id }, ctx) =>
      encodeGlobalID('WorkSlot', await deleteWorkSlot(ctx.prisma, viewerOf(ctx), rowIdOf(id, 'WorkSlot'))),
  }),
);

builder.mutationField('markWorkSlotSeen', (t) =>
  t.prismaField({
    type: 'WorkSlot',
    authScopes: (_root, _args, ctx) => isInstructor(ctx.viewer?.user.role) || isExamsAdmin(ctx.viewer?.user.role),
    description: 'The instructor opened the slot: its bookings are no longer "new" (admins change nothing).',
    args: { id: t.arg.id({ required: true, description: 'Global id of the WorkSlot.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const slot = await markWorkSlotSeen(ctx.prisma, viewerOf(ctx), rowIdOf(id, 'WorkSlot'));
      return ctx.prisma.workSlot.findUniqueOrThrow({ ...query, where: { id: slot.id } });
    },
  }),
);
