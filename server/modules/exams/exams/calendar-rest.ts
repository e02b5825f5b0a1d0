import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contentDisposition } from '../../../platform/http/content-disposition.ts';
import * as oa from '../../../platform/http/openapi.ts';
import type { MailAttachment } from '../../../platform/mail/outbox.ts';
import { unauthenticated } from '../../../platform/errors.ts';
import { bookingCalendarFile, calendarFeedFile, workSlotCalendarFile } from './calendar.ts';
import type { ExamsViewer } from './slots.ts';
import type { ExamsRestDeps } from './rest.ts';

/**
 * "Add to calendar" downloads (a booking's or a slot's .ics, for those who may read it) and the
 * private calendar feed that calendar apps subscribe to with its secret address (no session).
 */

const CALENDAR = 'text/calendar';

const signedIn = (request: FastifyRequest): ExamsViewer => {
  const user = request.viewer?.user;
  if (!user) throw unauthenticated();
  return { id: user.id, role: user.role };
};

/** The file as an attachment under its own name; never cached (its SEQUENCE and places change). */
const sendCalendarFile = (reply: FastifyReply, file: MailAttachment) =>
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);

export async function calendarRest(app: FastifyInstance, { prisma, config }: ExamsRestDeps) {
  const api = oa.rest(app);

  const downloads = [
    {
      path: '/exams/:id/calendar.ics',
      tag: 'exams',
      what: 'Exam',
      summary: 'An exam booking as an iCalendar file ("Add to calendar")',
      description:
        'The invitation the booking e-mails carry (METHOD:REQUEST, UID `exam-<id>@<host>`, the current SEQUENCE, ' +
        'UTC times), in the candidate’s language. The candidate, the slot’s instructor or an admin; anyone else: 404. ' +
        'Content-Disposition: attachment; filename="invite.ics".',
      load: (viewer: ExamsViewer, id: string) => bookingCalendarFile(prisma, viewer, 'exam', id),
    },
    {
      path: '/exercises/:id/calendar.ics',
      tag: 'exercises',
      what: 'Exercise',
      summary: 'A practical exercise booking as an iCalendar file ("Add to calendar")',
      description:
        'As its e-mails carry it (UID `exercise-<id>@<host>`, the current SEQUENCE). The candidate, the slot’s ' +
        'instructor or an admin; anyone else: 404. Content-Disposition: attachment; filename="invite.ics".',
      load: (viewer: ExamsViewer, id: string) => bookingCalendarFile(prisma, viewer, 'exercise', id),
    },
    {
      path: '/instructor/work-slot/:id/calendar.ics',
      tag: 'instructor',
      what: 'Work slot',
      summary: 'A work slot as an iCalendar file ("Add to calendar")',
      description:
        'The event of the instructor’s calendar feed (UID `slot-<id>@<host>`, places booked in the description). ' +
        'Its instructor or an admin; another instructor’s slot: 404. ' +
        'Content-Disposition: attachment; filename="work-slot.ics".',
      load: (viewer: ExamsViewer, id: string) => workSlotCalendarFile(prisma, viewer, id),
    },
  ];
  for (const download of downloads) {
    api.get<{ Params: { id: string } }>(
      download.path,
      {
        schema: {
          tags: [download.tag],
          summary: download.summary,
          description: download.description,
          security: oa.security.read,
          params: oa.idParams(download.what),
          produces: [CALENDAR],
          response: { 200: oa.fileBytes('The .ics file'), ...oa.signedInRefusals(404) },
        },
      },
      async (request, reply) => sendCalendarFile(reply, await download.load(signedIn(request), request.params.id)),
    );
  }

  api.get<{ Params: { token: string } }>(
    '/calendar-feeds/:token.ics',
    {
      schema: {
        tags: ['calendar'],
        summary: 'A person’s private calendar feed (iCalendar), for calendar apps',
        description:
          'The address shown once on the account page (GraphQL `enableCalendarFeed`); the token in it is the only ' +
          'credential, so calendar apps (webcal) need no session. A learner’s exams and exercises or an ' +
          'instructor’s work slots from 90 days ago on, each with the UID and SEQUENCE of its e-mails; those ' +
          'cancelled in the last 30 days as STATUS:CANCELLED. An unknown, replaced or turned-off token: 404. ' +
          'Limited per client address (RATE_LIMIT_CALENDAR_FEED_PER_MINUTE, 429 with Retry-After).',
        security: oa.security.public,
        params: z.object({ token: z.string().max(200).meta({ description: 'The secret token of the address' }) }),
        produces: [CALENDAR],
        response: { 200: oa.fileBytes('The calendar (text/calendar; charset=utf-8)'), ...oa.errors(404, 429) },
      },
    },
    async (request, reply) => {
      const deps = { prisma, perMinute: config.RATE_LIMIT_CALENDAR_FEED_PER_MINUTE };
      const content = await calendarFeedFile(deps, request.params.token, request.ip);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', contentDisposition('skypilot-academy.ics', 'inline'))
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .send(content);
    },
  );
}
