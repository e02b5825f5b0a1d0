import { useEffect, useMemo } from 'react';
import { graphql } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import FullCalendar, { type CalendarController, type EventDisplayInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import classicTheme from '@fullcalendar/react/themes/classic';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import plLocale from '@fullcalendar/react/locales/pl';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar.css';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import { Trans, useLingui } from '@lingui/react/macro';
import { SLOT_KIND_COLORS, SLOT_KIND_LABELS, SLOT_KINDS, type SlotKind } from './kinds';
import { workSlotPath } from './paths';
import { visuallyHidden } from '../../../shared/ui/visuallyHidden';
import { ZONE, dayHours, formatSlotTime, visibleRange, warsawDay, warsawTime, type DayRange } from './time';

/** A slot as the calendar shows it. */
/** A slot's fields the calendar shows: the queries and mutations that list slots spread it unmasked. */
export const calendarSlotFields = graphql`
  fragment SlotCalendar_slot on WorkSlot {
    id
    kind
    startsAt
    endsAt
    place
    onlineLink
    capacity
    bookedCount
    isFree
    isNew
  }
`;

export interface CalendarSlot {
  id: string;
  kind: SlotKind;
  startsAt: string;
  endsAt: string;
  place: string | null | undefined;
  onlineLink: string | null | undefined;
  capacity: number;
  bookedCount: number;
  isFree: boolean;
  isNew: boolean;
}

/** What each calendar event carries. */
interface SlotProps {
  slot: CalendarSlot;
}

/** The two views the instructor switches between; on phones the week is an agenda list. */
export type CalendarView = 'week' | 'month';

const VIEW_TYPES: Record<CalendarView, { wide: string; phone: string }> = {
  week: { wide: 'timeGridWeek', phone: 'listWeek' },
  month: { wide: 'dayGridMonth', phone: 'dayGridMonth' },
};

const TIME_FORMAT = { hour: '2-digit', minute: '2-digit', hour12: false } as const;
/** Module constants: a new array on every render would make FullCalendar rebuild its views (and loop). */
const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
const LOCALES = [plLocale, enGbLocale];
/** A week's title names its days ("23 – 29 November 2026"), not only the month. */
const WEEK_TITLE = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const VIEWS = {
  timeGridWeek: { titleFormat: WEEK_TITLE },
  listWeek: { titleFormat: WEEK_TITLE },
};

/**
 * FullCalendar v7 in Warsaw time with the app's language (Monday first): week (time grid, or an
 * agenda list on phones) and month. Our own toolbar (MUI) drives it through a controller.
 * Selecting a time range asks for a new slot there; each slot links to its page.
 */
export function SlotCalendar({
  controller,
  initialDate,
  nextSlotDay,
  slots,
  view,
  phone,
  loading,
  onViewChange,
  onRangeChange,
  onSelectStart,
}: {
  /** From `useCalendarController()` of the page, which may move the calendar too. */
  controller: CalendarController;
  /** The Warsaw day (YYYY-MM-DD) to open on; today when left out. */
  initialDate?: string;
  /** The Warsaw day of the first slot after the visible period: "Next slot" goes there (null: none). */
  nextSlotDay: string | null;
  slots: readonly CalendarSlot[];
  view: CalendarView;
  phone: boolean;
  loading: boolean;
  onViewChange: (view: CalendarView) => void;
  onRangeChange: (range: DayRange) => void;
  /** A selected start in Warsaw: the day and, when a time was selected, HH:mm. */
  onSelectStart: (day: string, time: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const viewType = VIEW_TYPES[view][phone ? 'phone' : 'wide'];
  const events = useMemo<EventInput[]>(
    () =>
      slots.map((slot) => ({
        id: slot.id,
        start: slot.startsAt,
        end: slot.endsAt,
        title: i18n._(SLOT_KIND_LABELS[slot.kind]),
        color: SLOT_KIND_COLORS[slot.kind].background,
        contrastColor: SLOT_KIND_COLORS[slot.kind].text,
        extendedProps: { slot },
      })),
    [slots, i18n],
  );
  useEffect(() => {
    if (controller.view && controller.view.type !== viewType) controller.changeView(viewType);
  }, [controller, viewType]);
  const hours = useMemo(() => dayHours(slots), [slots]);

  return (
    <Box className="sp-calendar" data-testid="calendar" data-view={view} aria-busy={loading}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title={t`Previous period`}>
            <IconButton aria-label={t`Previous period`} onClick={() => controller.prev()} data-testid="calendar-prev">
              <ChevronLeftIcon />
            </IconButton>
          </Tooltip>
          <Button variant="outlined" size="small" onClick={() => controller.today()} data-testid="calendar-today">
            <Trans>Today</Trans>
          </Button>
          <Tooltip title={t`Next period`}>
            <IconButton aria-label={t`Next period`} onClick={() => controller.next()} data-testid="calendar-next">
              <ChevronRightIcon />
            </IconButton>
          </Tooltip>
          <Button
            variant="outlined"
            size="small"
            endIcon={<SkipNextIcon />}
            disabled={!nextSlotDay}
            onClick={() => {
              if (nextSlotDay) controller.gotoDate(nextSlotDay);
            }}
            data-testid="calendar-next-slot"
          >
            <Trans>Next slot</Trans>
          </Button>
        </Box>
        <Typography
          component="h2"
          aria-live="polite"
          sx={{
            fontSize: { xs: '1rem', sm: '1.15rem' },
            fontWeight: 700,
            minWidth: 0,
            // Phones: the title takes its own row under the buttons.
            flex: { xs: '1 1 100%', sm: '1 1 auto' },
            order: { xs: 3, sm: 0 },
          }}
          data-testid="calendar-title"
        >
          {controller.view?.title ?? ''}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, value: CalendarView | null) => {
            if (value) onViewChange(value);
          }}
          aria-label={t`Calendar view`}
          sx={{ ml: 'auto' }}
        >
          <ToggleButton value="week" data-testid="calendar-view-week">
            <Trans>Week</Trans>
          </ToggleButton>
          <ToggleButton value="month" data-testid="calendar-view-month">
            <Trans>Month</Trans>
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 4, mb: 0.5 }}>{loading ? <LinearProgress aria-label={t`Loading`} /> : null}</Box>
      <FullCalendar
        controller={controller}
        plugins={PLUGINS}
        initialView={viewType}
        initialDate={initialDate}
        headerToolbar={false}
        timeZone={ZONE}
        locales={LOCALES}
        locale={i18n.locale === 'en' ? 'en-gb' : 'pl'}
        firstDay={1}
        views={VIEWS}
        // Month cells too show each slot as a block in its kind's colour, as the week does.
        eventDisplay="block"
        // Every view grows with its content and the page scrolls: a grid scrolling inside was out of
        // the keyboard's reach (WCAG 2.1.1). The week shows 07:00–20:00, more when a slot needs it.
        height="auto"
        slotMinTime={hours.min}
        slotMaxTime={hours.max}
        allDaySlot={false}
        nowIndicator
        // Half-hour rows tall enough for a 60-minute slot's three lines.
        slotMinHeight={28}
        slotHeaderFormat={TIME_FORMAT}
        eventTimeFormat={TIME_FORMAT}
        dayMaxEvents={phone ? 2 : 4}
        events={events}
        selectable
        selectMirror
        selectLongPressDelay={400}
        select={(info) => {
          const day = info.startStr.slice(0, 10);
          onSelectStart(day, info.allDay ? null : info.startStr.slice(11, 16));
          controller.view?.calendar.unselect();
        }}
        datesSet={(info) => onRangeChange(visibleRange(info.startStr, info.endStr))}
        eventContent={(info: EventDisplayInfo) =>
          // The selection's mirror is an event without a slot: its times only.
          (info.event.extendedProps as Partial<SlotProps>).slot ? (
            <SlotEventContent info={info} phone={phone} />
          ) : (
            <span className="sp-slot sp-slot-time">{info.timeText}</span>
          )
        }
        noEventsContent={() => <Trans>No slots in this week</Trans>}
      />
      <Legend />
    </Box>
  );
}

