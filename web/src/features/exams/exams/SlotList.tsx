import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { graphql } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { formatDateTime } from '../../../shared/format';
import { warsawDay } from '../../../shared/days';
import { dayHeading, groupByDay, rangeProblem, warsawTime, MAX_RANGE_DAYS, type DayRange } from './dates';
import { BOOKING_CHANGE_CUTOFF_HOURS } from '../../../shared/policies';

/** A bookable slot's fields: the availability queries spread it unmasked. */
export const bookableSlotFields = graphql`
  fragment SlotList_slot on WorkSlot {
    id
    startsAt
    endsAt
    place
    onlineLink
    freePlaces
    instructorName
  }
`;

/** A bookable work slot as the lists show it. */
export interface BookableSlot {
  readonly id: string;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly place: string | null | undefined;
  readonly onlineLink?: string | null | undefined;
  readonly freePlaces: number;
  readonly instructorName: string;
  /** Set when chosen: the change cut-off has already passed (the slot starts within 24 hours). */
  readonly late?: boolean;
}

/** Hours before the start until which a booking can be cancelled or moved (BOOKING_CHANGE_CUTOFF_HOURS). */
export const CHANGE_CUTOFF_HOURS = BOOKING_CHANGE_CUTOFF_HOURS;

/** The moment a booking of this slot can no longer be changed. */
export const changeDeadlineOf = (startsAt: string) =>
  new Date(Date.parse(startsAt) - CHANGE_CUTOFF_HOURS * 3_600_000).toISOString();

/** The date range of the availability search: from, to and "Search" (the list follows the submitted range). */
export function SlotRangeForm({
  range,
  onSearch,
  testIds,
}: {
  range: DayRange;
  onSearch: (range: DayRange) => void;
  testIds: { from: string; to: string; search: string };
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(range);
  const [touched, setTouched] = useState(false);
  const problem = rangeProblem(draft);
  const helpId = useId();
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) onSearch(draft);
  };
  const shown = touched ? problem : null;
  const maxDays = MAX_RANGE_DAYS;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t`Date range`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}
    >
      <TextField
        type="date"
        label={t`From`}
        value={draft.dateFrom}
        onChange={(event) => setDraft((d) => ({ ...d, dateFrom: event.target.value }))}
        error={shown != null}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: draft.dateTo || undefined, 'data-testid': testIds.from, 'aria-describedby': helpId },
        }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 180px' } }}
      />
      <TextField
        type="date"
        label={t`To`}
        value={draft.dateTo}
        onChange={(event) => setDraft((d) => ({ ...d, dateTo: event.target.value }))}
        error={shown != null}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: draft.dateFrom || undefined, 'data-testid': testIds.to, 'aria-describedby': helpId },
        }}
        sx={{ flex: { xs: '1 1 140px', sm: '0 0 180px' } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon />}
        data-testid={testIds.search}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, alignSelf: { sm: 'center' } }}
      >
        <Trans>Search</Trans>
      </Button>
      <Typography
        id={helpId}
        variant="body2"
        color={shown ? 'error' : 'text.secondary'}
        role={shown ? 'alert' : undefined}
        sx={{ flexBasis: '100%', mt: -1 }}
      >
        {shown === 'invalid' ? (
          <Trans>Enter both dates.</Trans>
        ) : shown === 'order' ? (
          <Trans>The end date must not be before the start date.</Trans>
        ) : shown === 'too-long' ? (
          <Trans>Choose a range of at most {maxDays} days.</Trans>
        ) : (
          <Trans>Dates and times are in Polish time.</Trans>
        )}
      </Typography>
    </Box>
  );
}

