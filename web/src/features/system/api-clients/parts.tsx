import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { eventLabel, eventName, scopeLabel } from './labels';

// Also the calendar feed's address on the account page: shared since.
export { CopyButton, CopyableValue } from '../../../shared/ui/CopyableValue';

/** The scopes as chips with their labels (the permission name on hover). */
export function ScopeChips({ scopes, max }: { scopes: readonly string[]; max?: number }) {
  const { i18n } = useLingui();
  const shown = max !== undefined && scopes.length > max ? scopes.slice(0, max - 1) : scopes;
  const rest = scopes.slice(shown.length);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }} data-testid="api-client-scopes">
      {shown.map((scope) => (
        <Tooltip key={scope} title={scope}>
          <Chip size="small" label={scopeLabel(i18n, scope)} data-scope={scope} />
        </Tooltip>
      ))}
      {rest.length ? (
        <Tooltip title={rest.map((scope) => scopeLabel(i18n, scope)).join(', ')}>
          <Chip size="small" variant="outlined" label={`+${rest.length}`} />
        </Tooltip>
      ) : null}
    </Box>
  );
}

/** A webhook event: its label and, smaller, the `type` its receiver gets. */
export function EventChip({ event }: { event: string }) {
  const { i18n } = useLingui();
  return (
    <Chip
      size="small"
      variant="outlined"
      data-event={event}
      label={
        <>
          {eventLabel(i18n, event)}{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', color: 'text.secondary', fontSize: '0.75rem' }}>
            {eventName(event)}
          </Box>
        </>
      }
      sx={{ maxWidth: '100%' }}
    />
  );
}

/** Active or revoked. */
export function ClientStateChip({ revokedAt }: { revokedAt: string | null | undefined }) {
  return (
    <Chip
      size="small"
      color={revokedAt ? 'default' : 'success'}
      label={revokedAt ? <Trans>Revoked</Trans> : <Trans context="API client">Active</Trans>}
      data-testid="api-client-state"
      data-state={revokedAt ? 'revoked' : 'active'}
    />
  );
}

/** A label over its value (the details' facts). */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: 0.25, minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
