import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../../graphql/builder.ts';
import { nullable, optionalDateTime } from '../../../graphql/fields.ts';
import { connectionField, countedConnection } from '../../../graphql/connection-schema.ts';
import type { RequestContext } from '../../../graphql/context.ts';
import { rowIdOf, uuidOrNil } from '../../../graphql/ids.ts';
import { CourseRef, CourseVariantTypeEnum } from '../../catalogue/courses/graphql.ts';
import { displayName } from '../../accounts/account/service.ts';
import {
  BULK_MAX_EMAILS,
  BULK_OUTCOMES,
  SEAT_ORDER,
  SEAT_STATUSES,
  STARTED_SELECT,
  assignSeat,
  assignSeatsBulk,
  canUnassign,
  managesAllSeats,
  managesSeats,
  parseSeatFilter,
  seatGroups,
  seatStatusOf,
  seatsWhere,
  unassignSeat,
  type BulkResult,
  type SeatGroup,
  type SeatViewer,
} from './service.ts';

/**
 * Company seats in GraphQL (accounts contract "Seats"): the CompanySeat node (a UserResource),
 * a company's seats and their groups per course variant, every company's seats for admins, and
 * assigning (one, or a list of e-mails) and unassigning. A company reaches only its own seats:
 * another company's seat is not found, whatever the call.
 */

const SeatStatusEnum = builder.enumType('SeatStatus', {
  values: {
    FREE: { description: 'Nobody holds it.' },
    INVITED: { description: 'Given to an e-mail with no account yet (claimed at registration).' },
    ASSIGNED: { description: 'The employee has the course, not started.' },
    STARTED: { description: 'The employee started the course (a subject, quiz, booking) or finished it.' },
  } as const satisfies Record<(typeof SEAT_STATUSES)[number], { description: string }>,
  description:
    'FREE: nobody; INVITED: an e-mail with no account yet (claimed at registration); ASSIGNED: the employee has the ' +
    'course, not started; STARTED: the employee completed a subject, took a quiz, booked an exam or practice, or finished.',
});
const SeatAssignOutcomeEnum = builder.enumType('SeatAssignOutcome', {
  description: 'What happened to one e-mail of a bulk assignment.',
  values: {
    ASSIGNED: { description: 'An existing account got the course.' },
    INVITED: { description: 'The e-mail has no account yet: an invitation was sent.' },
    FAILED: { description: 'Not assigned; `code` says why.' },
  } as const satisfies Record<(typeof BULK_OUTCOMES)[number], { description: string }>,
});

const viewerOf = (ctx: RequestContext): SeatViewer => ({ id: ctx.viewer!.user.id, role: ctx.viewer!.user.role });
const mailOf = (ctx: RequestContext) => ({ publicUrl: ctx.config.publicUrl });
const variantGid = (id: string | null) => (id ? encodeGlobalID('CourseVariant', id) : null);

interface SeatCompany {
  id: string;
  email: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  nip: string | null;
}

const SeatCompanyRef = builder.objectRef<SeatCompany>('SeatCompany').implement({
  description: 'The company that bought a seat.',
  fields: (t) => ({
    id: t.id({ description: 'The company’s User id.', resolve: (c) => encodeGlobalID('User', c.id) }),
    displayName: t.string({
      description: 'Its name: first and last name, else the company name, else the e-mail.',
      resolve: (c) => displayName(c),
    }),
    email: t.exposeString('email', { description: 'The company account’s e-mail.' }),
    nip: t.exposeString('nip', nullable('Its tax number (NIP); null: not given.')),
  }),
});

