// The authority report download (admins). Owner: C (exams contract).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../../platform/http/guard.ts';
import * as oa from '../../../platform/http/openapi.ts';
import { exportExamResults, REPORT_CONTENT_TYPES, REPORT_MAX_DAYS } from './report.ts';
import type { ExamsRestDeps } from './rest.ts';

const reportQuery = z.object({
  dateFrom: oa.date().meta({ description: 'Verified on or after this day (Europe/Warsaw)' }),
  dateTo: oa.date().meta({
    description: `Verified on or before this day (Europe/Warsaw); at most ${REPORT_MAX_DAYS} days`,
  }),
  format: z.enum(['xlsx', 'csv']).optional().meta({ description: 'xlsx (default) or csv (`;`, UTF-8 with BOM)' }),
  lang: z.enum(['PL', 'EN']).optional().meta({ description: 'Language of the header row and labels (default PL)' }),
});

/** `GET admin/exams/report` under /api/v1: the VERIFIED exams of a date range as a spreadsheet (streamed). */
export async function reportRest(app: FastifyInstance, { prisma }: ExamsRestDeps) {
  const api = oa.rest(app);

  api.get(
    '/admin/exams/report',
    {
      schema: {
        tags: ['admin exams'],
        summary: 'The authority report: verified exams of a date range as XLSX or CSV (streamed)',
        description:
          'Admins (manage:user:any). VERIFIED exams whose verification falls in dateFrom..dateTo (Warsaw days, ' +
          `at most ${REPORT_MAX_DAYS}; else 400 VALIDATION_FAILED on dateTo), newest first. Columns: exam number, ` +
          'first name, last name, e-mail, pilot number, operator number, course, course category, exam date, ' +
          'verified at, attempt, questions, correct answers, score %, independent, result, instructor. ' +
          'Content-Disposition: attachment; filename="exam-results-<dateFrom>_<dateTo>.<format>".',
        security: oa.security.read,
        querystring: reportQuery,
        produces: [REPORT_CONTENT_TYPES.xlsx, 'text/csv'],
        response: {
          200: oa.fileBytes('The report file'),
          ...oa.signedInRefusals(400),
        },
      },
    },
    async (request, reply) => {
      requirePermission(request, 'manage:user:any');
      const query = (request.query ?? {}) as Record<string, unknown>;
      const download = exportExamResults(
        prisma,
        { dateFrom: query.dateFrom, dateTo: query.dateTo, format: query.format, lang: query.lang },
        (error) => request.log.error({ err: error }, 'exam report export failed'),
      );
      return reply
        .type(download.contentType)
        .header('content-disposition', `attachment; filename="${download.filename}"`)
        .header('cache-control', 'no-store')
        .send(download.stream);
    },
  );
}
