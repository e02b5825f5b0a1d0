import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconAction } from '../../shared/admin/IconAction';
import { visuallyHidden } from '../../shared/ui/visuallyHidden';
import { eventLabel, eventName, scopeLabel } from './labels';

/**
 * A button copying `value` to the clipboard: its icon turns into a tick for a moment (and screen
 * readers hear "Copied"). Where the browser refuses, the text `select` names is selected instead,
 * for the reader to copy by hand.
 */
export function CopyButton({
  value,
  label,
  select,
  testId,
}: {
  value: string;
  label: string;
  select?: () => HTMLElement | null;
  testId?: string;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<'yes' | 'manual' | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const done = (state: 'yes' | 'manual') => {
    setCopied(state);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(null), 2500);
  };
  const copy = () => {
    const manual = () => {
      const element = select?.();
      if (element) window.getSelection()?.selectAllChildren(element);
      done('manual');
    };
    if (!navigator.clipboard) return manual();
    navigator.clipboard.writeText(value).then(() => done('yes'), manual);
  };
  return (
    <>
      <IconAction
        label={label}
        tooltip={copied === 'yes' ? t`Copied` : copied === 'manual' ? t`Selected: press Ctrl+C to copy` : label}
        onClick={copy}
        size="small"
        data-testid={testId}
        data-copied={copied ?? undefined}
      >
        {copied === 'yes' ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
      </IconAction>
      <Box component="span" role="status" sx={visuallyHidden}>
        {copied === 'yes' ? <Trans>Copied</Trans> : null}
      </Box>
    </>
  );
}

/** A value shown in monospace (an id, a secret, a URL) with its copy button. */
export function CopyableValue({
  value,
  label,
  testId,
  strong = false,
  pre = false,
}: {
  value: string;
  /** The copy button's name, e.g. "Copy the client ID". */
  label: string;
  testId?: string;
  /** Framed and larger: a secret shown once. */
  strong?: boolean;
  /** Lines kept as they are (a command): scrolled sideways where too wide, never wrapped. */
  pre?: boolean;
}) {
  const text = useRef<HTMLElement | null>(null);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        minWidth: 0,
        ...(strong ? { border: 1, borderColor: 'divider', borderRadius: 1, pl: 1.5, pr: 0.5, py: 0.5 } : {}),
      }}
    >
      <Typography
        ref={text}
        component="code"
        variant="body2"
        sx={{
          fontFamily: 'monospace',
          fontSize: strong ? '0.95rem' : '0.85rem',
          ...(pre
            ? { whiteSpace: 'pre', overflowX: 'auto', py: 0.5 }
            : { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }),
          minWidth: 0,
          flex: strong ? 1 : undefined,
        }}
        data-testid={testId}
      >
        {value}
      </Typography>
      <CopyButton value={value} label={label} select={() => text.current} testId={testId && `${testId}-copy`} />
    </Box>
  );
}

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
  return revokedAt ? (
    <Chip
      size="small"
      color="default"
      label={<Trans>Revoked</Trans>}
      data-testid="api-client-state"
      data-state="revoked"
    />
  ) : (
    <Chip
      size="small"
      color="success"
      label={<Trans context="API client">Active</Trans>}
      data-testid="api-client-state"
      data-state="active"
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
