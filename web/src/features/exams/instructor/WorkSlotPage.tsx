import { useEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { graphql, readInlineData, useLazyLoadQuery, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { FactsGrid } from '../../../shared/ui/FactsGrid';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WorkSlotPageQuery } from '../../../__generated__/WorkSlotPageQuery.graphql';
import type { WorkSlotPage_exam$data, WorkSlotPage_exam$key } from '../../../__generated__/WorkSlotPage_exam.graphql';
import type {
  WorkSlotPage_exercise$data,
  WorkSlotPage_exercise$key,
} from '../../../__generated__/WorkSlotPage_exercise.graphql';
import type { WorkSlotPageSeenMutation } from '../../../__generated__/WorkSlotPageSeenMutation.graphql';
import type { WorkSlotPageDeleteMutation } from '../../../__generated__/WorkSlotPageDeleteMutation.graphql';
import { ruleMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { EXAM_UNLOCK_OPENS_MINUTES_BEFORE } from '../../../shared/policies';
import { AddToCalendarButton } from '../../../shared/ui/AddToCalendarButton';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { EmptyTableRow } from '../../../shared/ui/EmptyTableRow';
import { TableHeadRow, type HeadColumn } from '../../../shared/ui/TableHeadRow';
import { PageHeader } from '../../../shared/ui/Page';
import { useToast } from '../../../shared/ui/toast';
import { useConfirmDelete } from '../../../shared/ui/useConfirmDelete';
import { SLOT_KIND_COLORS, SLOT_KIND_LABELS, isSlotKind } from './kinds';
import { ConfirmExerciseDialog, UnlockExamDialog, VerifyExamDialog } from './ParticipantDialogs';
import { INSTRUCTOR_CALENDAR_PATH } from './paths';
import { ExamStatusChip, ExerciseStatusChip } from './StatusChip';
import { formatSlotTime, warsawDay } from './time';

const examFragment = graphql`
  fragment WorkSlotPage_exam on Exam @inline {
    id
    status
    attempt
    courseTitle
    candidateName
    candidateEmail
    candidatePilotNumber
    durationMinutes
    passThreshold
    deadlineAt
    finishedAt
    answeredCount
    itemCount
    scorePercent
    correctCount
    questionCount
    passed
    independent
    canUnlock
    canVerify
  }
`;

const exerciseFragment = graphql`
  fragment WorkSlotPage_exercise on Exercise @inline {
    id
    status
    courseTitle
    candidateName
    candidateEmail
    confirmedAt
    canConfirm
  }
`;

/** How often the page reads the slot again while an exam is being answered. */
const ANSWERING_REFRESH_MS = 20_000;

type ExamRow = WorkSlotPage_exam$data;
type ExerciseRow = WorkSlotPage_exercise$data;
type Participant = { type: 'exam'; exam: ExamRow } | { type: 'exercise'; exercise: ExerciseRow };
type Action =
  { type: 'unlock'; exam: ExamRow } | { type: 'verify'; exam: ExamRow } | { type: 'confirm'; exercise: ExerciseRow };

/**
 * /instructor/work-slot/:workSlotId (INSTRUCTOR, own slots; ADMIN any): the slot's details, its
 * deletion while nobody booked it, and its participants with their actions — verify identity and
 * unlock an exam, verify a finished exam, confirm a practice session. Opening it marks the slot seen.
 */
export default function WorkSlotPage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { workSlotId = '' } = useParams();
  const [fetchKey, setFetchKey] = useState(0);
  const [refreshing, startRefresh] = useTransition();
  const data = useLazyLoadQuery<WorkSlotPageQuery>(
    graphql`
      query WorkSlotPageQuery($id: ID!) {
        workSlot(id: $id) {
          ...SlotCalendar_slot @relay(mask: false)
          freePlaces
          canDelete
          instructorName
          calendarUrl
          exams {
            ...WorkSlotPage_exam
          }
          exercises {
            ...WorkSlotPage_exercise
          }
        }
      }
    `,
    { id: workSlotId },
    { fetchPolicy: fetchKey ? 'network-only' : 'store-and-network', fetchKey },
  );
  const refresh = () => startRefresh(() => setFetchKey((key) => key + 1));
  const [action, setAction] = useState<Action | null>(null);

  const [markSeen] = useMutation<WorkSlotPageSeenMutation>(graphql`
    mutation WorkSlotPageSeenMutation($id: ID!) {
      markWorkSlotSeen(id: $id) {
        id
        isNew
      }
    }
  `);
  const [remove, removing] = useMutation<WorkSlotPageDeleteMutation>(graphql`
    mutation WorkSlotPageDeleteMutation($id: ID!) {
      deleteWorkSlot(id: $id)
    }
  `);
  const slot = data.workSlot;
  const slotId = slot?.id;
  // When unlocking opens, while it is still ahead (as of opening the page): the disabled Unlock says so.
  const [openedAt] = useState(() => Date.now());
  const opensAt = slot ? Date.parse(slot.startsAt) - EXAM_UNLOCK_OPENS_MINUTES_BEFORE * 60_000 : 0;
  const unlockFrom = opensAt > openedAt ? new Date(opensAt).toISOString() : null;
  const seen = useRef<string | null>(null);
  useEffect(() => {
    // Once per slot opened (not again on a refresh): its "new" label goes.
    if (!slotId || seen.current === slotId) return;
    seen.current = slotId;
    markSeen({ variables: { id: slotId } });
  }, [slotId, markSeen]);

  // While a candidate answers, the row follows (answers so far, then finished) without a reload.
  const answering = slot?.exams.some(
    (key) => readInlineData<WorkSlotPage_exam$key>(examFragment, key).status === 'UNLOCKED',
  );
  useEffect(() => {
    if (!answering) return;
    const timer = window.setInterval(() => startRefresh(() => setFetchKey((key) => key + 1)), ANSWERING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [answering]);

  const deletion = useConfirmDelete<{ id: string }>({
    remove: (target, callbacks) =>
      remove({
        variables: { id: target.id },
        onCompleted: () => {
          callbacks.onCompleted();
          void navigate(INSTRUCTOR_CALENDAR_PATH);
        },
        onError: callbacks.onError,
      }),
    busy: removing,
    deleted: t`Slot deleted`,
  });

  if (!slot) return <SlotNotFound />;

  const kindLabel = isSlotKind(slot.kind) ? i18n._(SLOT_KIND_LABELS[slot.kind]) : slot.kind;
  const kindColor = isSlotKind(slot.kind) ? SLOT_KIND_COLORS[slot.kind] : null;
  const participants: Participant[] = [
    ...slot.exams.map((key) => ({
      type: 'exam' as const,
      exam: readInlineData<WorkSlotPage_exam$key>(examFragment, key),
    })),
    ...slot.exercises.map((key) => ({
      type: 'exercise' as const,
      exercise: readInlineData<WorkSlotPage_exercise$key>(exerciseFragment, key),
    })),
  ];
  /** A participant action done: the toast says so and the slot is read again (a refusal shows in the dialog). */
  const dialog = {
    onClose: () => setAction(null),
    onDone: (message: string) => {
      setAction(null);
      showToast(message, 'success');
      refresh();
    },
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={RouterLink}
        to={INSTRUCTOR_CALENDAR_PATH}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1, ml: -1 }}
        data-testid="back-to-calendar"
      >
        <Trans>Calendar</Trans>
      </Button>
      <PageHeader
        title={
          <>
            {kindLabel} ·{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {warsawDay(slot.startsAt)}
            </Box>
          </>
        }
        actions={
          slot.canDelete ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => deletion.ask({ id: slot.id })}
              data-testid="slot-delete"
            >
              <Trans>Delete slot</Trans>
            </Button>
          ) : null
        }
      />

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }} data-testid="slot-details">
        <FactsGrid
          rowGap={1.25}
          sx={{
            '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
            '& dd': { m: 0, overflowWrap: 'anywhere' },
          }}
        >
          <Detail label={<Trans>Kind</Trans>}>
            <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {kindColor ? (
                <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: kindColor.background }} />
              ) : null}
              <span data-testid="slot-kind-label">{kindLabel}</span>
            </Box>
          </Detail>
          <Detail label={<Trans>Time (Warsaw)</Trans>}>
            <span data-testid="slot-time-range">{formatSlotTime(slot.startsAt, slot.endsAt)}</span>
          </Detail>
          <Detail label={<Trans>Place</Trans>}>{slot.place || '—'}</Detail>
          <Detail label={<Trans>Online link</Trans>}>
            {slot.onlineLink ? (
              <Link
                href={slot.onlineLink}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="slot-online-link-value"
              >
                {slot.onlineLink}
              </Link>
            ) : (
              '—'
            )}
          </Detail>
          <Detail label={<Trans>Capacity</Trans>}>{slot.capacity}</Detail>
          <Detail label={<Trans>Booked</Trans>}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <span data-testid="slot-booked">
                {slot.bookedCount}/{slot.capacity}
              </span>
              {slot.isFree ? (
                <Chip size="small" color="success" variant="outlined" label={t`free`} data-testid="slot-free" />
              ) : (
                <Chip size="small" variant="outlined" label={t`full`} />
              )}
              {slot.isNew ? <Chip size="small" color="warning" label={t`new`} data-testid="slot-new" /> : null}
            </Stack>
          </Detail>
          <Detail label={<Trans>Instructor</Trans>}>{slot.instructorName}</Detail>
        </FactsGrid>
        {slot.calendarUrl ? (
          <Box sx={{ mt: 2.5 }}>
            <AddToCalendarButton url={slot.calendarUrl} testId="slot-add-to-calendar" />
          </Box>
        ) : null}
      </Paper>

      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1.5 }}>
        <Typography id="participants-heading" variant="h2" sx={{ fontSize: '1.2rem' }}>
          <Trans>Participants</Trans>
        </Typography>
        <Typography color="text.secondary">({participants.length})</Typography>
      </Box>
      <Box sx={{ height: 4, mb: 0.5 }}>{refreshing ? <LinearProgress aria-label={t`Loading`} /> : null}</Box>
      {phone ? (
        <ParticipantCards participants={participants} unlockFrom={unlockFrom} onAction={setAction} />
      ) : (
        <ParticipantTable participants={participants} unlockFrom={unlockFrom} onAction={setAction} />
      )}

      {action?.type === 'unlock' ? <UnlockExamDialog exam={action.exam} {...dialog} /> : null}
      {action?.type === 'verify' ? <VerifyExamDialog exam={action.exam} {...dialog} /> : null}
      {action?.type === 'confirm' ? <ConfirmExerciseDialog exercise={action.exercise} {...dialog} /> : null}

      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete this slot?</Trans>}
        message={
          <Trans>
            The slot {kindLabel} on {formatSlotTime(slot.startsAt, slot.endsAt)} is deleted. This cannot be undone.
          </Trans>
        }
      />
    </Container>
  );
}

