import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  WebhooksSection_client$data,
  WebhooksSection_client$key,
} from '../../../__generated__/WebhooksSection_client.graphql';
import type { WebhooksSectionToggleMutation } from '../../../__generated__/WebhooksSectionToggleMutation.graphql';
import type { WebhooksSectionDeleteMutation } from '../../../__generated__/WebhooksSectionDeleteMutation.graphql';
import { Section } from '../../../shared/admin/Section';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOKS_PER_CLIENT_MAX } from '../../../shared/policies';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useConfirmDelete } from '../../../shared/ui/useConfirmDelete';
import { useToast } from '../../../shared/ui/toast';
import { AddWebhookDialog } from './AddWebhookDialog';
import { CopyableValue, EventChip } from './parts';
import { SecretDialog } from './SecretDialog';

type Subscription = WebhooksSection_client$data['webhooks'][number];

/**
 * The client's webhook subscriptions: each endpoint with its events, whether it is active or
 * disabled (by hand, or after WEBHOOK_DISABLE_AFTER_FAILURES failures in a row) and its failures
 * in a row; "Add webhook" (the signing secret then shown once), pause or enable again, delete.
 */
export function WebhooksSection({
  client,
  admin,
  onChanged,
}: {
  client: WebhooksSection_client$key;
  admin: boolean;
  /** After a subscription was added or deleted (the page reloads its lists). */
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const data = useFragment(
    graphql`
      fragment WebhooksSection_client on ApiClient {
        id
        revokedAt
        subscribableEvents
        webhooks {
          id
          url
          events
          allowPrivateNetwork
          failuresInRow
          disabledAt
          createdAt
        }
      }
    `,
    client,
  );
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  const [toggle, toggling] = useMutation<WebhooksSectionToggleMutation>(graphql`
    mutation WebhooksSectionToggleMutation($id: ID!, $enabled: Boolean!) {
      updateWebhookSubscription(id: $id, enabled: $enabled) {
        id
        disabledAt
        failuresInRow
      }
    }
  `);
  const [remove, removing] = useMutation<WebhooksSectionDeleteMutation>(graphql`
    mutation WebhooksSectionDeleteMutation($id: ID!) {
      deleteWebhookSubscription(id: $id)
    }
  `);
  const deletion = useConfirmDelete<Subscription>({
    busy: removing,
    deleted: t`Webhook deleted`,
    remove: (subscription, { onCompleted, onError }) =>
      remove({
        variables: { id: subscription.id },
        onCompleted: () => {
          onCompleted();
          onChanged();
        },
        onError,
      }),
  });
  const setEnabled = (subscription: Subscription, enabled: boolean) =>
    toggle({
      variables: { id: subscription.id, enabled },
      onCompleted: () => showToast(enabled ? t`Webhook enabled` : t`Webhook paused`, 'success'),
      onError: (error) => showToast(errorMessage(i18n, error), 'error'),
    });

  const revoked = Boolean(data.revokedAt);
  const full = data.webhooks.length >= WEBHOOKS_PER_CLIENT_MAX;
  const nothingToHear = data.subscribableEvents.length === 0;
  const deletingUrl = deletion.target?.url ?? '';
  const limit = WEBHOOK_DISABLE_AFTER_FAILURES;

  return (
    <Section
      id="webhooks"
      title={<Trans>Webhooks</Trans>}
      description={
        <Trans>
          Your endpoints are told about events as they happen: an HTTP POST signed with the webhook’s secret (the
          webhook-id, webhook-timestamp and webhook-signature headers of Standard Webhooks). Failed deliveries are
          retried; after {limit} failures in a row the webhook is disabled and the owner gets an e-mail.
        </Trans>
      }
      actions={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          disabled={revoked || full || nothingToHear}
          data-testid="webhook-add"
        >
          <Trans>Add webhook</Trans>
        </Button>
      }
    >
      {nothingToHear && !revoked ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          <Trans>The client’s scopes allow no events: give it a scope such as purchases or seats first.</Trans>
        </Typography>
      ) : null}
      {data.webhooks.length === 0 ? (
        <Typography color="text.secondary" data-testid="webhooks-empty">
          <Trans>No webhooks yet.</Trans>
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Webhooks`}>
          {data.webhooks.map((subscription) => (
            <li key={subscription.id}>
              <WebhookRow
                subscription={subscription}
                allowed={data.subscribableEvents}
                revoked={revoked}
                busy={toggling}
                onToggle={(enabled) => setEnabled(subscription, enabled)}
                onDelete={() => deletion.ask(subscription)}
              />
            </li>
          ))}
        </Stack>
      )}
      {adding ? (
        <AddWebhookDialog
          clientId={data.id}
          events={data.subscribableEvents}
          admin={admin}
          onClose={() => setAdding(false)}
          onCreated={(subscription) => {
            setAdding(false);
            setCreated(subscription);
            onChanged();
          }}
        />
      ) : null}
      {created ? (
        <SecretDialog
          title={<Trans>Webhook added</Trans>}
          testId="webhook-secret-dialog"
          values={[
            {
              label: <Trans>Signing secret</Trans>,
              value: created.secret,
              copyLabel: t`Copy the signing secret`,
              testId: 'webhook-secret',
              secret: true,
            },
          ]}
          onClose={() => setCreated(null)}
        >
          <Typography variant="body2" color="text.secondary">
            <Trans>
              Your endpoint checks each request’s webhook-signature header with this secret (the Standard Webhooks
              libraries do it in one call) and drops a request whose webhook-id it has already handled.
            </Trans>
          </Typography>
        </SecretDialog>
      ) : null}
      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete the webhook?</Trans>}
        message={
          <Trans>
            Events are no longer sent to {deletingUrl}, and its delivery log is deleted with it. This cannot be undone.
          </Trans>
        }
      />
    </Section>
  );
}

function WebhookRow({
  subscription,
  allowed,
  revoked,
  busy,
  onToggle,
  onDelete,
}: {
  subscription: Subscription;
  allowed: readonly string[];
  revoked: boolean;
  busy: boolean;
  onToggle: (enabled: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const disabled = Boolean(subscription.disabledAt);
  const since = formatDateTime(subscription.disabledAt);
  const failures = subscription.failuresInRow;
  const added = formatDateTime(subscription.createdAt);
  const unheard = subscription.events.filter((event) => !allowed.includes(event));
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderColor: disabled ? 'warning.main' : undefined }}
      data-testid="webhook-row"
      data-state={disabled ? 'disabled' : 'active'}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
          <CopyableValue value={subscription.url} label={t`Copy the endpoint URL`} testId="webhook-url-value" />
        </Box>
        <Chip
          size="small"
          color={revoked ? 'default' : disabled ? 'warning' : 'success'}
          label={
            revoked ? (
              <Trans>Not sent: the client is revoked</Trans>
            ) : disabled ? (
              <Trans>Disabled since {since}</Trans>
            ) : (
              <Trans context="webhook">Active</Trans>
            )
          }
          data-testid="webhook-state"
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }} data-testid="webhook-events-list">
        {subscription.events.map((event) => (
          <EventChip key={event} event={event} />
        ))}
      </Box>
      {unheard.length ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          <Trans>Some of these events are no longer sent: the client’s scopes do not allow them.</Trans>
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          mt: 1,
        }}
      >
        <Typography variant="body2" color={failures > 0 ? 'error' : 'text.secondary'} data-testid="webhook-failures">
          <Trans>
            Added {added} · Failures in a row: {failures}
          </Trans>
          {subscription.allowPrivateNetwork ? (
            <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={<Trans>Private network allowed</Trans>} />
          ) : null}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {disabled ? (
            <Button
              size="small"
              startIcon={<PlayArrowIcon />}
              onClick={() => onToggle(true)}
              disabled={revoked || busy}
              data-testid="webhook-enable"
            >
              <Trans>Enable again</Trans>
            </Button>
          ) : (
            <Button
              size="small"
              startIcon={<PauseIcon />}
              onClick={() => onToggle(false)}
              disabled={revoked || busy}
              data-testid="webhook-pause"
            >
              <Trans>Pause</Trans>
            </Button>
          )}
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onDelete}
            data-testid="webhook-delete"
          >
            <Trans>Delete</Trans>
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
