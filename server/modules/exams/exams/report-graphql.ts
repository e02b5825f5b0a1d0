// The authority report's list (admins). Owner: C (exams contract).
import { builder } from '../../../graphql/builder.ts';
import { connectionField } from '../../../graphql/connection-schema.ts';
import { ExamConnection } from './exams-graphql.ts';
import { EXAM_RESULTS_ORDER, examResultsWhere, reportRange, REPORT_MAX_DAYS } from './report.ts';

builder.queryField('examResults', (t) =>
  connectionField(t, {
    type: ExamConnection,
    node: 'Exam',
    authScopes: { permission: 'manage:user:any' },
    description:
      'VERIFIED exams whose verification falls in Warsaw days dateFrom..dateTo (admins), newest verification ' +
      `first. At most ${REPORT_MAX_DAYS} days (else VALIDATION_FAILED on dateTo). The same rows as ` +
      'GET /api/v1/admin/exams/report.',
    args: {
      dateFrom: t.arg({ type: 'Date', required: true, description: 'First day (Warsaw time), inclusive.' }),
      dateTo: t.arg({ type: 'Date', required: true, description: 'Last day (Warsaw time), inclusive.' }),
    },
    rows: ({ dateFrom, dateTo }, ctx) => ({
      model: ctx.prisma.exam,
      where: examResultsWhere(reportRange({ dateFrom, dateTo })),
      orderBy: EXAM_RESULTS_ORDER,
    }),
  }),
);
