import { useId, useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ReplayIcon from '@mui/icons-material/Replay';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryDialog_delivery$key } from '../../../__generated__/DeliveryDialog_delivery.graphql';
import { formatDateTime } from '../../../shared/format';
import { DeliveryStatusChip } from './DeliveryStatusChip';
import { eventLabel, eventName } from './labels';
import { CopyableValue, Fact } from './parts';

/**
 * One delivery of the log: where it went, its message id (the `webhook-id` header), the JSON body
 * sent and its last attempts (when, the endpoint's HTTP status or why no answer came, how long it
 * took, the start of the answer), with "Redeliver".
 */
export function DeliveryDialog({
  delivery,
  canRedeliver,
  redelivering,
  onRedeliver,
  onClose,
}: {
  delivery: DeliveryDialog_delivery$key;
  canRedeliver: boolean;
  redelivering: boolean;
  onRedeliver: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const data = useFragment(
    graphql`
      fragment DeliveryDialog_delivery on WebhookDelivery {
        id
        event
        messageId
        payload
        status
        attempts
        nextAttemptAt
        deliveredAt
        createdAt
        url
        log {
          at
          status
          responseBody
          error
          durationMs
        }
      }
    `,
    delivery,
  );
  const payload = useMemo(() => {
    try {
      return JSON.stringify(JSON.parse(data.payload), null, 2);
    } catch {
      return data.payload;
    }
  }, [data.payload]);
  const attempts = data.attempts;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
      data-testid="delivery-dialog"
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Box component="span" sx={{ mr: 'auto' }}>
          {eventLabel(i18n, data.event)}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.9rem', color: 'text.secondary' }}>
            {eventName(data.event)}
          </Box>
        </Box>
        <DeliveryStatusChip status={data.status} />
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
            m: 0,
            mb: 3,
          }}
        >
          <Fact label={<Trans>Endpoint</Trans>}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {data.url}
            </Typography>
          </Fact>
          <Fact label={<Trans>Message ID (webhook-id)</Trans>}>
            <CopyableValue value={data.messageId} label={t`Copy the message ID`} testId="delivery-message-id" />
          </Fact>
          <Fact label={<Trans>Event happened</Trans>}>{formatDateTime(data.createdAt)}</Fact>
          {data.status === 'DELIVERED' ? (
            <Fact label={<Trans>Delivered</Trans>}>{formatDateTime(data.deliveredAt)}</Fact>
          ) : data.status === 'PENDING' ? (
            <Fact label={<Trans>Next attempt</Trans>}>{formatDateTime(data.nextAttemptAt)}</Fact>
          ) : (
            <Fact label={<Trans>Attempts</Trans>}>{attempts}</Fact>
          )}
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
          <Trans>Body sent (JSON)</Trans>
        </Typography>
        <Code testId="delivery-payload">{payload}</Code>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mt: 3, mb: 1 }}>
          <Trans>Attempts (the last 10, newest first)</Trans>
        </Typography>
        {data.log.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>Not sent yet: the next sending pass takes it (every few seconds).</Trans>
          </Typography>
        ) : (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="delivery-attempts">
            {data.log.map((attempt, index) => (
              <Box component="li" key={`${attempt.at}-${index}`} data-testid="delivery-attempt">
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {formatDateTime(attempt.at)}
                  </Typography>
                  <Typography
                    variant="body2"
                    color={attempt.status != null && attempt.status < 300 ? 'success.main' : 'error'}
                    data-testid="delivery-attempt-status"
                  >
                    {attempt.status != null ? `HTTP ${attempt.status}` : <Trans>No answer</Trans>}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {attempt.durationMs} ms
                  </Typography>
                </Box>
                {attempt.error ? (
                  <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
                    {attempt.error}
                  </Typography>
                ) : null}
                {attempt.responseBody ? <Code>{attempt.responseBody}</Code> : null}
              </Box>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ReplayIcon />}
          onClick={onRedeliver}
          disabled={!canRedeliver || redelivering}
          data-testid="delivery-redeliver"
        >
          <Trans>Redeliver</Trans>
        </Button>
        <Button variant="contained" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Code({ children, testId }: { children: string; testId?: string }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        mt: 0.5,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: '0.8rem',
        maxHeight: 320,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
      data-testid={testId}
    >
      {children}
    </Box>
  );
}
