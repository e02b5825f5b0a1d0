import { useMemo, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  SeatsList_connection$data,
  SeatsList_connection$key,
} from '../../__generated__/SeatsList_connection.graphql';
import type { SeatsListUnassignMutation } from '../../__generated__/SeatsListUnassignMutation.graphql';
import { errorMessage } from '../../shared/errors/messages';
import { formatDateTime } from '../../shared/format';
import type { useUrlListState } from '../../shared/lists/urlListState';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { PersonCell } from '../../shared/ui/PersonCell';
import { PrevNextPager, ServerDataGrid } from '../../shared/ui/ServerDataGrid';
import { useToast } from '../../shared/ui/toast';
import { AssignSeatDialog } from './AssignSeatDialog';
import { rowIdOf, seatCourseLabel, variantLabel } from './labels';
import { SeatStatusChip } from './SeatStatusChip';

export type Seat = SeatsList_connection$data['edges'][number]['node'];
type ListState = ReturnType<typeof useUrlListState<unknown>>;

const day = (iso: string | null | undefined) => (iso ? formatDateTime(iso).slice(0, 10) : null);

/** Who holds the seat: the employee's name over the e-mail, the invited address, or nobody yet. */
function Holder({ seat }: { seat: Seat }) {
  const { t } = useLingui();
  if (seat.status === 'FREE' || !seat.assignedEmail) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t`Not assigned`}
      </Typography>
    );
  }
  if (seat.holderName) return <PersonCell name={seat.holderName} email={seat.assignedEmail} />;
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
        {seat.assignedEmail}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {seat.status === 'INVITED' ? t`Waiting for registration` : null}
      </Typography>
    </Box>
  );
}

