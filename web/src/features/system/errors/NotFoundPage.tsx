import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { MessagePage } from '../../../shared/ui/MessagePage';
import { SkyIllustration } from '../../../shared/ui/illustrations';

/** 404: spec 8 'Page not found'. */
export default function NotFoundPage() {
  return (
    <MessagePage title={<Trans>Page not found</Trans>} testId="page-not-found">
      <Typography>
        <Trans>The address may be mistyped, or the page has moved. The drone flew off course.</Trans>
      </Typography>
      <SkyIllustration variant="lost" />
    </MessagePage>
  );
}
