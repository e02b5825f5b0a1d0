import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import ReplayOutlinedIcon from '@mui/icons-material/ReplayOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ParticipantsList_connection$data,
  ParticipantsList_connection$key,
} from '../../../__generated__/ParticipantsList_connection.graphql';
import type { AdminListGridProps } from '../../../shared/lists/AdminDataGrid';
import { ResponsiveList } from '../../../shared/lists/ResponsiveList';
import { formatDay } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { PersonCell } from '../../../shared/ui/PersonCell';
import { GrantExamTriesDialog } from '../../../shared/user-admin/GrantExamTriesDialog';
import { UserCertificatesDialog } from '../../../shared/user-admin/UserCertificatesDialog';
import { UserCourseProgress, UserCourseStatusChip } from '../../../shared/user-admin/UserCourseState';
import { useUserCourseActions } from '../../../shared/user-admin/useUserCourseActions';

export type Participant = ParticipantsList_connection$data['edges'][number]['node'];

/** Exam tries used and left ('—' for a course without exam). */
function ExamTries({ row }: { row: Participant }) {
  const { t } = useLingui();
  if (!row.hasExam) {
    return (
      <Typography variant="body2" color="text.secondary" aria-label={t`No exam`}>
        —
      </Typography>
    );
  }
  const used = row.examTriesUsed;
  const left = row.examTriesLeft;
  return (
    <Box sx={{ lineHeight: 1.3 }} data-testid="participant-exam-tries" data-left={left}>
      <Typography variant="body2" color={left === 0 ? 'error' : undefined} sx={{ fontWeight: 600 }}>
        <Trans>left {left}</Trans>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <Trans>used {used}</Trans>
      </Typography>
    </Box>
  );
}

