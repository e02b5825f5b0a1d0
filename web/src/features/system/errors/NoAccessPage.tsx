import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { MessagePage } from '../../../shared/ui/MessagePage';
import { useRouteMeta } from '../../../shared/navigation/routeMeta';

/** /unauthorized and /invalid-access: spec 6 'You do not have access to this page.' */
export default function NoAccessPage() {
  const meta = useRouteMeta();
  return (
    <MessagePage title={<Trans>You do not have access to this page.</Trans>} testId={meta?.id ?? 'no-access'}>
      <Typography color="text.secondary">
        <Trans>If you think you should have access, sign in with another account or contact us.</Trans>
      </Typography>
    </MessagePage>
  );
}
