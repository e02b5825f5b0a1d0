import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useLingui } from '@lingui/react/macro';

/** The cookie banner's choices (CookieConsent.tsx loads them with "Customize"). */
export default function ConsentDetails({
  analytics,
  onAnalyticsChange,
}: {
  analytics: boolean;
  onAnalyticsChange: (analytics: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <FormGroup sx={{ mb: 2 }}>
      <FormControlLabel
        control={<Switch checked disabled />}
        label={t`Necessary: sign-in, security and your language (always on)`}
      />
      <FormControlLabel
        control={
          <Switch
            checked={analytics}
            onChange={(event) => onAnalyticsChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': 'consent-analytics' } as object }}
          />
        }
        label={t`Analytics: anonymous statistics of visits`}
      />
    </FormGroup>
  );
}