function RowMenu({ row, onAction }: { row: Participant; onAction: (action: Action, row: Participant) => void }) {
  const { t } = useLingui();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const pick = (action: Action) => {
    setAnchor(null);
    onAction(action, row);
  };
  const name = row.user.displayName;
  return (
    <>
      <IconButton
        aria-label={t`Actions for ${name}`}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        data-testid="participant-actions"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {row.inProgress ? (
          <MenuItem onClick={() => pick('finish')} data-testid="participant-finish">
            <ListItemIcon>
              <TaskAltIcon fontSize="small" />
            </ListItemIcon>
            <Trans>Set as finished</Trans>
          </MenuItem>
        ) : (
          <MenuItem onClick={() => pick('resume')} data-testid="participant-resume">
            <ListItemIcon>
              <PlayCircleOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <Trans>Set as in progress</Trans>
          </MenuItem>
        )}
        {row.hasExam ? (
          <MenuItem onClick={() => pick('tries')} data-testid="grant-exam-tries">
            <ListItemIcon>
              <ReplayOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <Trans>Grant exam tries</Trans>
          </MenuItem>
        ) : null}
        <MenuItem onClick={() => pick('certificates')} data-testid="participant-certificates">
          <ListItemIcon>
            <WorkspacePremiumOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Certificates</Trans>
        </MenuItem>
        <MenuItem onClick={() => pick('withdraw')} sx={{ color: 'error.main' }} data-testid="participant-withdraw">
          <ListItemIcon sx={{ color: 'inherit' }}>
            <PersonRemoveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <Trans>Withdraw access</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}

type Action = 'finish' | 'resume' | 'certificates' | 'tries' | 'withdraw';

/** One page of a course's participants: a data grid on wide screens, cards on phones. */
export function ParticipantsList({
  connection,
  examMaxTries,
  onChanged,
  ...page
}: AdminListGridProps<ParticipantsList_connection$key> & {
  /** The course's exam tries before an admin grants more. */
  examMaxTries: number;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ParticipantsList_connection on UserCourseConnection {
        totalCount
        pageInfo {
          endCursor
          hasNextPage
        }
        edges {
          node {
            ...UserCourseState_userCourse @relay(mask: false)
            user {
              id
              displayName
              email
            }
          }
        }
      }
    `,
    connection,
  );
  const [withdrawing, setWithdrawing] = useState<Participant | null>(null);
  const [certificatesOf, setCertificatesOf] = useState<Participant | null>(null);
  const [triesOf, setTriesOf] = useState<Participant | null>(null);

  const { setInProgress, withdraw, withdrawBusy } = useUserCourseActions(onChanged);

  const onAction = (action: Action, row: Participant) => {
    if (action === 'certificates') setCertificatesOf(row);
    else if (action === 'tries') setTriesOf(row);
    else if (action === 'withdraw') setWithdrawing(row);
    else setInProgress(row.id, action === 'resume');
  };

  const columns = useMemo<GridColDef<Participant>[]>(
    () => [
      {
        field: 'user',
        headerName: t`Participant`,
        minWidth: 220,
        flex: 1,
        sortable: false,
        renderCell: ({ row }) => <PersonCell name={row.user.displayName} email={row.user.email} />,
      },
      {
        field: 'createdAt',
        headerName: t`Since`,
        width: 120,
        sortable: false,
        valueFormatter: (value: string) => formatDay(value),
      },
      {
        field: 'accessUntil',
        headerName: t`Until`,
        width: 120,
        sortable: false,
        valueFormatter: (value: string | null) => (value ? formatDay(value) : t`Unlimited`),
      },
      {
        field: 'progressPercent',
        headerName: t`Progress`,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => <UserCourseProgress progress={row} />,
      },
      {
        field: 'examTries',
        headerName: t`Exam tries`,
        width: 190,
        sortable: false,
        renderCell: ({ row }) => <ExamTries row={row} />,
      },
      {
        field: 'status',
        headerName: t`Status`,
        width: 150,
        sortable: false,
        renderCell: ({ row }) => <UserCourseStatusChip state={row} testId="participant-status" />,
      },
      {
        field: 'actions',
        headerName: t`Actions`,
        width: 90,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <RowMenu row={row} onAction={onAction} />,
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- onAction only reads stable setters and mutations
    [t],
  );

  return (
    <ResponsiveList<Participant>
      {...page}
      connection={data}
      label={t`Participants`}
      columns={columns}
      empty={<Trans>Nobody has this course yet.</Trans>}
      emptyFiltered={<Trans>No participant matches the filters.</Trans>}
      testId="participants-grid"
      rowTestId="participant-row"
      card={(row) => (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <PersonCell name={row.user.displayName} email={row.user.email} />
            </Box>
            <RowMenu row={row} onAction={onAction} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
            <UserCourseStatusChip state={row} testId="participant-status" />
            <Typography variant="body2" color="text.secondary">
              {formatDay(row.createdAt)} – {row.accessUntil ? formatDay(row.accessUntil) : t`Unlimited`}
            </Typography>
          </Box>
          <Box sx={{ mt: 1 }}>
            <UserCourseProgress progress={row} />
          </Box>
          {row.hasExam ? (
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                <Trans>Exam tries:</Trans>
              </Typography>
              <ExamTries row={row} />
            </Box>
          ) : null}
        </>
      )}
    >
      <ConfirmDialog
        open={withdrawing !== null}
        destructive
        busy={withdrawBusy}
        title={<Trans>Withdraw access to the course?</Trans>}
        message={
          <Trans>
            {withdrawing?.user.displayName ?? ''} will lose access to the course at once, with their progress and quiz
            results. This cannot be undone.
          </Trans>
        }
        confirmLabel={<Trans>Withdraw access</Trans>}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (!withdrawing) return;
          withdraw(withdrawing.id, () => setWithdrawing(null));
        }}
      />
      {triesOf ? (
        <GrantExamTriesDialog
          participant={{ ...triesOf, name: triesOf.user.displayName }}
          maxTries={examMaxTries}
          onClose={() => setTriesOf(null)}
        />
      ) : null}
      {certificatesOf ? (
        <UserCertificatesDialog
          userId={certificatesOf.user.id}
          name={certificatesOf.user.displayName}
          onClose={() => setCertificatesOf(null)}
        />
      ) : null}
    </ResponsiveList>
  );
}
