import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MailMessageDialogQuery } from '../../../__generated__/MailMessageDialogQuery.graphql';
import { formatBytes, formatDateTime } from '../../../shared/format';
import { PageLoader } from '../../../shared/ui/PageLoader';
import { MailStatusChip } from './MailStatusChip';

/** One message of the outbox, with its full text (loaded when opened). */
export function MailMessageDialog({ id, onClose }: { id: string; onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="mail-dialog-title"
      data-testid="mail-dialog"
    >
      <Suspense fallback={<PageLoader />}>
        <MailMessageContent id={id} />
      </Suspense>
      <DialogActions>
        <Button onClick={onClose} data-testid="mail-dialog-close">
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function MailMessageContent({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const data = useLazyLoadQuery<MailMessageDialogQuery>(
    graphql`
      query MailMessageDialogQuery($id: ID!) {
        mailTransportConfigured
        node(id: $id) {
          ... on MailMessage {
            id
            to
            subject
            text
            secretsMasked
            secretExpiresAt
            status
            attempts
            lastError
            createdAt
            sentAt
            attachments {
              filename
              contentType
              size
              downloadUrl
            }
          }
        }
      }
    `,
    { id },
  );
  const message = data.node;
  const lastError = message?.lastError;
  return (
    <>
      <DialogTitle id="mail-dialog-title">{message?.subject || t`(no subject)`}</DialogTitle>
      <DialogContent dividers>
        {message?.id ? (
          <>
            <Box
              component="dl"
              sx={{ m: 0, mb: 2, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' } }}
            >
              <Typography component="dt" color="text.secondary">
                <Trans>Recipient</Trans>
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {message.to}
              </Typography>
              <Typography component="dt" color="text.secondary">
                <Trans>Status</Trans>
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <MailStatusChip status={message.status ?? ''} transportConfigured={data.mailTransportConfigured} />
              </Box>
              <Typography component="dt" color="text.secondary">
                <Trans>Created</Trans>
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(message.createdAt)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                <Trans>Sent</Trans>
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDateTime(message.sentAt)}
              </Typography>
              <Typography component="dt" color="text.secondary">
                <Trans>Attempts</Trans>
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {message.attempts}
              </Typography>
              {message.secretExpiresAt ? (
                <>
                  <Typography component="dt" color="text.secondary">
                    <Trans>Links valid until</Trans>
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {formatDateTime(message.secretExpiresAt)}
                  </Typography>
                </>
              ) : null}
            </Box>
            {lastError ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                <Trans>Last error: {lastError}</Trans>
              </Alert>
            ) : null}
            {message.secretsMasked ? (
              <Alert severity="info" sx={{ mb: 2 }} data-testid="mail-secrets-masked">
                {message.status === 'SENT' ? (
                  <Trans>
                    The message has been delivered, so its links are hidden (••••••): they belong to the recipient.
                  </Trans>
                ) : (
                  <Trans>The links in this message have expired, so they are hidden (••••••).</Trans>
                )}
              </Alert>
            ) : null}
            <Box
              component="pre"
              data-testid="mail-text"
              sx={{
                m: 0,
                p: 2,
                bgcolor: '#f1f5f9',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: '0.85rem',
              }}
            >
              {message.text}
            </Box>
            {message.attachments?.length ? (
              <Box component="section" aria-labelledby="mail-attachments-title" sx={{ mt: 2 }}>
                <Typography id="mail-attachments-title" sx={{ fontWeight: 700 }}>
                  <Trans>Attachments</Trans>
                </Typography>
                <List dense disablePadding data-testid="mail-attachments">
                  {message.attachments.map((attachment) => (
                    <ListItem key={attachment.downloadUrl} disableGutters data-testid="mail-attachment">
                      <ListItemIcon sx={{ minWidth: 32 }}>
                        <AttachFileIcon fontSize="small" />
                      </ListItemIcon>
                      <ListItemText
                        primary={
                          <Link
                            href={attachment.downloadUrl}
                            download={attachment.filename}
                            data-testid="mail-attachment-download"
                          >
                            {attachment.filename}
                          </Link>
                        }
                        secondary={`${attachment.contentType} · ${formatBytes(attachment.size, i18n.locale)}`}
                        slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItem>
                  ))}
                </List>
              </Box>
            ) : null}
          </>
        ) : (
          <Alert severity="warning">
            <Trans>This message no longer exists.</Trans>
          </Alert>
        )}
      </DialogContent>
    </>
  );
}
