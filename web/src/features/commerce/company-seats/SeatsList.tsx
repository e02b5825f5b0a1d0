import { useMemo, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  SeatsList_connection$data,
  SeatsList_connection$key,
} from '../../../__generated__/SeatsList_connection.graphql';
import type { SeatsListUnassignMutation } from '../../../__generated__/SeatsListUnassignMutation.graphql';
import type { AdminListGridProps } from '../../../shared/lists/AdminDataGrid';
import { ResponsiveList } from '../../../shared/lists/ResponsiveList';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDay } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { PersonCell } from '../../../shared/ui/PersonCell';
import { useToast } from '../../../shared/ui/toast';
import { AssignSeatDialog } from './AssignSeatDialog';
import { rowIdOf, seatCourseLabel, variantLabel } from './labels';
import { SeatStatusChip } from './SeatStatusChip';

export type Seat = SeatsList_connection$data['edges'][number]['node'];

/** Who holds a seat and whether it can return: what the list shows and every assignment mutation returns. */
export const seatStateFragment = graphql`
  fragment SeatsList_seatState on CompanySeat {
    id
    status
    assignedEmail
    assignedAt
    holderName
    accessUntil
    canUnassign
  }
`;

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
  const since = formatDay(seat.assignedAt);
  const until = seat.accessUntil ? formatDay(seat.accessUntil) : null;
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
  showCompany = false,
  onCompany,
  onChanged,
  ...page
}: AdminListGridProps<SeatsList_connection$key> & {
  /** Admins: a column with the company that bought the seat. */
  showCompany?: boolean;
  /** Admins: a company's name filters the list to that company. */
  onCompany?: (company: Seat['company']) => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
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
            ...SeatsList_seatState @relay(mask: false)
            variant
            purchaseNumber
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
  const [assigning, setAssigning] = useState<Seat | null>(null);
  const [unassigning, setUnassigning] = useState<Seat | null>(null);
  const [unassign, unassignBusy] = useMutation<SeatsListUnassignMutation>(graphql`
    mutation SeatsListUnassignMutation($input: UnassignSeatInput!) {
      unassignSeat(input: $input) {
        seat {
          ...SeatsList_seatState
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

  const who = unassigning ? (unassigning.holderName ?? unassigning.assignedEmail ?? '') : '';
  const unassignCourse = unassigning ? courseOf(unassigning) : '';

  return (
    <ResponsiveList<Seat>
      {...page}
      connection={data}
      label={t`Seats`}
      columns={columns}
      empty={<Trans>There are no seats yet.</Trans>}
      emptyFiltered={<Trans>No seat matches the filters.</Trans>}
      rowHeight={64}
      testId="seats-table"
      rowTestId="seat-row"
      cardsBelow="sm"
      card={(row) => (
        <>
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
                <Trans>Access until {formatDay(row.accessUntil)}</Trans>
              ) : row.purchaseNumber ? (
                t`order ${row.purchaseNumber}`
              ) : null}
            </Typography>
            <SeatActions seat={row} onAssign={setAssigning} onUnassign={setUnassigning} />
          </Box>
        </>
      )}
    >
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
    </ResponsiveList>
  );
}
