import { useDeferredValue, useMemo, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Trans } from '@lingui/react/macro';
import type {
  ApiClientsPageQuery,
  ApiClientsPageQuery$variables,
} from '../../../__generated__/ApiClientsPageQuery.graphql';
import { ADMIN_PAGE_SIZE, useListState } from '../../../shared/admin/listState';
import { Page } from '../../../shared/ui/Page';
import { ApiClientsList } from './ApiClientsList';
import { useClientsArea } from './area';
import { RegisterClientDialog, type RegisteredClient } from './RegisterClientDialog';
import { ClientSecretDialog } from './ClientSecretDialog';

/** The list has no filters and one order (newest first). */
const NO_FILTERS: readonly never[] = [];
const NO_SORT: Record<string, string> = {};

/**
 * /admin/api-clients (manage:apiClient:any: every client, the school's and the companies') and
 * /api-clients (a company account, manage:apiClient:own: its own), issue 30: the API clients,
 * 25 a page, and "Register a client", whose ID and secret are then shown once; "I have saved it"
 * opens the new client's page (its webhooks).
 */
export default function ApiClientsPage() {
  const { admin, clientPath } = useClientsArea();
  const navigate = useNavigate();
  const list = useListState(NO_FILTERS, NO_SORT);
  const { after } = list;
  const variables = useMemo<ApiClientsPageQuery$variables>(() => ({ first: ADMIN_PAGE_SIZE, after }), [after]);
  const shown = useDeferredValue(variables);
  const data = useLazyLoadQuery<ApiClientsPageQuery>(
    graphql`
      query ApiClientsPageQuery($first: Int!, $after: String) {
        apiClientSetup {
          scopes
          tokenUrl
          external
        }
        apiClients(first: $first, after: $after) {
          totalCount
          ...ApiClientsList_connection
        }
      }
    `,
    shown,
    { fetchPolicy: 'store-and-network' },
  );
  const [registering, setRegistering] = useState(false);
  const [created, setCreated] = useState<RegisteredClient | null>(null);
  const setup = data.apiClientSetup;
  const total = data.apiClients.totalCount;
  const register = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={() => setRegistering(true)}
      disabled={setup.scopes.length === 0}
      data-testid="api-client-register"
    >
      <Trans>Register a client</Trans>
    </Button>
  );

  return (
    <Page
      title={<Trans>API clients</Trans>}
      subtitle={
        admin ? (
          <Trans>
            Systems that use the academy’s API: the school’s own and the companies’. Each has its scopes and may be told
            about events by webhooks.
          </Trans>
        ) : (
          <Trans>
            Your systems that use the academy’s API for your company: your purchases, invoices and employees’ seats.
            Each may also be told about events by webhooks.
          </Trans>
        )
      }
      maxWidth="xl"
      actions={total > 0 ? register : undefined}
    >
      {total === 0 && !after ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }} data-testid="api-clients-empty">
          <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 720 }}>
            <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
              <Trans>No API clients yet</Trans>
            </Typography>
            <Typography color="text.secondary">
              <Trans>
                Register a client for each system that should talk to the academy, such as an accounting or HR program.
                It gets an ID and a secret to obtain access tokens, and only the scopes you choose.
              </Trans>
            </Typography>
            {register}
          </Stack>
        </Paper>
      ) : (
        <>
          <Typography sx={{ mb: 1 }} color="text.secondary" data-testid="api-clients-total" data-total={total}>
            <Trans>API clients: {total}</Trans>
          </Typography>
          <ApiClientsList connection={data.apiClients} list={list} loading={shown !== variables} />
        </>
      )}
      {registering ? (
        <RegisterClientDialog
          setup={setup}
          onClose={() => setRegistering(false)}
          onCreated={(client) => {
            setRegistering(false);
            setCreated(client);
          }}
        />
      ) : null}
      {created ? (
        <ClientSecretDialog
          created={created}
          tokenUrl={setup.tokenUrl}
          onClose={() => void navigate(clientPath(created.id))}
        />
      ) : null}
    </Page>
  );
}
