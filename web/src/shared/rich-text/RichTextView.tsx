import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { sanitizeRichText } from './sanitize';
import { richTextStyles } from './styles';

/** Shows rich text from the API (sanitized again here: defence in depth). */
export function RichTextView({ html, sx, ...rest }: { html: string | null | undefined } & Omit<BoxProps, 'children'>) {
  const safe = useMemo(() => sanitizeRichText(html ?? ''), [html]);
  if (!safe) return null;
  return (
    <Box
      {...rest}
      sx={[richTextStyles, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
