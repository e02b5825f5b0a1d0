import Button from '@mui/material/Button';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Trans } from '@lingui/react/macro';

/**
 * "Add to calendar": downloads the .ics of a booking or a slot (the server's `calendarUrl`, sent
 * with the session cookie), which calendar apps open as an event. A plain link: the browser saves it.
 */
export function AddToCalendarButton({ url, testId = 'add-to-calendar' }: { url: string; testId?: string }) {
  return (
    <Button
      component="a"
      href={url}
      download
      variant="outlined"
      startIcon={<EventAvailableOutlinedIcon />}
      data-testid={testId}
      sx={{ alignSelf: 'flex-start' }}
    >
      <Trans>Add to calendar</Trans>
    </Button>
  );
}
