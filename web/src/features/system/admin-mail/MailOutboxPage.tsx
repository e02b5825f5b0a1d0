import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../../shared/ui/Page';
import type { MailOutboxPageQuery } from '../../../__generated__/MailOutboxPageQuery.graphql';
import { MailMessageDialog } from './MailMessageDialog';
import { MailOutboxTable } from './MailOutboxTable';

/** /admin/mail (ADMIN, read:mail:any): the mail outbox, 25 messages a page, with each message's text. */
export default function MailOutboxPage() {
  const data = useLazyLoadQuery<MailOutboxPageQuery>(
    graphql`
      query MailOutboxPageQuery {
        mailTransportConfigured
        ...MailOutboxTable_query
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Page
      title={<Trans>Mail outbox</Trans>}
      subtitle={<Trans>Messages the platform sends, with their delivery status. Open one to read its text.</Trans>}
    >
      {data.mailTransportConfigured ? null : (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="mail-no-transport">
          <AlertTitle>
            <Trans>No mail server is configured</Trans>
          </AlertTitle>
          <Trans>
            The <code>SMTP_URL</code> variable is not set, so nothing is sent: messages stay in this outbox. Account
            links (e-mail verification, password reset) can be read here until they expire.
          </Trans>
        </Alert>
      )}
      <MailOutboxTable query={data} transportConfigured={data.mailTransportConfigured} onOpen={setOpenId} />
      {openId ? <MailMessageDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </Page>
  );
}