/** The course and its variant, with the order the seat came from under it. */
function CourseCell({ seat }: { seat: Seat }) {
  const { t, i18n } = useLingui();
  const kind = variantLabel(i18n, seat.variant);
  return (
    <Box sx={{ minWidth: 0, lineHeight: 1.3, py: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
        {seat.course.title || t`(untitled)`}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {[kind, seat.purchaseNumber ? t`order ${seat.purchaseNumber}` : null].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/** Since when the seat is held and until when the employee has access. */
function AccessCell({ seat }: { seat: Seat }) {
  const { t } = useLingui();
  if (!seat.assignedAt) return <Typography variant="body2">—</Typography>;
  const since = day(seat.assignedAt) ?? '';
  const until = day(seat.accessUntil);
  return (
    <Box sx={{ lineHeight: 1.3 }}>
      <Typography variant="body2">{until ? t`until ${until}` : '—'}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t`since ${since}`}
      </Typography>
    </Box>
  );
}

/** Assign on a free seat, unassign on a held one (refused with the rule once the course is started). */
function SeatActions({
  seat,
  onAssign,
  onUnassign,
}: {
  seat: Seat;
  onAssign: (seat: Seat) => void;
  onUnassign: (seat: Seat) => void;
}) {
  const { t } = useLingui();
  const id = rowIdOf(seat.id);
  if (seat.status === 'FREE') {
    return (
      <Button
        size="small"
        variant="outlined"
        startIcon={<PersonAddAlt1OutlinedIcon />}
        onClick={() => onAssign(seat)}
        data-testid={`seat-assign-${id}`}
      >
        <Trans context="seat">Assign</Trans>
      </Button>
    );
  }
  const button = (
    <Button
      size="small"
      color="error"
      startIcon={<PersonRemoveOutlinedIcon />}
      onClick={() => onUnassign(seat)}
      disabled={!seat.canUnassign}
      data-testid={`seat-unassign-${id}`}
    >
      <Trans>Unassign</Trans>
    </Button>
  );
  if (seat.canUnassign) return button;
  // A disabled button gets no pointer events: the tooltip hangs on a wrapper.
  return (
    <Tooltip title={t`The employee has started the course: the seat stays theirs.`}>
      <span>{button}</span>
    </Tooltip>
  );
}

/**
 * One page of seats (B2B's own or every company's for admins): a data grid on wide screens,
 * cards on phones; assign a free seat by e-mail and unassign a held one after a confirmation
 * stating the rule (a seat returns only while the employee has not started).
 */
export function SeatsList({
  connection,
  list,
  loading,
  filtered,
  showCompany = false,
  onCompany,
  onChanged,
}: {
  connection: SeatsList_connection$key;
  list: ListState;
  loading: boolean;
  filtered: boolean;
  /** Admins: a column with the company that bought the seat. */
  showCompany?: boolean;
  /** Admins: a company's name filters the list to that company. */
  onCompany?: (company: Seat['company']) => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const data = useFragment(
    graphql`
      fragment SeatsList_connection on CompanySeatConnection {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            id
            status
            variant
            assignedEmail
            assignedAt
            holderName
            accessUntil
            purchaseNumber
            canUnassign
            course {
              id
              title
            }
            company {
              id
              displayName
              email
              nip
            }
          }
        }
      }
    `,
    connection,
  );
  const rows = useMemo(
    () => data.edges.map((edge) => edge.node).filter((node): node is Seat => Boolean(node)),
    [data.edges],
  );
  const [assigning, setAssigning] = useState<Seat | null>(null);
  const [unassigning, setUnassigning] = useState<Seat | null>(null);
  const [unassign, unassignBusy] = useMutation<SeatsListUnassignMutation>(graphql`
    mutation SeatsListUnassignMutation($input: UnassignSeatInput!) {
      unassignSeat(input: $input) {
        seat {
          id
          status
          assignedEmail
          assignedAt
          holderName
          accessUntil
          canUnassign
        }
      }
    }
  `);

  const courseOf = (seat: Seat) => seatCourseLabel(i18n, seat.course.title || t`(untitled)`, seat.variant);

  const columns = useMemo<GridColDef<Seat>[]>(
    () => [
      {
        field: 'course',
        headerName: t`Course`,
        minWidth: 240,
        flex: 1.3,
        sortable: false,
        renderCell: ({ row }) => <CourseCell seat={row} />,
      },
      ...(showCompany
        ? [
            {
              field: 'company',
              headerName: t`Company`,
              minWidth: 200,
              flex: 1,
              sortable: false,
              renderCell: ({ row }: { row: Seat }) => (
                <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
                  {onCompany ? (
                    <Link
                      component="button"
                      type="button"
                      variant="body2"
                      onClick={() => onCompany(row.company)}
                      title={t`Only this company's seats`}
                      sx={{ fontWeight: 600, textAlign: 'left', display: 'block', maxWidth: '100%' }}
                      noWrap
                    >
                      {row.company.displayName}
                    </Link>
                  ) : (
                    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                      {row.company.displayName}
                    </Typography>
                  )}
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {[row.company.email, row.company.nip ? `NIP ${row.company.nip}` : null].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              ),
            } satisfies GridColDef<Seat>,
          ]
        : []),
      {
        field: 'status',
        headerName: t`Status`,
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <SeatStatusChip status={row.status} />,
      },
      {
        field: 'holder',
        headerName: t`Employee`,
        minWidth: 220,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => <Holder seat={row} />,
      },
      {
        field: 'accessUntil',
        headerName: t`Access`,
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <AccessCell seat={row} />,
      },
      {
        field: 'actions',
        headerName: t`Actions`,
        width: 150,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <SeatActions seat={row} onAssign={setAssigning} onUnassign={setUnassigning} />,
      },
    ],
    [t, showCompany, onCompany],
  );

  const empty = filtered ? <Trans>No seat matches the filters.</Trans> : <Trans>There are no seats yet.</Trans>;
  const who = unassigning ? (unassigning.holderName ?? unassigning.assignedEmail ?? '') : '';
  const unassignCourse = unassigning ? courseOf(unassigning) : '';

  const dialogs = (
    <>
      {assigning ? (
        <AssignSeatDialog
          seat={{ id: assigning.id, courseLabel: courseOf(assigning) }}
          onClose={() => setAssigning(null)}
          onAssigned={() => {
            setAssigning(null);
            onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={unassigning !== null}
        destructive
        busy={unassignBusy}
        title={<Trans>Unassign this seat?</Trans>}
        message={
          unassigning?.status === 'INVITED' ? (
            <Trans>
              The invitation for {who} to “{unassignCourse}” is cancelled and the seat is free again. A seat returns
              only while the employee has not started the course.
            </Trans>
          ) : (
            <Trans>
              {who} loses access to “{unassignCourse}” at once and the seat is free again. A seat returns only while the
              employee has not started the course; once they have, it stays theirs.
            </Trans>
          )
        }
        confirmLabel={<Trans>Unassign</Trans>}
        onCancel={() => setUnassigning(null)}
        onConfirm={() => {
          if (!unassigning) return;
          unassign({
            variables: { input: { seatId: unassigning.id } },
            onCompleted: () => {
              setUnassigning(null);
              showToast(t`The seat is free again`, 'success');
              onChanged();
            },
            onError: (error) => {
              setUnassigning(null);
              showToast(errorMessage(i18n, error), 'error');
              onChanged();
            },
          });
        }}
      />
    </>
  );

  // The dialogs stay at one place in the tree whichever layout shows, so that crossing the phone
  // breakpoint (a rotated tablet, a resized window) does not remount them and lose what was typed.
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {phone ? (
        <Box data-testid="seats-table">
          {rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {empty}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Seats`}>
              {rows.map((row) => (
                <li key={row.id}>
                  <Card variant="outlined" data-testid="seat-row">
                    <CardContent sx={{ pb: '12px !important' }}>
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {courseOf(row)}
                        </Typography>
                        <SeatStatusChip status={row.status} />
                      </Box>
                      {showCompany ? (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          {row.company.displayName}
                        </Typography>
                      ) : null}
                      <Box sx={{ mt: 1 }}>
                        <Holder seat={row} />
                      </Box>
                      <Box
                        sx={{
                          display: 'flex',
                          flexWrap: 'wrap',
                          gap: 1,
                          alignItems: 'center',
                          justifyContent: 'space-between',
                          mt: 1,
                        }}
                      >
                        <Typography variant="body2" color="text.secondary">
                          {row.accessUntil ? (
                            <Trans>Access until {day(row.accessUntil)}</Trans>
                          ) : row.purchaseNumber ? (
                            t`order ${row.purchaseNumber}`
                          ) : null}
                        </Typography>
                        <SeatActions seat={row} onAssign={setAssigning} onUnassign={setUnassigning} />
                      </Box>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </Stack>
          )}
          {list.page > 0 || data.pageInfo.hasNextPage ? (
            <PrevNextPager
              page={list.page}
              hasNext={data.pageInfo.hasNextPage}
              endCursor={data.pageInfo.endCursor}
              loading={loading}
              onPage={list.onPaginationModelChange}
            />
          ) : null}
        </Box>
      ) : (
        <ServerDataGrid<Seat>
          label={t`Seats`}
          rows={rows}
          columns={columns}
          rowCount={data.totalCount}
          page={list.page}
          loading={loading}
          onPaginationModelChange={(model) => list.onPaginationModelChange(model, data.pageInfo.endCursor)}
          empty={empty}
          rowHeight={64}
          testId="seats-table"
          rowTestId="seat-row"
        />
      )}
      {dialogs}
    </Box>
  );
}
