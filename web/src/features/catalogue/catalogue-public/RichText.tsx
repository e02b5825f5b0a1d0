import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { hasVisibleText } from './catalogue';

/**
 * Rich text of a course or product (sanitized by the server on write, and again by the shared
 * viewer); empty editor output renders nothing.
 */
export function RichText({ html, testId }: { html: string; testId?: string }) {
  if (!hasVisibleText(html)) return null;
  return (
    <RichTextView
      html={html}
      data-testid={testId}
      sx={{ lineHeight: 1.65, maxWidth: 820, '& > :last-child': { mb: 0 }, '& li + li': { mt: 0.5 } }}
    />
  );
}
