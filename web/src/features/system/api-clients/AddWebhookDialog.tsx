import { useState, type SubmitEvent } from 'react';
import { graphql, useMutation } from 'react-relay';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  AddWebhookDialogMutation,
  WebhookEvent as GraphqlEvent,
} from '../../../__generated__/AddWebhookDialogMutation.graphql';
import { FormDialog, dialogIds, useFormIssues } from '../../../shared/ui/FormDialog';
import { IssueTextField } from '../../../shared/admin/IssueTextField';
import { checkText, compact, isHttpUrl } from '../../../shared/admin/form';
import { WEBHOOK_URL_MAX } from '../../../shared/policies';
import { eventLabel, eventName, WEBHOOK_EVENTS } from './labels';
import { CheckboxGroup } from './ScopeCheckboxes';

type Key = 'url' | 'events';

/**
 * "Add webhook": the endpoint, the events (those the client's scopes allow) and, for an admin,
 * leave to use a private or loopback address (production refuses them otherwise). `onCreated`
 * gets the signing secret, to be shown once.
 */
export function AddWebhookDialog({
  clientId,
  events,
  admin,
  onClose,
  onCreated,
}: {
  clientId: string;
  /** The events the client may subscribe to. */
  events: readonly string[];
  admin: boolean;
  onClose: () => void;
  onCreated: (created: { url: string; secret: string }) => void;
}) {
  const { t, i18n } = useLingui();
  const [url, setUrl] = useState('https://');
  const [chosen, setChosen] = useState<string[]>([]);
  const [allowPrivateNetwork, setAllowPrivateNetwork] = useState(false);
  const { issues, formError, clear, accept, refused } = useFormIssues<Key>();
  const [commit, saving] = useMutation<AddWebhookDialogMutation>(graphql`
    mutation AddWebhookDialogMutation(
      $apiClientId: ID!
      $url: String!
      $events: [WebhookEvent!]!
      $allowPrivateNetwork: Boolean
    ) {
      createWebhookSubscription(
        apiClientId: $apiClientId
        url: $url
        events: $events
        allowPrivateNetwork: $allowPrivateNetwork
      ) {
        secret
        subscription {
          id
          url
        }
      }
    }
  `);
  const offered = WEBHOOK_EVENTS.filter((event) => events.includes(event));

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    const text = url.trim();
    const found = compact<Key>({
      url:
        checkText(text, { required: true, max: WEBHOOK_URL_MAX }) ?? (isHttpUrl(text) ? null : { code: 'invalid_url' }),
      events: chosen.length ? null : { code: 'required' },
    });
    if (!accept(found)) return;
    commit({
      variables: {
        apiClientId: clientId,
        url: text,
        events: offered.filter((option) => chosen.includes(option)) as GraphqlEvent[],
        allowPrivateNetwork: admin ? allowPrivateNetwork : null,
      },
      onCompleted: ({ createWebhookSubscription: { secret, subscription } }) =>
        onCreated({ url: subscription.url, secret }),
      onError: refused,
    });
  };

  return (
    <FormDialog
      id={dialogIds('webhook-add')}
      title={<Trans>Add a webhook</Trans>}
      maxWidth="sm"
      saving={saving}
      error={formError}
      submitLabel={saving ? <Trans>Adding…</Trans> : <Trans>Add</Trans>}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <Trans>
          We send each chosen event to this address as an HTTP POST with a JSON body, signed with the webhook’s secret
          (Standard Webhooks). An answer other than 2xx is retried for up to a few days.
        </Trans>
      </Typography>
      <IssueTextField
        id="webhook-url"
        label={t`Endpoint URL`}
        value={url}
        issue={issues.url}
        hint={t`An HTTPS address of your system, e.g. https://example.com/academy/webhooks`}
        onValue={(text) => {
          setUrl(text);
          clear('url');
        }}
        required
        fullWidth
        autoFocus
        type="url"
        testId="webhook-url"
        htmlInput={{ maxLength: WEBHOOK_URL_MAX, inputMode: 'url', spellCheck: false }}
      />
      <CheckboxGroup
        id="webhook-events"
        legend={<Trans>Events</Trans>}
        options={offered.map((option) => ({
          value: option,
          label: eventLabel(i18n, option),
          code: eventName(option),
        }))}
        value={chosen}
        onChange={(next) => {
          setChosen(next);
          clear('events');
        }}
        error={issues.events ? t`Choose at least one event` : undefined}
        hint={<Trans>Only the events the client’s scopes allow are offered.</Trans>}
      />
      {admin ? (
        <>
          <FormControlLabel
            sx={{ mt: 2 }}
            control={
              <Checkbox
                checked={allowPrivateNetwork}
                onChange={(change) => setAllowPrivateNetwork(change.target.checked)}
                slotProps={{ input: { 'data-testid': 'webhook-allow-private' } as object }}
              />
            }
            label={<Trans>Allow a private network address</Trans>}
          />
          <FormHelperText sx={{ mt: 0 }}>
            <Trans>
              Only for a system inside the school’s own network (e.g. 10.x.x.x or localhost): public systems never need
              it.
            </Trans>
          </FormHelperText>
        </>
      ) : null}
    </FormDialog>
  );
}
