import { useMemo, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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
} from '../../__generated__/ParticipantsList_connection.graphql';
import type { ParticipantsListStatusMutation } from '../../__generated__/ParticipantsListStatusMutation.graphql';
import type { ParticipantsListWithdrawMutation } from '../../__generated__/ParticipantsListWithdrawMutation.graphql';
import { errorMessage } from '../../shared/errors/messages';
import { formatDateTime } from '../../shared/format';
import type { useUrlListState } from '../../shared/lists/urlListState';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { PersonCell } from '../../shared/ui/PersonCell';
import { PrevNextPager, ServerDataGrid } from '../../shared/ui/ServerDataGrid';
import { useToast } from '../../shared/ui/toast';
import { GrantExamTriesDialog } from '../../shared/user-admin/GrantExamTriesDialog';
import { UserCertificatesDialog } from '../../shared/user-admin/UserCertificatesDialog';

export type Participant = ParticipantsList_connection$data['edges'][number]['node'];
type ListState = ReturnType<typeof useUrlListState<unknown>>;

const day = (iso: string | null | undefined) => (iso ? formatDateTime(iso).slice(0, 10) : null);

function ParticipantStatus({ row }: { row: Participant }) {
  const { t } = useLingui();
  if (row.expired) return <Chip size="small" variant="outlined" color="warning" label={t`Access expired`} />;
  return row.inProgress ? (
    <Chip size="small" variant="outlined" color="info" label={t`In progress`} data-testid="participant-status" />
  ) : (
    <Chip size="small" variant="outlined" color="success" label={t`Finished`} data-testid="participant-status" />
  );
}

function Progress({ row }: { row: Participant }) {
  const { t } = useLingui();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={row.progressPercent}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-label={t`Progress`}
      />
      <Typography variant="body2" sx={{ minWidth: 72, textAlign: 'right' }}>
        {row.progressPercent}% ({row.completedSubjects}/{row.subjectCount})
      </Typography>
    </Box>
  );
}

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
  list,
  loading,
  filtered,
  examMaxTries,
  onChanged,
}: {
  connection: ParticipantsList_connection$key;
  list: ListState;
  loading: boolean;
  filtered: boolean;
  /** The course's exam tries before an admin grants more. */
  examMaxTries: number;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
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
            id
            createdAt
            accessUntil
            expired
            inProgress
            finishedAt
            completedSubjects
            subjectCount
            progressPercent
            hasExam
            examTriesUsed
            examTriesLeft
            extraExamTries
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
  const rows = useMemo(
    () => data.edges.map((edge) => edge.node).filter((node): node is Participant => Boolean(node)),
    [data.edges],
  );
  const [withdrawing, setWithdrawing] = useState<Participant | null>(null);
  const [certificatesOf, setCertificatesOf] = useState<Participant | null>(null);
  const [triesOf, setTriesOf] = useState<Participant | null>(null);

  const [setStatus] = useMutation<ParticipantsListStatusMutation>(graphql`
    mutation ParticipantsListStatusMutation($input: SetUserCourseStatusInput!) {
      setUserCourseStatus(input: $input) {
        id
        inProgress
        finishedAt
        completedSubjects
        progressPercent
      }
    }
  `);
  const [withdraw, withdrawBusy] = useMutation<ParticipantsListWithdrawMutation>(graphql`
    mutation ParticipantsListWithdrawMutation($userCourseId: ID!) {
      withdrawCourseAccess(userCourseId: $userCourseId) {
        id
      }
    }
  `);

  const onAction = (action: Action, row: Participant) => {
    if (action === 'certificates') setCertificatesOf(row);
    else if (action === 'tries') setTriesOf(row);
    else if (action === 'withdraw') setWithdrawing(row);
    else {
      setStatus({
        variables: { input: { userCourseId: row.id, inProgress: action === 'resume' } },
        onCompleted: () => {
          showToast(action === 'finish' ? t`Set as finished` : t`Set as in progress`, 'success');
          onChanged();
        },
        onError: (error) => showToast(errorMessage(i18n, error), 'error'),
      });
    }
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
        valueFormatter: (value: string) => day(value),
      },
      {
        field: 'accessUntil',
        headerName: t`Until`,
        width: 120,
        sortable: false,
        valueFormatter: (value: string | null) => day(value) ?? t`Unlimited`,
      },
      {
        field: 'progressPercent',
        headerName: t`Progress`,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => <Progress row={row} />,
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
        renderCell: ({ row }) => <ParticipantStatus row={row} />,
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
  const empty = filtered ? (
    <Trans>No participant matches the filters.</Trans>
  ) : (
    <Trans>Nobody has this course yet.</Trans>
  );

  const dialogs = (
    <>
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
          withdraw({
            variables: { userCourseId: withdrawing.id },
            onCompleted: () => {
              setWithdrawing(null);
              showToast(t`Access withdrawn`, 'success');
              onChanged();
            },
            onError: (error) => {
              setWithdrawing(null);
              showToast(errorMessage(i18n, error), 'error');
            },
          });
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
    </>
  );

  // The dialogs stay at one place in the tree whichever layout shows, so that crossing the phone
  // breakpoint (a rotated tablet, a resized window) does not remount them and lose what was typed.
  return (
    <Box sx={{ width: '100%', minWidth: 0 }} data-testid={phone ? undefined : 'participants-grid'}>
      {phone ? (
        <>
          {rows.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {empty}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Participants`}>
              {rows.map((row) => (
                <li key={row.id}>
                  <Card variant="outlined" data-testid="participant-row">
                    <CardContent sx={{ pb: '12px !important' }}>
                      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                        <Box sx={{ flex: 1, minWidth: 0 }}>
                          <PersonCell name={row.user.displayName} email={row.user.email} />
                        </Box>
                        <RowMenu row={row} onAction={onAction} />
                      </Box>
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
                        <ParticipantStatus row={row} />
                        <Typography variant="body2" color="text.secondary">
                          {day(row.createdAt)} – {day(row.accessUntil) ?? t`Unlimited`}
                        </Typography>
                      </Box>
                      <Box sx={{ mt: 1 }}>
                        <Progress row={row} />
                      </Box>
                      {row.hasExam ? (
                        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                          <Typography variant="body2" color="text.secondary">
                            <Trans>Exam tries:</Trans>
                          </Typography>
                          <ExamTries row={row} />
                        </Box>
                      ) : null}
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
      ) : (
        <ServerDataGrid<Participant>
          label={t`Participants`}
          rows={rows}
          columns={columns}
          rowCount={data.totalCount}
          page={list.page}
          loading={loading}
          onPaginationModelChange={(model) => list.onPaginationModelChange(model, data.pageInfo.endCursor)}
          empty={empty}
          rowHeight={60}
          rowTestId="participant-row"
        />
      )}
      {dialogs}
    </Box>
  );
}