function Detail({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd">{children}</Typography>
    </>
  );
}

function SlotNotFound() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHeader title={<Trans>Slot not found</Trans>} />
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="not-found-state">
        <Typography sx={{ mb: 3 }}>
          <Trans>This slot does not exist, has been deleted or belongs to another instructor.</Trans>
        </Typography>
        <Button component={RouterLink} to={INSTRUCTOR_CALENDAR_PATH} variant="contained" startIcon={<ArrowBackIcon />}>
          <Trans>Back to the calendar</Trans>
        </Button>
      </Paper>
    </Container>
  );
}

const participantKey = (row: Participant) => (row.type === 'exam' ? row.exam.id : row.exercise.id);

/** Name, e-mail, pilot number and course of a participant. */
function who(row: Participant) {
  return row.type === 'exam'
    ? {
        name: row.exam.candidateName,
        email: row.exam.candidateEmail,
        pilot: row.exam.candidatePilotNumber,
        course: row.exam.courseTitle,
      }
    : {
        name: row.exercise.candidateName,
        email: row.exercise.candidateEmail,
        pilot: null,
        course: row.exercise.courseTitle,
      };
}

function ParticipantStatus({ row }: { row: Participant }) {
  return row.type === 'exam' ? (
    <ExamStatusChip status={row.exam.status} passed={row.exam.passed} />
  ) : (
    <ExerciseStatusChip status={row.exercise.status} />
  );
}

