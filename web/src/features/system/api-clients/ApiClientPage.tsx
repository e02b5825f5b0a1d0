import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockIcon from '@mui/icons-material/Block';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ApiClientPageQuery,
  ApiClientPageQuery$variables,
} from '../../../__generated__/ApiClientPageQuery.graphql';
import type { ApiClientPageRotateMutation } from '../../../__generated__/ApiClientPageRotateMutation.graphql';
import type { ApiClientPageRevokeMutation } from '../../../__generated__/ApiClientPageRevokeMutation.graphql';
import { AdminPage } from '../../../shared/admin/AdminPage';
import { NotFoundState } from '../../../shared/admin/NotFoundState';
import { Section } from '../../../shared/admin/Section';
import { errorMessage } from '../../../shared/errors/messages';
import { formatDateTime } from '../../../shared/format';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { OwnerKind } from './ApiClientsList';
import { useClientsArea } from './area';
import { ClientSecretDialog } from './ClientSecretDialog';
import { DeliveryLog } from './DeliveryLog';
import { EditClientDialog } from './EditClientDialog';
import { isDeliveryStatus, type DeliveryStatus } from './labels';
import { ClientStateChip, CopyableValue, Fact, ScopeChips } from './parts';
import type { RegisteredClient } from './RegisterClientDialog';
import { WebhooksSection } from './WebhooksSection';

/**
 * /admin/api-clients/:clientId and /api-clients/:clientId (issue 30): one API client — its ID,
 * owner, scopes, use and token endpoint; "Edit" (name, scopes), "Rotate secret" (the new one shown
 * once) and "Revoke" (for good: the page then shows it revoked, its actions off); its webhooks and
 * their delivery log (the log's state filter lives in the URL: `status`).
 */