export const CompanySeatRef = builder.prismaNode('UserResource', {
  name: 'CompanySeat',
  id: { field: 'id' },
  description: 'A seat a company bought on a course (one per unit), handed to an employee by e-mail.',
  // Through `node(id)`: admins find any seat, a company its own, anyone else none.
  findUnique: (id, ctx) => {
    const viewer = ctx.viewer?.user;
    if (managesAllSeats(viewer?.role)) return { id: uuidOrNil(id) };
    if (viewer && managesSeats(viewer.role)) return { id: uuidOrNil(id), ownerId: viewer.id };
    return { id: uuidOrNil('') };
  },
  nullable: true,
  fields: (t) => ({
    course: t.relation('course', { type: CourseRef, description: 'The course of the seat.' }),
    variant: t.field({
      type: CourseVariantTypeEnum,
      nullable: true,
      description: 'The variant bought; null when the variant was deleted.',
      select: { courseVariant: { select: { variant: true } } },
      resolve: (seat) => seat.courseVariant?.variant ?? null,
    }),
    courseVariantId: t.id({
      nullable: true,
      description: 'The variant’s global id (null when the variant was deleted).',
      select: { courseVariantId: true },
      resolve: (seat) => variantGid(seat.courseVariantId),
    }),
    status: t.field({
      type: SeatStatusEnum,
      description: 'Who holds it and how far they got.',
      select: { assignedEmail: true, userCourse: { select: STARTED_SELECT } },
      resolve: (seat) => seatStatusOf(seat),
    }),
    assignedEmail: t.exposeString('assignedEmail', nullable('The e-mail it was given to; null while FREE.')),
    assignedAt: t.expose('assignedAt', optionalDateTime('When it was given; null while FREE.')),
    holderName: t.string({
      nullable: true,
      description: 'The employee’s name (or e-mail) once an account holds the course.',
      select: {
        userCourse: {
          select: { user: { select: { email: true, firstName: true, lastName: true, companyName: true } } },
        },
      },
      resolve: (seat) => (seat.userCourse ? displayName(seat.userCourse.user) : null),
    }),
    accessUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the employee’s access ends (null: not assigned, or unlimited).',
      select: { userCourse: { select: { accessUntil: true } } },
      resolve: (seat) => seat.userCourse?.accessUntil ?? null,
    }),
    purchaseNumber: t.string({
      nullable: true,
      description: 'The number of the purchase that bought it, e.g. 2026/000042.',
      select: { purchase: { select: { number: true } } },
      resolve: (seat) => seat.purchase?.number ?? null,
    }),
    canUnassign: t.boolean({
      description: 'INVITED or ASSIGNED: the seat can be returned (a started course cannot).',
      select: { assignedEmail: true, userCourse: { select: STARTED_SELECT } },
      resolve: (seat) => canUnassign(seatStatusOf(seat)),
    }),
    company: t.field({
      type: SeatCompanyRef,
      description: 'The company that bought it.',
      select: {
        owner: { select: { id: true, email: true, companyName: true, firstName: true, lastName: true, nip: true } },
      },
      resolve: (seat) => seat.owner,
    }),
  }),
});

export const CompanySeatConnection = countedConnection(CompanySeatRef, 'CompanySeatConnection');

const SeatGroupRef = builder.objectRef<SeatGroup>('SeatGroup').implement({
  description: 'A company’s seats of one course variant, counted.',
  fields: (t) => ({
    course: t.field({
      type: CourseRef,
      description: 'The course.',
      resolve: (group, _args, ctx) => ctx.prisma.course.findUniqueOrThrow({ where: { id: group.courseId } }),
    }),
    variant: t.field({
      type: CourseVariantTypeEnum,
      nullable: true,
      description: 'The variant; null when it was deleted.',
      resolve: async (group, _args, ctx) =>
        group.courseVariantId
          ? ((await ctx.prisma.courseVariant.findUnique({ where: { id: group.courseVariantId } }))?.variant ?? null)
          : null,
    }),
    courseVariantId: t.id({
      nullable: true,
      description: 'The variant’s global id (null when the variant was deleted).',
      resolve: (group) => variantGid(group.courseVariantId),
    }),
    total: t.exposeInt('total', { description: 'Seats bought.' }),
    used: t.exposeInt('used', { description: 'Held by an employee’s account (ASSIGNED or STARTED).' }),
    free: t.exposeInt('free', { description: 'Seats nobody holds.' }),
    invited: t.exposeInt('invited', { description: 'Waiting for an invited e-mail to register.' }),
  }),
});

// ───────────────────────────── Queries ─────────────────────────────

const SeatFilterInput = builder.inputType('SeatFilter', {
  description: 'Which seats to list; every field left out matches all.',
  fields: (t) => ({
    courseId: t.id({ description: 'Global id of a Course: only its seats.' }),
    status: t.field({ type: SeatStatusEnum, description: 'Only seats in this status.' }),
    search: t.string({
      description:
        'Words matched in the employee’s e-mail or name and the course title; for admins also the company’s name, e-mail or NIP.',
    }),
    companyId: t.id({ description: 'adminSeats only: one company (its User id); ignored in mySeats.' }),
  }),
});