/** The state of a participant in words: answers so far, the score, the confirmation time. */
function ParticipantProgress({ row }: { row: Participant }) {
  if (row.type === 'exercise') {
    return row.exercise.confirmedAt ? <Trans>Confirmed {formatDateTime(row.exercise.confirmedAt)}</Trans> : <>—</>;
  }
  const exam = row.exam;
  const answered = exam.answeredCount;
  const items = exam.itemCount;
  const attempt = exam.attempt;
  if (exam.status === 'UNLOCKED') {
    const deadline = formatDateTime(exam.deadlineAt).slice(11);
    return (
      <Trans>
        {answered} of {items} answered, until {deadline}
      </Trans>
    );
  }
  if (exam.scorePercent != null) {
    const percent = exam.scorePercent;
    const correct = exam.correctCount ?? 0;
    const questions = exam.questionCount ?? 0;
    return (
      <span data-testid="participant-score">
        <Trans>
          {percent}% ({correct}/{questions})
        </Trans>
        {exam.status === 'VERIFIED' && exam.independent === false ? (
          <>
            {' · '}
            <Trans>not independent</Trans>
          </>
        ) : null}
      </span>
    );
  }
  return <Trans>Attempt {attempt}</Trans>;
}

/** A participant action's button. */
function ActionButton({
  color,
  icon,
  disabled,
  onClick,
  testId,
  children,
}: {
  color?: 'secondary';
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button
      size="small"
      variant="contained"
      color={color}
      startIcon={icon}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** The actions a participant's row offers now. */
function ParticipantActions({
  row,
  unlockFrom,
  onAction,
}: {
  row: Participant;
  unlockFrom: string | null;
  onAction: (action: Action) => void;
}) {
  const { i18n } = useLingui();
  if (row.type === 'exercise') {
    const exercise = row.exercise;
    if (exercise.status !== 'UNFINISHED') return null;
    return (
      <ActionButton
        icon={<TaskAltIcon />}
        disabled={!exercise.canConfirm}
        onClick={() => onAction({ type: 'confirm', exercise })}
        testId="confirm-exercise"
      >
        <Trans>Confirm practice</Trans>
      </ActionButton>
    );
  }
  const exam = row.exam;
  if (exam.status === 'REGISTER') {
    const button = (
      <ActionButton
        icon={<LockOpenOutlinedIcon />}
        disabled={!exam.canUnlock}
        onClick={() => onAction({ type: 'unlock', exam })}
        testId="unlock-exam"
      >
        <Trans>Unlock</Trans>
      </ActionButton>
    );
    return exam.canUnlock ? (
      button
    ) : (
      <Tooltip title={ruleMessage(i18n, 'UNLOCK_NOT_OPEN', unlockFrom)}>
        <span>{button}</span>
      </Tooltip>
    );
  }
  if (exam.status === 'FINISHED' || (exam.status === 'UNLOCKED' && exam.canVerify)) {
    return (
      <ActionButton
        color="secondary"
        icon={<FactCheckOutlinedIcon />}
        disabled={!exam.canVerify}
        onClick={() => onAction({ type: 'verify', exam })}
        testId="verify-exam"
      >
        <Trans>Verify</Trans>
      </ActionButton>
    );
  }
  return null;
}

function ParticipantTable({
  participants,
  unlockFrom,
  onAction,
}: {
  participants: readonly Participant[];
  unlockFrom: string | null;
  onAction: (action: Action) => void;
}) {
  const columns: HeadColumn[] = [
    { label: <Trans>Candidate</Trans> },
    { label: <Trans>E-mail</Trans> },
    { label: <Trans>Pilot number</Trans> },
    { label: <Trans>Course</Trans> },
    { label: <Trans>Status</Trans> },
    { label: <Trans>Progress</Trans> },
    { label: <Trans>Actions</Trans>, align: 'right' },
  ];
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby="participants-heading">
        <TableHeadRow columns={columns} />
        <TableBody>
          {participants.length === 0 ? (
            <EmptyTableRow colSpan={columns.length}>
              <span data-testid="participants-empty">
                <Trans>Nobody has booked this slot yet.</Trans>
              </span>
            </EmptyTableRow>
          ) : (
            participants.map((row) => {
              const person = who(row);
              return (
                <TableRow key={participantKey(row)} data-testid="participant-row" data-type={row.type}>
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{person.name}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="participant-email">
                    {person.email}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{person.pilot || '—'}</TableCell>
                  <TableCell>{person.course}</TableCell>
                  <TableCell>
                    <ParticipantStatus row={row} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <ParticipantProgress row={row} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <ParticipantActions row={row} unlockFrom={unlockFrom} onAction={onAction} />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Phones: one card per participant instead of a wide table. */
function ParticipantCards({
  participants,
  unlockFrom,
  onAction,
}: {
  participants: readonly Participant[];
  unlockFrom: string | null;
  onAction: (action: Action) => void;
}) {
  if (participants.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary', borderStyle: 'dashed' }}>
        <span data-testid="participants-empty">
          <Trans>Nobody has booked this slot yet.</Trans>
        </span>
      </Paper>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-labelledby="participants-heading" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {participants.map((row) => {
        const person = who(row);
        return (
          <Paper
            component="li"
            variant="outlined"
            key={participantKey(row)}
            sx={{ p: 2 }}
            data-testid="participant-row"
            data-type={row.type}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{person.name}</Typography>
              <ParticipantStatus row={row} />
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="participant-email">
              {person.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Trans>Pilot number</Trans>: {person.pilot || '—'}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {person.course}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              <ParticipantProgress row={row} />
            </Typography>
            <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
              <ParticipantActions row={row} unlockFrom={unlockFrom} onAction={onAction} />
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