/** Available slots grouped by day: time, place or online, free places, instructor and "Book". */
export function SlotList({
  slots,
  onBook,
  busy = false,
  empty,
  bookLabel,
  bookAriaLabel,
  testIds,
}: {
  slots: readonly BookableSlot[];
  onBook: (slot: BookableSlot) => void;
  busy?: boolean;
  empty: ReactNode;
  bookLabel?: ReactNode;
  /** The button's accessible name for one slot (default "Book <date time>"). */
  bookAriaLabel?: (when: string) => string;
  testIds: { row: string; book: string; empty: string };
}) {
  const { t, i18n } = useLingui();
  if (!slots.length) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 }, textAlign: 'center' }} data-testid={testIds.empty}>
        <EventAvailableOutlinedIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ mt: 1 }}>{empty}</Typography>
      </Paper>
    );
  }
  return (
    <Stack spacing={3}>
      {groupByDay(slots).map((group) => (
        <Box component="section" key={group.day} aria-label={dayHeading(group.day, i18n.locale)}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
            {dayHeading(group.day, i18n.locale)}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {group.items.map((slot) => {
              const when = `${warsawTime(slot.startsAt)}–${warsawTime(slot.endsAt)}`;
              const label = `${group.day} ${when}`;
              return (
                <Paper
                  component="li"
                  key={slot.id}
                  variant="outlined"
                  data-testid={testIds.row}
                  sx={{
                    p: 2,
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: { xs: 1.5, sm: 3 },
                  }}
                >
                  <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', minWidth: 120 }}>{when}</Typography>
                  <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                    <SlotWhere slot={slot} />
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
                    >
                      <PersonOutlineIcon fontSize="small" aria-hidden />
                      {slot.instructorName}
                    </Typography>
                  </Box>
                  <Typography variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
                    <Plural value={slot.freePlaces} one="# free place" other="# free places" />
                  </Typography>
                  <Button
                    variant="contained"
                    onClick={() => onBook({ ...slot, late: Date.parse(changeDeadlineOf(slot.startsAt)) <= Date.now() })}
                    disabled={busy}
                    aria-label={bookAriaLabel ? bookAriaLabel(label) : t`Book ${label}`}
                    data-testid={testIds.book}
                    sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
                  >
                    {bookLabel ?? <Trans>Book</Trans>}
                  </Button>
                </Paper>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** Where a slot takes place: its place, and "Online" (with the link once the viewer may see it). */
export function SlotWhere({ slot }: { slot: Pick<BookableSlot, 'place' | 'onlineLink'> }) {
  const link = slot.onlineLink;
  return (
    <Stack spacing={0.25}>
      {slot.place ? (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}>
          <PlaceOutlinedIcon fontSize="small" color="action" aria-hidden />
          {slot.place}
        </Typography>
      ) : null}
      {slot.onlineLink || !slot.place ? (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, overflowWrap: 'anywhere' }}>
          <VideocamOutlinedIcon fontSize="small" color="action" aria-hidden />
          {slot.onlineLink ? (
            <Box
              component="a"
              href={slot.onlineLink}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ color: 'primary.main' }}
            >
              <Trans>Online: {link}</Trans>
            </Box>
          ) : (
            <Trans>Online</Trans>
          )}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** A booking confirmation's texts: its title, the cut-off text and the confirm button's label. */
export interface BookingConfirmTexts {
  title: ReactNode;
  /** What can be done until the cut-off, e.g. "cancel or move". Receives the deadline text. */
  cutoffText: (deadline: string) => ReactNode;
  confirmLabel?: ReactNode;
}

/** "Book this date?" with the date and the cut-off for changing the booking. */
export function BookingConfirmDialog({
  slot,
  texts: { title, cutoffText, confirmLabel },
  busy,
  onConfirm,
  onCancel,
}: {
  slot: BookableSlot | null;
  texts: BookingConfirmTexts;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const when = slot
    ? `${dayHeading(warsawDay(slot.startsAt), i18n.locale)}, ${warsawTime(slot.startsAt)}–${warsawTime(slot.endsAt)}`
    : '';
  const where = slot ? slot.place || t`Online` : '';
  return (
    <ConfirmDialog
      open={slot != null}
      title={title}
      busy={busy}
      confirmLabel={confirmLabel ?? <Trans>Book</Trans>}
      onConfirm={onConfirm}
      onCancel={onCancel}
      message={
        <>
          <Box component="span" sx={{ display: 'block', fontWeight: 700, color: 'text.primary', mb: 1 }}>
            {when}
            {where ? ` · ${where}` : ''}
          </Box>
          {slot?.late ? (
            <Trans>This date starts within 24 hours: once booked, it can no longer be cancelled or moved.</Trans>
          ) : slot ? (
            cutoffText(formatDateTime(changeDeadlineOf(slot.startsAt)))
          ) : null}
        </>
      }
    />
  );
}