const filterOf = (
  filter:
    | { courseId?: string | null; status?: string | null; search?: string | null; companyId?: string | null }
    | null
    | undefined,
) =>
  parseSeatFilter({
    courseId: filter?.courseId == null ? null : rowIdOf(filter.courseId, 'Course'),
    companyId: filter?.companyId == null ? null : rowIdOf(filter.companyId, 'User'),
    status: filter?.status ?? null,
    search: filter?.search ?? null,
  });

builder.queryField('mySeats', (t) =>
  connectionField(t, {
    type: CompanySeatConnection,
    node: 'CompanySeat',
    authScopes: { permission: 'manage:resource:own' },
    description: 'The signed-in company’s seats, in purchase order.',
    args: {
      filter: t.arg({ type: SeatFilterInput, description: 'Which seats; all when left out.' }),
    },
    rows: (args, ctx) => ({
      model: ctx.prisma.userResource,
      where: seatsWhere(viewerOf(ctx), { ...filterOf(args.filter), companyId: null }),
      orderBy: SEAT_ORDER,
    }),
  }),
);

builder.queryField('mySeatGroups', (t) =>
  t.field({
    type: [SeatGroupRef],
    authScopes: { permission: 'manage:resource:own' },
    description: 'The signed-in company’s seats counted per course variant.',
    resolve: (_root, _args, ctx) => seatGroups(ctx.prisma, ctx.viewer!.user.id),
  }),
);

builder.queryField('adminSeats', (t) =>
  connectionField(t, {
    type: CompanySeatConnection,
    node: 'CompanySeat',
    authScopes: { permission: 'manage:resource:any' },
    description: 'Every company’s seats (admins), in purchase order.',
    args: {
      filter: t.arg({ type: SeatFilterInput, description: 'Which seats; all when left out.' }),
    },
    rows: (args, ctx) => ({
      model: ctx.prisma.userResource,
      where: seatsWhere(viewerOf(ctx), filterOf(args.filter)),
      orderBy: SEAT_ORDER,
    }),
  }),
);

// ───────────────────────────── Mutations ─────────────────────────────

const SEATS = (_root: unknown, _args: unknown, ctx: RequestContext) => managesSeats(ctx.viewer?.user.role);

const seatOf = (ctx: RequestContext, id: string) => ctx.prisma.userResource.findUniqueOrThrow({ where: { id } });

const AssignSeatInput = builder.inputType('AssignSeatInput', {
  description: 'A seat and the employee’s e-mail.',
  fields: (t) => ({
    seatId: t.id({ required: true, description: 'Global id of the CompanySeat.' }),
    email: t.string({ required: true, description: 'The employee’s e-mail.' }),
  }),
});

const AssignSeatPayload = builder.objectRef<{ seatId: string; invited: boolean }>('AssignSeatPayload').implement({
  description: 'The assigned seat.',
  fields: (t) => ({
    seat: t.field({
      type: CompanySeatRef,
      description: 'The seat as it is now.',
      resolve: (p, _args, ctx) => seatOf(ctx, p.seatId),
    }),
    invited: t.exposeBoolean('invited', {
      description: 'True: the e-mail has no account yet, an invitation was sent; false: the employee has the course.',
    }),
  }),
});

builder.mutationField('assignSeat', (t) =>
  t.field({
    type: AssignSeatPayload,
    authScopes: SEATS,
    description:
      'Assigns a seat to an e-mail: an existing student gets the course at once, an unknown e-mail an invitation ' +
      '(the course at registration); the person is mailed either way. BAD_EMAIL, BAD_ROLE, DUPLICATE_COURSE, ' +
      'SEAT_ALREADY_ASSIGNED; another company’s seat is NOT_FOUND.',
    args: { input: t.arg({ type: AssignSeatInput, required: true, description: 'The seat and the e-mail.' }) },
    resolve: (_root, { input }, ctx) =>
      assignSeat(
        ctx.prisma,
        viewerOf(ctx),
        { seatId: rowIdOf(input.seatId, 'CompanySeat'), email: input.email },
        mailOf(ctx),
      ),
  }),
);

