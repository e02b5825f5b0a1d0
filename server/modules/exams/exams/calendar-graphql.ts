import { builder } from '../../../graphql/builder.ts';
import { dateTime, optionalDateTime } from '../../../graphql/fields.ts';
import {
  disableCalendarFeed,
  enableCalendarFeed,
  examCalendarPath,
  exerciseCalendarPath,
  hasCalendar,
  workSlotCalendarPath,
} from './calendar.ts';
import { ExamRef } from './exams-graphql.ts';
import { ExerciseRef } from './exercises-graphql.ts';
import { managesSlot } from './slots.ts';
import { viewerOf, WorkSlotRef } from './slots-graphql.ts';

/** "Add to calendar" links and the viewer's private calendar feed (calendar.ts). */

builder.prismaObjectField(ExamRef, 'calendarUrl', (t) =>
  t.string({
    select: { id: true },
    description:
      'Its .ics ("Add to calendar", GET, those who may read the exam): the invitation its e-mails carry, with the current SEQUENCE.',
    resolve: (exam) => examCalendarPath(exam.id),
  }),
);

builder.prismaObjectField(ExerciseRef, 'calendarUrl', (t) =>
  t.string({
    select: { id: true },
    description: 'Its .ics ("Add to calendar", GET, those who may read the exercise), as its e-mails carry it.',
    resolve: (exercise) => exerciseCalendarPath(exercise.id),
  }),
);

builder.prismaObjectField(WorkSlotRef, 'calendarUrl', (t) =>
  t.string({
    nullable: true,
    select: { id: true, instructorId: true },
    description: 'Its .ics ("Add to calendar", GET) for its instructor and admins; null for others.',
    resolve: (slot, _args, ctx) => (managesSlot(viewerOf(ctx), slot) ? workSlotCalendarPath(slot.id) : null),
  }),
);

const CalendarFeedRef = builder.prismaObject('CalendarFeed', {
  description:
    'A private calendar subscription (iCalendar feed): the viewer’s bookings or slots, read by calendar apps ' +
    'through a secret address shown once, when made (enableCalendarFeed).',
  fields: (t) => ({
    createdAt: t.expose('createdAt', dateTime('When its current address was made.')),
    lastUsedAt: t.expose(
      'lastUsedAt',
      optionalDateTime('When a calendar app last read it (to the minute); null: not yet.'),
    ),
  }),
});

builder.prismaObjectField('User', 'calendarFeedAvailable', (t) =>
  t.boolean({
    select: { role: true },
    description:
      'Whether the user has a calendar to subscribe to: learners (their bookings) and instructors (their slots).',
    resolve: (user) => hasCalendar(user.role),
  }),
);

builder.prismaObjectField('User', 'calendarFeed', (t) =>
  t.prismaField({
    type: CalendarFeedRef,
    nullable: true,
    description: 'The user’s calendar feed while it is on; null when off, and for anyone but the user.',
    resolve: (query, user, _args, ctx) =>
      ctx.viewer?.user.id === user.id
        ? ctx.prisma.calendarFeed.findUnique({ ...query, where: { userId: user.id } })
        : null,
  }),
);

const CalendarFeedPayload = builder.objectRef<{ userId: string; url: string | null }>('CalendarFeedPayload').implement({
  description: 'The viewer’s calendar feed after a change.',
  fields: (t) => ({
    url: t.exposeString('url', {
      nullable: true,
      description:
        'The feed’s new address (https; calendar apps also take it as webcal://). Only this answer holds it: the ' +
        'server keeps a hash. Null when the feed was turned off.',
    }),
    viewer: t.prismaField({
      type: 'User',
      description: 'The viewer, with `calendarFeed` as it is now.',
      resolve: (query, payload, _args, ctx) =>
        ctx.prisma.user.findUniqueOrThrow({ ...query, where: { id: payload.userId } }),
    }),
  }),
});

builder.mutationField('enableCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedPayload,
    authScopes: { permission: 'update:account:own' },
    description:
      'Turns the viewer’s calendar feed on with a new secret address, which revokes the previous one at once ' +
      '(“regenerate”). Learners and instructors; others FORBIDDEN.',
    resolve: async (_root, _args, ctx) => {
      const { feed, url } = await enableCalendarFeed(ctx.prisma, viewerOf(ctx), ctx.config.publicUrl);
      return { userId: feed.userId, url };
    },
  }),
);

builder.mutationField('disableCalendarFeed', (t) =>
  t.field({
    type: CalendarFeedPayload,
    authScopes: { permission: 'update:account:own' },
    description: 'Turns the viewer’s calendar feed off: its address answers 404 from now on.',
    resolve: async (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      await disableCalendarFeed(ctx.prisma, viewer);
      return { userId: viewer!.id, url: null };
    },
  }),
);
