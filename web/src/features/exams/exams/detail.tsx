import { Suspense, useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { AddToCalendarButton } from '../../../shared/ui/AddToCalendarButton';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { useToast } from '../../../shared/ui/toast';
import { BackLink } from '../../../shared/ui/BackLink';
import { NotFoundBoundary } from './parts';
import { SlotWhere, type BookableSlot } from './SlotList';

/**
 * The scaffold of a booking's page (an exam, a practice session): the frame with the way back to
 * the list, "not found" for a refused or missing booking, the heading, and the slot's facts.
 */
export function BookingDetailFrame({
  testId,
  idParam,
  back,
  notFound,
  children,
}: {
  testId: string;
  /** The route parameter that holds the booking's id. */
  idParam: string;
  back: { to: string; label: ReactNode };
  /** Said when the booking is not there (or not the viewer's). */
  notFound: { testId: string; text: ReactNode };
  /** The booking's id, and what to show when the query finds nothing. */
  children: (id: string, missing: ReactNode) => ReactNode;
}) {
  const id = useParams()[idParam] ?? '';
  const missing = (
    <Alert severity="info" data-testid={notFound.testId}>
      {notFound.text}
    </Alert>
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid={testId}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <NotFoundBoundary fallback={missing}>
        <Suspense fallback={<PageLoader />}>{children(id, missing)}</Suspense>
      </NotFoundBoundary>
    </Container>
  );
}

/**
 * Giving a booking up (cancelling an exam, unregistering from practice) after a confirmation: on
 * success a toast and back to the list, on failure the error; the dialog closes either way.
 */
export function useBookingWithdrawal(success: string, listPath: string) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [asking, setAsking] = useState(false);
  const outcome = {
    onCompleted: () => {
      setAsking(false);
      showToast(success, 'success');
      void navigate(listPath, { replace: true });
    },
    onError: (error: Error) => {
      setAsking(false);
      showToast(errorMessage(i18n, error), 'error');
    },
  };
  return { asking, setAsking, outcome };
}

/** What the page is about (overline) and the course's title. */
export function BookingHeading({ overline, title }: { overline: ReactNode; title: string }) {
  return (
    <>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.5 }}>
        {overline}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, overflowWrap: 'anywhere', mb: 3 }}>
        {title}
      </Typography>
    </>
  );
}

/** One labelled fact of a booking. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ fontWeight: 600 }}>{children}</Box>
    </Box>
  );
}

/** The slot's fields SlotFacts shows: a booking's query spreads it unmasked in its workSlot. */
export const slotFactsFields = graphql`
  fragment detail_slot on WorkSlot {
    id
    startsAt
    endsAt
    place
    onlineLink
    instructorName
  }
`;

/**
 * The booking's status, then its slot's date, place and instructor (and `children`: further
 * facts), and "Add to calendar" with the booking's .ics.
 */
export function SlotFacts({
  status,
  slot,
  calendarUrl,
  children,
}: {
  status: ReactNode;
  slot: Pick<BookableSlot, 'startsAt' | 'endsAt' | 'place' | 'onlineLink' | 'instructorName'>;
  calendarUrl: string;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>
          <Trans>Status</Trans>
        </Typography>
        {status}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <Fact label={<Trans>Date</Trans>}>
          {formatDateTime(slot.startsAt)}–{formatDateTime(slot.endsAt).slice(11)}
        </Fact>
        <Fact label={<Trans>Where</Trans>}>
          <SlotWhere slot={slot} />
        </Fact>
        <Fact label={<Trans>Instructor</Trans>}>{slot.instructorName}</Fact>
        {children}
      </Box>
      <Box sx={{ mt: 2.5 }}>
        <AddToCalendarButton url={calendarUrl} />
      </Box>
    </Paper>
  );
}
