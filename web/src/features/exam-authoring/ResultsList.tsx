import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ResultsList_connection$data,
  ResultsList_connection$key,
} from '../../__generated__/ResultsList_connection.graphql';
import { formatDateTime } from '../../shared/format';
import type { useUrlListState } from '../../shared/lists/urlListState';
import { PersonCell } from '../../shared/ui/PersonCell';
import { PrevNextPager, ServerDataGrid } from '../../shared/ui/ServerDataGrid';

type Result = ResultsList_connection$data['edges'][number]['node'];
type ListState = ReturnType<typeof useUrlListState<unknown>>;

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
export function ResultsList({
  connection,
  list,
  loading,
}: {
  connection: ResultsList_connection$key;
  list: ListState;
  loading: boolean;
}) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
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
  const rows = useMemo(() => data.edges.map((edge) => edge.node), [data.edges]);
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
  const empty = <Trans>No exam was verified in this period.</Trans>;

  if (phone) {
    return (
      <>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {empty}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Exam results`}>
            {rows.map((row) => (
              <li key={row.id}>
                <Card variant="outlined" data-testid="result-row">
                  <CardContent sx={{ pb: '12px !important' }}>
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
                  </CardContent>
                </Card>
              </li>
            ))}
          </Stack>
        )}
        <PrevNextPager
          page={list.page}
          hasNext={data.pageInfo.hasNextPage}
          endCursor={data.pageInfo.endCursor}
          loading={loading}
          onPage={list.onPaginationModelChange}
        />
      </>
    );
  }

  return (
    <ServerDataGrid<Result>
      label={t`Exam results`}
      rows={rows}
      columns={columns}
      rowCount={data.totalCount}
      page={list.page}
      loading={loading}
      onPaginationModelChange={(model) => list.onPaginationModelChange(model, data.pageInfo.endCursor)}
      empty={empty}
      rowHeight={60}
      testId="results-grid"
      rowTestId="result-row"
    />
  );
}
