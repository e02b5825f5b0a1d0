import { Suspense, useState, type ComponentProps, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../../shared/errors/messages';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useToast } from '../../../shared/ui/toast';
import { defaultRange, type DayRange } from './dates';
import { BackLink } from '../../../shared/ui/BackLink';
import { eligibilityMessage } from './parts';
import { MY_COURSES_PATH, courseSubjectsPath } from './paths';
import { BookingConfirmDialog, SlotList, SlotRangeForm, type BookableSlot, type BookingConfirmTexts } from './SlotList';

/**
 * The scaffold of the two registration pages (exam, practice: CourseRegistrationPage; the exam's
 * move dialog uses the search and booking too): the page frame, the course heading with a blocker
 * or the slot search, and booking a slot after a confirmation.
 */

/** The page's frame for the route's course: a narrow container, loading while the course is read. */
export function RegistrationFrame({ testId, children }: { testId: string; children: (courseId: string) => ReactNode }) {
  const { courseId = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid={testId}>
      <Suspense fallback={<PageLoader />}>{children(courseId)}</Suspense>
    </Container>
  );
}

/**
 * Why the learner's course refuses a registration (null: it does not): access expired, nothing of
 * the kind to book, or the server's eligibility verdict.
 */
export function refusalReason(
  course: { readonly expired: boolean },
  offered: { has: boolean | undefined; noneCode: string },
  eligibility: { readonly allowed: boolean; readonly reason: string | null | undefined } | undefined,
): string | null {
  if (course.expired) return 'ACCESS_EXPIRED';
  if (!offered.has) return offered.noneCode;
  return eligibility?.allowed ? null : (eligibility?.reason ?? 'BOOKING_STATUS_CONFLICT');
}

/** What follows a successful booking: a toast, then the booking's own page. */
export function useOpenBooked(): (message: string, path: string) => void {
  const navigate = useNavigate();
  const { showToast } = useToast();
  return (message, path) => {
    showToast(message, 'success');
    void navigate(path);
  };
}

/** The viewer does not hold the course. */
export function CourseNotHeld({ blockerTestId, children }: { blockerTestId: string; children: ReactNode }) {
  return (
    <>
      <BackLink to={MY_COURSES_PATH}>
        <Trans>My courses</Trans>
      </BackLink>
      <Alert severity="info" data-testid={blockerTestId}>
        {children}
      </Alert>
    </>
  );
}

/** A link out of a blocker (to the profile, the course, the booking already made). */
export function blockerLink(to: string, label: ReactNode, testId?: string) {
  return (
    <Box sx={{ mt: 1.5 }}>
      <Button component={RouterLink} to={to} variant="outlined" color="inherit" size="small" data-testid={testId}>
        {label}
      </Button>
    </Box>
  );
}

/** The course heading, then why registering is refused (with the way forward), or the slots. */
export function Registration({
  course,
  overline,
  reason,
  blocker,
  children,
}: {
  course: { readonly id: string; readonly title: string };
  overline: ReactNode;
  /** Why registering is refused (an error code or business-rule id); null: the slots are shown. */
  reason: string | null;
  blocker: { testId: string; severity?: AlertColor; title: ReactNode; action: ReactNode };
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <BackLink to={courseSubjectsPath(course.id)}>
        <Trans>Back to the course</Trans>
      </BackLink>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.5 }}>
        {overline}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere', mb: 3 }}>
        {course.title}
      </Typography>
      {reason ? (
        <Alert severity={blocker.severity ?? 'warning'} data-testid={blocker.testId} data-reason={reason}>
          <AlertTitle>{blocker.title}</AlertTitle>
          {eligibilityMessage(i18n, reason)}
          {blocker.action}
        </Alert>
      ) : (
        children
      )}
    </>
  );
}

/** Where the slot list is asked again: after a search, or after a refused booking (the list is stale). */
export interface SlotQuery {
  range: DayRange;
  fetchKey: number;
  onStale: () => void;
}

/** The intro, the date range form and the results of the submitted range. */
export function SlotSearch({
  intro,
  testIds,
  children,
}: {
  intro?: ReactNode;
  testIds: { from: string; to: string; search: string };
  children: (query: SlotQuery) => ReactNode;
}) {
  const [range, setRange] = useState<DayRange>(() => defaultRange());
  const [fetchKey, setFetchKey] = useState(0);
  return (
    <>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      <SlotRangeForm
        range={range}
        onSearch={(next) => {
          setRange(next);
          setFetchKey((key) => key + 1);
        }}
        testIds={testIds}
      />
      <Suspense fallback={<PageLoader />}>
        {children({ range, fetchKey, onStale: () => setFetchKey((key) => key + 1) })}
      </Suspense>
    </>
  );
}

/**
 * The slots found, booked after a confirmation. `book` runs the page's mutation and calls `done`
 * when it ends (with the failure, if any); a failure is shown above the list, which is asked again.
 * `confirm` holds the confirmation's texts; the rest is the list's (SlotList).
 */
export function SlotBooking({
  inFlight,
  book,
  onStale,
  confirm: confirmTexts,
  testIds,
  ...list
}: Omit<ComponentProps<typeof SlotList>, 'onBook' | 'busy' | 'testIds'> & {
  inFlight: boolean;
  book: (workSlotId: string, done: (failure?: Error) => void) => void;
  onStale: () => void;
  confirm: BookingConfirmTexts;
  testIds: { row: string; book: string; empty: string; error?: string };
}) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<BookableSlot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (!chosen) return;
    setError(null);
    book(chosen.id, (failure) => {
      setChosen(null);
      if (!failure) return;
      setError(errorMessage(i18n, failure));
      onStale();
    });
  };
  return (
    <>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid={testIds.error}>
          {error}
        </Alert>
      ) : null}
      <SlotList {...list} onBook={setChosen} busy={inFlight} testIds={testIds} />
      <BookingConfirmDialog
        slot={chosen}
        texts={confirmTexts}
        busy={inFlight}
        onConfirm={confirm}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
