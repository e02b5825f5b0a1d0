import { useCallback, useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay';
import { useCalendarController } from '@fullcalendar/react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InstructorCalendarPageQuery } from '../../../__generated__/InstructorCalendarPageQuery.graphql';
import type { InstructorCalendarPageOpeningQuery } from '../../../__generated__/InstructorCalendarPageOpeningQuery.graphql';
import type { InstructorCalendarPageCreateMutation } from '../../../__generated__/InstructorCalendarPageCreateMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { Page } from '../../../shared/ui/Page';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useToast } from '../../../shared/ui/toast';
import { isSlotKind } from './kinds';
import { SlotCalendar, type CalendarSlot, type CalendarView } from './SlotCalendar';
import { SlotDialog } from './SlotDialog';
import { defaultSlotStart, periodEnd, warsawDay, warsawInstant, type DayRange } from './time';

const slotsQuery = graphql`
  query InstructorCalendarPageQuery($dateFrom: Date!, $dateTo: Date!, $after: DateTime!) {
    nextSlot: instructorNextWorkSlot(from: $after) {
      startsAt
    }
    instructorWorkSlots(dateFrom: $dateFrom, dateTo: $dateTo) {
      ...SlotCalendar_slot @relay(mask: false)
    }
  }
`;

/** Where the calendar opens: the instructor's next slot from now, however far ahead. */
const openingQuery = graphql`
  query InstructorCalendarPageOpeningQuery($from: DateTime!) {
    instructorNextWorkSlot(from: $from) {
      startsAt
    }
  }
`;

const readView = (value: string | null): CalendarView => (value === 'month' ? 'month' : 'week');

/**
 * /instructor/calendar (INSTRUCTOR): the instructor's work slots of the visible week or month, read
 * again on every move; a selected time (or "New slot") opens the new-slot dialog. It opens on the
 * week (or month) of the next slot rather than on an empty today, and "Next slot" jumps to the next
 * period that has one.
 */
export default function InstructorCalendarPage() {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const environment = useRelayEnvironment();
  const controller = useCalendarController();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [params, setParams] = useSearchParams();
  const view = readView(params.get('view'));
  const [range, setRange] = useState<DayRange | null>(null);
  const [reload, setReload] = useState(0);
  const [slots, setSlots] = useState<readonly CalendarSlot[]>([]);
  /** The range (and reload) whose answer is shown: another one is loading. */
  const [loaded, setLoaded] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [creating, setCreating] = useState<{ date: string; time: string } | null>(null);
  /** The Warsaw day the calendar opens on (null: today); undefined while it is asked for. */
  const [opening, setOpening] = useState<string | null | undefined>(undefined);
  /** The Warsaw day of the first slot after the visible period (null: none). */
  const [nextSlotDay, setNextSlotDay] = useState<string | null>(null);

  useEffect(() => {
    const subscription = fetchQuery<InstructorCalendarPageOpeningQuery>(
      environment,
      openingQuery,
      { from: new Date().toISOString() },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        const next = data.instructorNextWorkSlot;
        setOpening(next ? warsawDay(next.startsAt) : null);
      },
      // Today then; the range's own request shows what went wrong.
      error: () => setOpening(null),
    });
    return () => subscription.unsubscribe();
  }, [environment]);

  const [create, saving] = useMutation<InstructorCalendarPageCreateMutation>(graphql`
    mutation InstructorCalendarPageCreateMutation($input: CreateWorkSlotInput!) {
      createWorkSlot(input: $input) {
        ...SlotCalendar_slot @relay(mask: false)
      }
    }
  `);

  const dateFrom = range?.dateFrom;
  const dateTo = range?.dateTo;
  const requested = `${dateFrom ?? ''}|${dateTo ?? ''}|${reload}`;
  const loading = loaded !== requested;
  useEffect(() => {
    if (!dateFrom || !dateTo) return;
    const key = `${dateFrom}|${dateTo}|${reload}`;
    const after = warsawInstant(periodEnd({ dateFrom, dateTo }), '00:00');
    if (!after) return;
    const subscription = fetchQuery<InstructorCalendarPageQuery>(
      environment,
      slotsQuery,
      { dateFrom, dateTo, after },
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        setSlots(
          data.instructorWorkSlots.flatMap((slot) => (isSlotKind(slot.kind) ? [{ ...slot, kind: slot.kind }] : [])),
        );
        setNextSlotDay(data.nextSlot ? warsawDay(data.nextSlot.startsAt) : null);
        setFailure(null);
        setLoaded(key);
      },
      error: (error: unknown) => {
        setFailure(errorMessage(i18n, error));
        setLoaded(key);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, dateFrom, dateTo, reload, i18n]);

  const onRangeChange = useCallback(
    (next: DayRange) =>
      setRange((current) => (current?.dateFrom === next.dateFrom && current.dateTo === next.dateTo ? current : next)),
    [],
  );
  const newSlot = useMemo(() => defaultSlotStart(), []);

  return (
    <Page
      title={<Trans>Calendar</Trans>}
      subtitle={
        phone ? (
          <Trans>Your exam and practice slots. Open one to see its participants.</Trans>
        ) : (
          <Trans>Your exam and practice slots. Select a time in the week view to add a slot there.</Trans>
        )
      }
      actions={
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating({ date: newSlot.day, time: newSlot.time })}
          data-testid="new-slot"
        >
          <Trans>New slot</Trans>
        </Button>
      }
    >
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="calendar-error">
          {failure}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        {opening === undefined ? (
          <PageLoader />
        ) : (
          <SlotCalendar
            controller={controller}
            initialDate={opening ?? undefined}
            nextSlotDay={loading ? null : nextSlotDay}
            slots={slots}
            view={view}
            phone={phone}
            loading={loading}
            onViewChange={(next) =>
              setParams(next === 'week' ? {} : { view: next }, { replace: true, preventScrollReset: true })
            }
            onRangeChange={onRangeChange}
            onSelectStart={(day, time) => setCreating({ date: day, time: time ?? '09:00' })}
          />
        )}
      </Paper>
      {creating ? (
        <SlotDialog
          initial={creating}
          saving={saving}
          onClose={() => setCreating(null)}
          onSubmit={(input, refused) =>
            create({
              variables: { input },
              onCompleted: () => {
                setCreating(null);
                // Show the new slot: its week (or month); the visible range is read again anyway.
                controller.gotoDate(input.startsAt);
                setReload((value) => value + 1);
                showToast(t`Slot created`, 'success');
              },
              onError: refused,
            })
          }
        />
      ) : null}
    </Page>
  );
}
