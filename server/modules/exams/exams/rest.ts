import type { FastifyInstance } from 'fastify';
import type { PrismaClient } from '../../../generated/prisma/client.ts';
import type { Config } from '../../../config.ts';
import { slotsRest } from './slots-rest.ts';
import { examsRest } from './exams-rest.ts';
import { examQuestionsRest } from './exam-questions-rest.ts';
import { exercisesRest } from './exercises-rest.ts';
import { reportRest } from './report-rest.ts';
import { calendarRest } from './calendar-rest.ts';
import { configureExamMails } from './invitations.ts';

export interface ExamsRestDeps {
  prisma: PrismaClient;
  config: Config;
}

/** Spec 7 "Instructor", "Exams", "Exercises" and "Exam questions", the authority report and calendars. */
export async function examsModuleRest(app: FastifyInstance, deps: ExamsRestDeps) {
  // The exam e-mails link to the app at the configured public address.
  configureExamMails({
    publicUrl: deps.config.publicUrl,
    mailFrom: deps.config.MAIL_FROM,
    office: { phone: deps.config.OFFICE_PHONE, email: deps.config.OFFICE_EMAIL },
  });
  await slotsRest(app, deps);
  await examsRest(app, deps);
  await examQuestionsRest(app, deps);
  await exercisesRest(app, deps);
  await reportRest(app, deps);
  await calendarRest(app, deps);
}
