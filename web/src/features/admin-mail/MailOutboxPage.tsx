import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Trans } from '@lingui/react/macro';
import { Page } from '../../shared/ui/Page';
import type { MailOutboxPageQuery } from '../../__generated__/MailOutboxPageQuery.graphql';
import { MailMessageDialog } from './MailMessageDialog';
import { MailOutboxTable } from './MailOutboxTable';

/** /admin/mail (ADMIN, read:mail:any): the mail outbox, 25 messages a page, with each message's text. */
export default function MailOutboxPage() {
  const data = useLazyLoadQuery<MailOutboxPageQuery>(
    graphql`
      query MailOutboxPageQuery {
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
      <MailOutboxTable query={data} onOpen={setOpenId} />
      {openId ? <MailMessageDialog id={openId} onClose={() => setOpenId(null)} /> : null}
    </Page>
  );
}