const UnassignSeatInput = builder.inputType('UnassignSeatInput', {
  description: 'The seat to return.',
  fields: (t) => ({ seatId: t.id({ required: true, description: 'Global id of the CompanySeat.' }) }),
});

const UnassignSeatPayload = builder.objectRef<{ seatId: string }>('UnassignSeatPayload').implement({
  description: 'The returned seat.',
  fields: (t) => ({
    seat: t.field({
      type: CompanySeatRef,
      description: 'The seat as it is now (FREE).',
      resolve: (p, _args, ctx) => seatOf(ctx, p.seatId),
    }),
  }),
});

builder.mutationField('unassignSeat', (t) =>
  t.field({
    type: UnassignSeatPayload,
    authScopes: SEATS,
    description:
      'Returns a seat: an invitation is withdrawn, a course not started is taken back; the person is mailed. ' +
      'STARTED: SEAT_IN_USE; FREE: SEAT_NOT_ASSIGNED.',
    args: { input: t.arg({ type: UnassignSeatInput, required: true, description: 'The seat.' }) },
    resolve: (_root, { input }, ctx) =>
      unassignSeat(ctx.prisma, viewerOf(ctx), { seatId: rowIdOf(input.seatId, 'CompanySeat') }, mailOf(ctx)),
  }),
);

const AssignSeatsBulkInput = builder.inputType('AssignSeatsBulkInput', {
  description: 'E-mails to give free seats of one course variant to.',
  fields: (t) => ({
    courseVariantId: t.id({ required: true, description: 'Global id of the CourseVariant whose seats are used.' }),
    emails: t.stringList({
      required: true,
      description:
        `At most ${BULK_MAX_EMAILS} in the service; GraphQL list arguments take at most 100 items, so send longer ` +
        'lists in parts (REST user-resources/bulk takes all at once).',
    }),
    companyId: t.id({ description: 'Admins: the company whose seats are used (required for them).' }),
  }),
});

const SeatAssignResultRef = builder.objectRef<BulkResult>('SeatAssignResult').implement({
  description: 'What happened to one e-mail of a bulk assignment.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: 'Position in the list, from 1.' }),
    email: t.exposeString('email', { description: 'The e-mail of that row.' }),
    outcome: t.field({
      type: SeatAssignOutcomeEnum,
      description: 'Assigned, invited or failed.',
      resolve: (r) => r.outcome,
    }),
    code: t.exposeString(
      'code',
      nullable('FAILED: the error code (BAD_EMAIL, DUPLICATE_COURSE, BAD_ROLE …) or the rule (NO_FREE_SEATS …).'),
    ),
    seat: t.field({
      type: CompanySeatRef,
      nullable: true,
      description: 'The seat used; null when FAILED.',
      resolve: (r, _args, ctx) => (r.seatId ? seatOf(ctx, r.seatId) : null),
    }),
  }),
});

const AssignSeatsBulkPayload = builder.objectRef<{ results: BulkResult[] }>('AssignSeatsBulkPayload').implement({
  description: 'The outcome of a bulk assignment.',
  fields: (t) => ({
    results: t.field({
      type: [SeatAssignResultRef],
      description: 'One result per e-mail, in the list’s order.',
      resolve: (p) => p.results,
    }),
  }),
});

builder.mutationField('assignSeatsBulk', (t) =>
  t.field({
    type: AssignSeatsBulkPayload,
    authScopes: SEATS,
    description:
      'Assigns free seats of a course variant (purchase order) to a list of e-mails, each row on its own; ' +
      'out of seats a row is FAILED with NO_FREE_SEATS.',
    args: { input: t.arg({ type: AssignSeatsBulkInput, required: true, description: 'The variant and the e-mails.' }) },
    resolve: async (_root, { input }, ctx) => ({
      results: await assignSeatsBulk(
        ctx.prisma,
        viewerOf(ctx),
        {
          courseVariantId: rowIdOf(input.courseVariantId, 'CourseVariant'),
          emails: input.emails,
          companyId: input.companyId == null ? null : rowIdOf(input.companyId, 'User'),
        },
        mailOf(ctx),
      ),
    }),
  }),
);