export default function ApiClientPage() {
  const { clientId = '' } = useParams();
  const { admin, base } = useClientsArea();
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? '';
  const status = isDeliveryStatus(statusParam) ? statusParam : null;
  const [fetchKey, setFetchKey] = useState(0);
  const refresh = useCallback(() => setFetchKey((key) => key + 1), []);
  const variables = useMemo<ApiClientPageQuery$variables>(() => ({ id: clientId, status }), [clientId, status]);
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<ApiClientPageQuery>(
    graphql`
      query ApiClientPageQuery($id: ID!, $status: WebhookDeliveryStatus) {
        apiClientSetup {
          tokenUrl
        }
        apiClient(id: $id) {
          id
          clientId
          name
          scopes
          external
          ownerName
          ownedByCompany
          createdAt
          secretSetAt
          lastUsedAt
          revokedAt
          ...WebhooksSection_client
          ...DeliveryLog_client @arguments(status: $status)
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);
  const [rotated, setRotated] = useState<RegisteredClient | null>(null);
  const [rotate, rotating] = useMutation<ApiClientPageRotateMutation>(graphql`
    mutation ApiClientPageRotateMutation($id: ID!) {
      rotateApiClientSecret(id: $id) {
        secret
        client {
          id
          clientId
          name
          secretSetAt
        }
      }
    }
  `);
  const [revoke, revoking] = useMutation<ApiClientPageRevokeMutation>(graphql`
    mutation ApiClientPageRevokeMutation($id: ID!) {
      revokeApiClient(id: $id) {
        id
        revokedAt
      }
    }
  `);

  const client = data.apiClient;
  if (!client) {
    return (
      <NotFoundState
        title={<Trans>API client not found</Trans>}
        message={<Trans>This API client does not exist, or it is not yours to manage.</Trans>}
        backTo={base}
        backLabel={<Trans>All API clients</Trans>}
      />
    );
  }

  const name = client.name;
  const revoked = Boolean(client.revokedAt);
  const revokedOn = formatDateTime(client.revokedAt);
  const failed = (error: Error) => {
    setAsking(null);
    showToast(errorMessage(i18n, error), 'error');
  };
  const onRotate = () =>
    rotate({
      variables: { id: client.id },
      onCompleted: ({ rotateApiClientSecret: { client: updated, secret } }) => {
        setAsking(null);
        setRotated({ ...updated, secret: secret ?? null });
      },
      onError: failed,
    });
  const onRevoke = () =>
    revoke({
      variables: { id: client.id },
      onCompleted: () => {
        setAsking(null);
        showToast(t`Client ${name} revoked`, 'success');
      },
      onError: failed,
    });
  const setStatus = (next: DeliveryStatus | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('status', next);
        else updated.delete('status');
        return updated;
      },
      { replace: true },
    );

  return (
    <AdminPage
      back={{ to: base, label: <Trans>All API clients</Trans> }}
      title={client.name}
      subtitle={
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <ClientStateChip revokedAt={client.revokedAt} />
          {admin ? <OwnerKind company={client.ownedByCompany} /> : null}
        </Box>
      }
      maxWidth="lg"
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<EditOutlinedIcon />}
            onClick={() => setEditing(true)}
            disabled={revoked}
            data-testid="api-client-edit"
          >
            <Trans>Edit</Trans>
          </Button>
          {client.external ? null : (
            <Button
              variant="outlined"
              startIcon={<AutorenewIcon />}
              onClick={() => setAsking('rotate')}
              disabled={revoked}
              data-testid="api-client-rotate"
            >
              <Trans>Rotate secret</Trans>
            </Button>
          )}
          <Button
            variant="outlined"
            color="error"
            startIcon={<BlockIcon />}
            onClick={() => setAsking('revoke')}
            disabled={revoked}
            data-testid="api-client-revoke"
          >
            <Trans>Revoke</Trans>
          </Button>
        </>
      }
    >
      {revoked ? (
        <Alert severity="warning" sx={{ mb: 3 }} data-testid="api-client-revoked">
          <Trans>
            Revoked on {revokedOn}: its tokens no longer work and its webhooks are not sent. It stays listed for the
            record.
          </Trans>
        </Alert>
      ) : null}
      <Section id="api-client" title={<Trans>Client</Trans>}>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
            m: 0,
          }}
        >
          <Fact label={<Trans>Client ID</Trans>}>
            <CopyableValue value={client.clientId} label={t`Copy the client ID`} testId="api-client-client-id" />
          </Fact>
          {admin ? (
            <Fact label={<Trans>Acts for</Trans>}>
              <Typography sx={{ overflowWrap: 'anywhere' }} data-testid="api-client-owner">
                {client.ownerName}
              </Typography>
            </Fact>
          ) : null}
          <Fact label={<Trans>Registered</Trans>}>
            <Typography>{formatDateTime(client.createdAt)}</Typography>
          </Fact>
          <Fact label={<Trans>Secret</Trans>}>
            <Typography>
              {client.external ? <Trans>Kept by the identity provider</Trans> : <SecretSetAt at={client.secretSetAt} />}
            </Typography>
          </Fact>
          <Fact label={<Trans>Last used</Trans>}>
            <Typography data-testid="api-client-last-used">
              {client.lastUsedAt ? formatDateTime(client.lastUsedAt) : <Trans>Never</Trans>}
            </Typography>
          </Fact>
          <Fact label={<Trans>Token endpoint</Trans>}>
            <CopyableValue
              value={data.apiClientSetup.tokenUrl}
              label={t`Copy the token endpoint`}
              testId="api-client-token-url"
            />
          </Fact>
        </Box>
        <Box component="dl" sx={{ m: 0, mt: 2 }}>
          <Fact label={<Trans>Scopes: what its tokens may do</Trans>}>
            <Box sx={{ mt: 0.5 }}>
              <ScopeChips scopes={client.scopes} />
            </Box>
          </Fact>
        </Box>
      </Section>
      <WebhooksSection client={client} admin={admin} onChanged={refresh} />
      <DeliveryLog
        client={client}
        status={status}
        onStatus={setStatus}
        onRefresh={refresh}
        loading={shown !== variables}
      />
      {editing ? <EditClientDialog client={client} onClose={() => setEditing(false)} /> : null}
      <ConfirmDialog
        open={asking === 'rotate'}
        busy={rotating}
        title={<Trans>Rotate the secret of {name}?</Trans>}
        message={
          <Trans>
            A new secret is made and shown once. The current secret, and every token issued with it, stop working at
            once: update the partner’s system right away.
          </Trans>
        }
        confirmLabel={<Trans>Rotate secret</Trans>}
        onCancel={() => setAsking(null)}
        onConfirm={onRotate}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        destructive
        busy={revoking}
        title={<Trans>Revoke {name}?</Trans>}
        message={
          <Trans>
            Its tokens stop working on their next request and its webhooks are no longer sent. A revoked client cannot
            be restored: register a new one if needed.
          </Trans>
        }
        confirmLabel={<Trans>Revoke</Trans>}
        onCancel={() => setAsking(null)}
        onConfirm={onRevoke}
      />
      {rotated ? (
        <ClientSecretDialog
          created={rotated}
          tokenUrl={data.apiClientSetup.tokenUrl}
          rotated
          onClose={() => setRotated(null)}
        />
      ) : null}
    </AdminPage>
  );
}

function SecretSetAt({ at }: { at: string }) {
  const when = formatDateTime(at);
  return <Trans>Set {when}</Trans>;
}
