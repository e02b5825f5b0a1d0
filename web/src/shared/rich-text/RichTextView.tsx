import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { sanitizeRichText } from './sanitize';
import { richTextStyles } from './styles';

/** Shows rich text from the API (sanitized again here: defence in depth). */
export function RichTextView({ html, sx, ...rest }: { html: string | null | undefined } & Omit<BoxProps, 'children'>) {
  const { t } = useLingui();
  const tableLabel = t`Table`;
  const safe = useMemo(() => sanitizeRichText(html ?? '', { tableRegions: tableLabel }), [html, tableLabel]);
  if (!safe) return null;
  return (
    <Box
      {...rest}
      sx={[richTextStyles, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
