import { useDeferredValue, useMemo } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AdminExamResultsPageQuery,
  AdminExamResultsPageQuery$variables,
} from '../../../__generated__/AdminExamResultsPageQuery.graphql';
import { monthRange, rangeIssue } from '../../../shared/days';
import { useUrlListState } from '../../../shared/lists/urlListState';
import { PAGE_SIZE } from '../../../shared/policies';
import { DownloadButton } from '../../../shared/ui/DownloadButton';
import { Page } from '../../../shared/ui/Page';
import { ResultsList } from './ResultsList';
import { EXAM_REPORT_MAX_DAYS } from '../../../shared/policies';

/** The report's longest range (the server refuses more: VALIDATION_FAILED). */
const MAX_RANGE_DAYS = EXAM_REPORT_MAX_DAYS;
/** The authority report of spec 7 (`GET /api/v1/admin/exams/report`), streamed as an attachment. */
const REPORT_URL = '/api/v1/admin/exams/report';
const FORMATS = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

interface Filters {
  dateFrom: string;
  dateTo: string;
}

/** URL `from`, `to` (YYYY-MM-DD, Warsaw days); without them the current month. */
const readFilters = (params: URLSearchParams): Filters => {
  const month = monthRange();
  return { dateFrom: params.get('from') ?? month.dateFrom, dateTo: params.get('to') ?? month.dateTo };
};
const NO_SORT: Readonly<Record<string, string>> = {};

/**
 * /admin/exam-results (ADMIN): verified exams whose verification falls in a date range (default:
 * this month), 25 a page, newest verification first, and the aviation authority report of the same
 * rows as XLSX or CSV (headers in the admin's language).
 */
export default function AdminExamResultsPage() {
  const { t, i18n } = useLingui();
  const list = useUrlListState(readFilters, NO_SORT);
  const { dateFrom, dateTo } = list.filters;
  const issue = rangeIssue(dateFrom, dateTo, MAX_RANGE_DAYS);
  const issueText =
    issue === 'invalid'
      ? t`Enter both dates`
      : issue === 'order'
        ? t`The start date must not be after the end date`
        : issue === 'too-long'
          ? t`Choose at most ${MAX_RANGE_DAYS} days`
          : null;
  const reportUrl = (format: keyof typeof FORMATS) =>
    `${REPORT_URL}?${new URLSearchParams({ dateFrom, dateTo, format, lang: i18n.locale === 'en' ? 'EN' : 'PL' })}`;
  const download = (format: keyof typeof FORMATS) => (
    <DownloadButton
      url={reportUrl(format)}
      accept={FORMATS[format]}
      fallbackName={`exam-results-${dateFrom}_${dateTo}.${format}`}
      testId={`export-${format}`}
      disabled={issue !== null}
    >
      {format === 'xlsx' ? <Trans>Download XLSX</Trans> : <Trans>Download CSV</Trans>}
    </DownloadButton>
  );

  return (
    <Page
      title={<Trans>Exam results</Trans>}
      subtitle={
        <Trans>
          Verified exams by the day of verification, and the report for the aviation authority with the same rows.
        </Trans>
      }
      maxWidth="xl"
      actions={
        <>
          {download('xlsx')}
          {download('csv')}
        </>
      }
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          id="results-from"
          type="date"
          label={t`Verified from`}
          value={dateFrom}
          onChange={(event) => list.update({ from: event.target.value || null })}
          error={issue === 'order' || issue === 'too-long'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: dateTo, 'data-testid': 'results-date-from' } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 180px' } }}
        />
        <TextField
          id="results-to"
          type="date"
          label={t`Verified to`}
          value={dateTo}
          onChange={(event) => list.update({ to: event.target.value || null })}
          error={issue === 'order' || issue === 'too-long'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dateFrom, 'data-testid': 'results-date-to' } }}
          sx={{ flex: { xs: '1 1 140px', sm: '0 0 180px' } }}
        />
      </Box>
      {issueText ? (
        <Alert severity="warning" role="alert" data-testid="results-range-error">
          {issueText}
        </Alert>
      ) : (
        <Results list={list} dateFrom={dateFrom} dateTo={dateTo} />
      )}
    </Page>
  );
}

function Results({
  list,
  dateFrom,
  dateTo,
}: {
  list: ReturnType<typeof useUrlListState<Filters>>;
  dateFrom: string;
  dateTo: string;
}) {
  const variables = useMemo<AdminExamResultsPageQuery$variables>(
    () => ({ dateFrom, dateTo, first: PAGE_SIZE, after: list.after }),
    [dateFrom, dateTo, list.after],
  );
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<AdminExamResultsPageQuery>(
    graphql`
      query AdminExamResultsPageQuery($dateFrom: Date!, $dateTo: Date!, $first: Int!, $after: String) {
        examResults(dateFrom: $dateFrom, dateTo: $dateTo, first: $first, after: $after) {
          totalCount
          ...ResultsList_connection
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network' },
  );
  const total = data.examResults.totalCount;
  return (
    <>
      <Typography sx={{ mb: 1 }} color="text.secondary" data-testid="results-total" data-total={total}>
        <Trans>Verified exams: {total}</Trans>
      </Typography>
      <ResultsList connection={data.examResults} list={list} loading={shown !== variables} />
    </>
  );
}
