import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from './visuallyHidden';

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
      <Tooltip title={copied === 'yes' ? t`Copied` : copied === 'manual' ? t`Selected: press Ctrl+C to copy` : label}>
        <IconButton
          aria-label={label}
          onClick={copy}
          size="small"
          data-testid={testId}
          data-copied={copied ?? undefined}
        >
          {copied === 'yes' ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
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
