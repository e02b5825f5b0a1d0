import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ResultsList_connection$data,
  ResultsList_connection$key,
} from '../../../__generated__/ResultsList_connection.graphql';
import type { AdminListGridProps } from '../../../shared/lists/AdminDataGrid';
import { ResponsiveList } from '../../../shared/lists/ResponsiveList';
import { formatDateTime } from '../../../shared/format';
import { PersonCell } from '../../../shared/ui/PersonCell';

type Result = ResultsList_connection$data['edges'][number]['node'];

/** Passed / not passed (an exam not completed independently fails whatever the score). */
function Outcome({ row }: { row: Result }) {
  const { t } = useLingui();
  return row.passed ? (
    <Chip size="small" color="success" variant="outlined" label={t`Passed`} data-testid="result-outcome" />
  ) : (
    <Chip size="small" color="error" variant="outlined" label={t`Not passed`} data-testid="result-outcome" />
  );
}

const score = (row: Result) => (row.scorePercent == null ? '—' : `${row.scorePercent}%`);

/** One page of verified exams: a data grid on wide screens, cards on phones (each a `result-row`). */
export function ResultsList({ connection, ...page }: AdminListGridProps<ResultsList_connection$key>) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ResultsList_connection on ExamConnection {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            candidateName
            candidateEmail
            candidatePilotNumber
            courseTitle
            attempt
            scorePercent
            passed
            verifiedAt
            workSlot {
              startsAt
              instructorName
            }
          }
        }
      }
    `,
    connection,
  );
  const columns = useMemo<GridColDef<Result>[]>(
    () => [
      {
        field: 'candidate',
        headerName: t`Candidate`,
        minWidth: 200,
        flex: 1,
        renderCell: ({ row }) => <PersonCell name={row.candidateName} email={row.candidateEmail} />,
      },
      {
        field: 'candidatePilotNumber',
        headerName: t`Pilot number`,
        minWidth: 150,
        valueFormatter: (value: string | null) => value || '—',
      },
      { field: 'courseTitle', headerName: t`Course`, minWidth: 200, flex: 1.4 },
      {
        field: 'examDate',
        headerName: t`Exam date`,
        width: 150,
        valueGetter: (_value, row) => row.workSlot.startsAt,
        valueFormatter: (value: string) => formatDateTime(value),
      },
      { field: 'attempt', headerName: t`Attempt`, width: 90, align: 'right', headerAlign: 'right' },
      {
        field: 'scorePercent',
        headerName: t`Score`,
        width: 90,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => score(row),
      },
      { field: 'passed', headerName: t`Result`, width: 120, renderCell: ({ row }) => <Outcome row={row} /> },
      {
        field: 'instructor',
        headerName: t`Instructor`,
        minWidth: 170,
        flex: 0.8,
        valueGetter: (_value, row) => row.workSlot.instructorName,
      },
    ],
    [t],
  );

  return (
    <ResponsiveList<Result>
      {...page}
      connection={data}
      label={t`Exam results`}
      columns={columns}
      empty={<Trans>No exam was verified in this period.</Trans>}
      testId="results-grid"
      rowTestId="result-row"
      card={(row) => (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PersonCell name={row.candidateName} email={row.candidateEmail} />
            </Box>
            <Outcome row={row} />
          </Box>
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {row.courseTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(row.workSlot.startsAt)} · {t`attempt ${row.attempt}`} · {score(row)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <Trans>Pilot number:</Trans> {row.candidatePilotNumber || '—'} · {row.workSlot.instructorName}
          </Typography>
        </>
      )}
    />
  );
}
