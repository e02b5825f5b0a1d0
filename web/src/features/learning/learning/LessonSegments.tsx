import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import { Trans, useLingui } from '@lingui/react/macro';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { formatBytes } from '../../../shared/format';

export interface SegmentView {
  readonly id: string;
  readonly segmentType: string;
  readonly content: string;
  readonly media:
    | { readonly originalName: string; readonly mimeType: string; readonly size: number; readonly url: string }
    | null
    | undefined;
}

/**
 * A lesson's segments in order: rich text (sanitized again by the shared viewer), video and audio
 * players streaming from the media URL (the server answers Range requests, so seeking works),
 * pictures, and files to download. A media segment whose file is not uploaded yet shows nothing.
 */
export function LessonSegments({ segments }: { segments: readonly SegmentView[] }) {
  if (!segments.length) {
    return (
      <Typography color="text.secondary" data-testid="lesson-empty">
        <Trans>This lesson has no content yet.</Trans>
      </Typography>
    );
  }
  return (
    <Stack spacing={3} data-testid="lesson-segments">
      {segments.map((segment) => (
        <Segment key={segment.id} segment={segment} />
      ))}
    </Stack>
  );
}

function Segment({ segment }: { segment: SegmentView }) {
  const { t, i18n } = useLingui();
  const caption = segment.content.trim();
  const { media } = segment;
  const fileName = media?.originalName ?? '';
  switch (segment.segmentType) {
    case 'TEXT':
      return (
        <RichTextView
          html={segment.content}
          data-testid="segment-text"
          sx={{ lineHeight: 1.7, '& > :last-child': { mb: 0 }, '& img': { maxWidth: '100%', height: 'auto' } }}
        />
      );
    case 'VIDEO':
      if (!media) return null;
      return (
        <Figure caption={caption} testId="segment-video">
          <Box
            component="video"
            controls
            preload="metadata"
            playsInline
            src={media.url}
            aria-label={caption || t`Video: ${fileName}`}
            sx={{ display: 'block', width: '100%', maxHeight: '70vh', bgcolor: '#000', borderRadius: 2 }}
          >
            <Trans>
              Your browser cannot play this video. <Link href={media.url}>Download it</Link>.
            </Trans>
          </Box>
        </Figure>
      );
    case 'AUDIO':
      if (!media) return null;
      return (
        <Figure caption={caption} testId="segment-audio">
          <Box
            component="audio"
            controls
            preload="metadata"
            src={media.url}
            aria-label={caption || t`Audio: ${fileName}`}
            sx={{ display: 'block', width: '100%' }}
          >
            <Trans>
              Your browser cannot play this recording. <Link href={media.url}>Download it</Link>.
            </Trans>
          </Box>
        </Figure>
      );
    case 'IMAGE':
      if (!media) return null;
      return (
        <Figure caption={caption} testId="segment-image" captionHidden>
          <Box
            component="img"
            src={media.url}
            alt={caption}
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 2, mx: 'auto' }}
          />
        </Figure>
      );
    case 'FILE': {
      if (!media) return null;
      const size = formatBytes(media.size, i18n.locale);
      return (
        <Paper
          variant="outlined"
          sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
          data-testid="segment-file"
        >
          <InsertDriveFileOutlinedIcon color="primary" aria-hidden />
          <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
            {caption ? <Typography sx={{ fontWeight: 600 }}>{caption}</Typography> : null}
            <Link
              href={media.url}
              download={media.originalName}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
              data-testid="segment-file-link"
            >
              <DownloadIcon fontSize="small" aria-hidden />
              <span>
                {media.originalName}{' '}
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  ({size})
                </Box>
              </span>
            </Link>
          </Box>
        </Paper>
      );
    }
    default:
      return null;
  }
}

/** A player or picture with its caption below (a picture's caption is its alt text, so it is read once). */
function Figure({
  caption,
  testId,
  captionHidden = false,
  children,
}: {
  caption: string;
  testId: string;
  captionHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={testId}>
      {children}
      {caption ? (
        <Typography
          component="figcaption"
          variant="body2"
          color="text.secondary"
          aria-hidden={captionHidden || undefined}
          sx={{ mt: 1 }}
        >
          {caption}
        </Typography>
      ) : null}
    </Box>
  );
}
