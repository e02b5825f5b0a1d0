import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountCalendarFeed_user$key } from '../../../__generated__/AccountCalendarFeed_user.graphql';
import type { AccountCalendarFeedEnableMutation } from '../../../__generated__/AccountCalendarFeedEnableMutation.graphql';
import type { AccountCalendarFeedDisableMutation } from '../../../__generated__/AccountCalendarFeedDisableMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { CopyableValue } from '../../../shared/ui/CopyableValue';
import { useToast } from '../../../shared/ui/toast';
import { AccountSection } from './AccountSection';

const fragment = graphql`
  fragment AccountCalendarFeed_user on User {
    calendarFeedAvailable
    calendarFeed {
      createdAt
      lastUsedAt
    }
  }
`;

/** The same address for calendar apps that open webcal: links (Apple Calendar, Outlook). */
const webcalOf = (url: string) => url.replace(/^https?:/, 'webcal:');

/**
 * The private calendar subscription of a learner or an instructor: turn it on, and the address is
 * shown once (the server keeps only its hash) with a copy button; later a new address replaces it
 * (the old one stops at once) or it is turned off.
 */
export function AccountCalendarFeed({ user: userKey }: { user: AccountCalendarFeed_user$key }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const user = useFragment(fragment, userKey);
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'renew' | 'off' | null>(null);
  const [enable, enabling] = useMutation<AccountCalendarFeedEnableMutation>(graphql`
    mutation AccountCalendarFeedEnableMutation {
      enableCalendarFeed {
        url
        viewer {
          ...AccountCalendarFeed_user
        }
      }
    }
  `);
  const [disable, disabling] = useMutation<AccountCalendarFeedDisableMutation>(graphql`
    mutation AccountCalendarFeedDisableMutation {
      disableCalendarFeed {
        viewer {
          ...AccountCalendarFeed_user
        }
      }
    }
  `);
  if (!user.calendarFeedAvailable) return null;

  const turnOn = () =>
    enable({
      variables: {},
      onCompleted: (data) => {
        setAsking(null);
        setUrl(data.enableCalendarFeed.url ?? null);
      },
      onError: (error) => {
        setAsking(null);
        showToast(errorMessage(i18n, error), 'error');
      },
    });
  const turnOff = () =>
    disable({
      variables: {},
      onCompleted: () => {
        setAsking(null);
        setUrl(null);
        showToast(t`Calendar subscription turned off`, 'success');
      },
      onError: (error) => {
        setAsking(null);
        showToast(errorMessage(i18n, error), 'error');
      },
    });

  const feed = user.calendarFeed;
  const since = formatDateTime(feed?.createdAt);
  const lastRead = feed?.lastUsedAt ? formatDateTime(feed.lastUsedAt) : null;
  return (
    <AccountSection
      name="calendar-feed"
      state={feed ? 'on' : 'off'}
      title={<Trans>Calendar subscription</Trans>}
      intro={
        <Trans>
          See your academy dates in Google Calendar, Apple Calendar or Outlook: the exams and practice sessions you
          booked, or the slots you run. Your calendar app reads them by itself; cancelled dates show as cancelled.
        </Trans>
      }
    >
      {url && feed ? (
        <Alert
          severity="success"
          sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
          data-testid="calendar-feed-new"
        >
          <AlertTitle>
            <Trans>Your private calendar address</Trans>
          </AlertTitle>
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            <Trans>
              Copy it now and add it in your calendar app as a subscription (“From URL”, “Subscribe to calendar”). It is
              shown only this once. Anyone who has it can see your dates, so keep it to yourself.
            </Trans>
          </Typography>
          <CopyableValue value={url} label={t`Copy the calendar address`} testId="calendar-feed-url" strong />
          <Button
            href={webcalOf(url)}
            size="small"
            startIcon={<OpenInNewIcon />}
            sx={{ mt: 1 }}
            data-testid="calendar-feed-open"
          >
            <Trans>Open in my calendar app</Trans>
          </Button>
        </Alert>
      ) : null}

      {feed ? (
        <>
          <Typography sx={{ mb: 2 }} data-testid="calendar-feed-status">
            {lastRead ? (
              <Trans>
                On since {since}. Last read by a calendar app: {lastRead}.
              </Trans>
            ) : (
              <Trans>On since {since}. No calendar app has read it yet.</Trans>
            )}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              startIcon={<EventRepeatOutlinedIcon />}
              onClick={() => setAsking('renew')}
              data-testid="calendar-feed-renew"
            >
              <Trans>Make a new address</Trans>
            </Button>
            <Button variant="outlined" color="error" onClick={() => setAsking('off')} data-testid="calendar-feed-off">
              <Trans>Turn off</Trans>
            </Button>
          </Stack>
        </>
      ) : (
        <Box>
          <Button
            variant="contained"
            onClick={turnOn}
            disabled={enabling}
            startIcon={<EventRepeatOutlinedIcon />}
            data-testid="calendar-feed-on"
          >
            <Trans>Turn on the calendar subscription</Trans>
          </Button>
        </Box>
      )}

      <ConfirmDialog
        open={asking === 'renew'}
        busy={enabling}
        title={<Trans>Make a new calendar address?</Trans>}
        message={
          <Trans>
            The current address stops working at once: calendars subscribed to it no longer update until you give them
            the new one. Do it if the address may have reached someone else.
          </Trans>
        }
        confirmLabel={<Trans>Make a new address</Trans>}
        cancelLabel={<Trans>Keep the current one</Trans>}
        onConfirm={turnOn}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'off'}
        destructive
        busy={disabling}
        title={<Trans>Turn off the calendar subscription?</Trans>}
        message={
          <Trans>
            Its address stops working at once and calendars subscribed to it no longer update. You can turn it on again
            later with a new address.
          </Trans>
        }
        confirmLabel={<Trans>Turn off</Trans>}
        cancelLabel={<Trans>Keep it on</Trans>}
        onConfirm={turnOff}
        onCancel={() => setAsking(null)}
      />
    </AccountSection>
  );
}
