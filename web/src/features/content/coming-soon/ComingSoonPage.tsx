import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { PRODUCT_NAME } from '../../../shared/brand';
import { useRouteMeta } from '../../../shared/navigation/routeMeta';
import { MessagePage } from '../../../shared/ui/MessagePage';
import { SkyIllustration } from '../../../shared/ui/illustrations';

/** Every route of spec 2 whose screen is not built yet: titled after the route, translated. */
export default function ComingSoonPage() {
  const meta = useRouteMeta();
  const { i18n } = useLingui();
  const title = meta ? i18n._(meta.title) : PRODUCT_NAME;
  return (
    <MessagePage title={title} testId="coming-soon">
      <Chip label={<Trans>Coming soon</Trans>} color="primary" />
      <Typography>
        <Trans>We are preparing this part of {PRODUCT_NAME}. It will be available soon: check back shortly.</Trans>
      </Typography>
      <SkyIllustration variant="soon" />
    </MessagePage>
  );
}