/**
 * What one slot shows: time, kind, place or online, booked/capacity, and its free and new badges.
 * Its link is named by what it shows, then (for screen readers) its day and times: the visible
 * text comes first and whole, so speech input can say it (WCAG 2.5.3, label in name).
 */
function SlotEventContent({ info, phone }: { info: EventDisplayInfo; phone: boolean }) {
  const { t, i18n } = useLingui();
  const slot = (info.event.extendedProps as SlotProps).slot;
  const kind = i18n._(SLOT_KIND_LABELS[slot.kind]);
  const where = slot.place || (slot.onlineLink ? t`Online` : '');
  const booked = `${slot.bookedCount}/${slot.capacity}`;
  const compact = info.view.type.startsWith('list');
  const start = compact ? formatSlotTime(slot.startsAt, slot.endsAt).slice(11) : warsawTime(slot.startsAt);
  const common = {
    to: workSlotPath(slot.id),
    'data-testid': 'slot-event',
    'data-kind': slot.kind,
    'data-start': `${warsawDay(slot.startsAt)} ${warsawTime(slot.startsAt)}`,
  };
  const badges = (
    <span className="sp-slot-badges">
      <span className="sp-slot-booked" title={t`Booked / capacity`}>
        {booked}
      </span>
      {slot.isFree ? (
        <span className="sp-badge sp-badge-free">
          <Trans>free</Trans>
        </span>
      ) : (
        <span className="sp-badge sp-badge-full">
          <Trans>full</Trans>
        </span>
      )}
      {slot.isNew ? (
        <span className="sp-badge sp-badge-new">
          <Trans>new</Trans>
        </span>
      ) : null}
    </span>
  );
  const when = formatSlotTime(slot.startsAt, slot.endsAt);
  if (phone && info.view.type === 'dayGridMonth') {
    // A phone's month cell is narrow: the start time (and a dot for new); the rest is read, not shown.
    const rest = [kind, where, t`booked ${booked}`, slot.isFree ? t`free` : t`full`, slot.isNew ? t`new` : '', when]
      .filter(Boolean)
      .join(', ');
    return (
      <RouterLink {...common} className="sp-slot sp-slot-tiny">
        <span className="sp-slot-time">{start}</span>
        {slot.isNew ? <span className="sp-new-dot" aria-hidden /> : null}
        <Box component="span" sx={visuallyHidden}>
          , {rest}
        </Box>
      </RouterLink>
    );
  }
  return (
    <RouterLink {...common} className={compact ? 'sp-slot sp-slot-compact' : 'sp-slot'}>
      <span className="sp-slot-line">
        <span className="sp-slot-time">{start}</span> {kind}
      </span>
      {where ? <span className="sp-slot-line">{where}</span> : null}
      {badges}
      <Box component="span" sx={visuallyHidden}>
        , {when}
      </Box>
    </RouterLink>
  );
}

/** The colours of the kinds and what the badges mean. */
function Legend() {
  const { i18n } = useLingui();
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 1.5,
        color: 'text.secondary',
      }}
      data-testid="calendar-legend"
    >
      {SLOT_KINDS.map((kind) => (
        <Box component="li" key={kind} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: SLOT_KIND_COLORS[kind].background }}
          />
          {i18n._(SLOT_KIND_LABELS[kind])}
        </Box>
      ))}
      <Box component="li">
        <Trans>free: places left · new: booked since you last opened it</Trans>
      </Box>
    </Box>
  );
}
