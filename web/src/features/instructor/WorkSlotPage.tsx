import { Trans } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';

/** Placeholder (exams contract): its owner replaces this screen. */
export default function WorkSlotPage() {
  return (
    <Typography variant="h4" component="h1">
      <Trans>Work slot</Trans>
    </Typography>
  );
}
