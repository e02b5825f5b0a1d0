import { useState, type ReactNode } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SegmentList_lesson$key } from '../../../__generated__/SegmentList_lesson.graphql';
import type {
  SegmentList_segment$data,
  SegmentList_segment$key,
} from '../../../__generated__/SegmentList_segment.graphql';
import type { SegmentListDeleteMutation } from '../../../__generated__/SegmentListDeleteMutation.graphql';
import type { SegmentListReorderMutation } from '../../../__generated__/SegmentListReorderMutation.graphql';
import { errorMessage } from '../../../shared/errors/messages';
import { RichTextView } from '../../../shared/rich-text/RichTextView';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/toast';
import { useConfirmDelete } from '../../../shared/ui/useConfirmDelete';
import { EmptyState, NumberedList, OrderedRowActions, SectionHeading } from './common';
import { SegmentDialog, type EditedSegment } from './SegmentDialog';
import { kindIcon, useKindLabels } from './SegmentKindLabel';
import { formatBytes } from '../../../shared/format';
import { SEGMENT_KINDS, type SegmentKind } from './segments';

const lessonFragment = graphql`
  fragment SegmentList_lesson on Lesson {
    id
    segments {
      id
      segmentType
      content
      media {
        originalName
        size
      }
      ...SegmentList_segment
    }
  }
`;

const segmentFragment = graphql`
  fragment SegmentList_segment on LessonSegment {
    ...lessonSegment_fields @relay(mask: false)
    position
  }
`;

type Editing = { kind: SegmentKind; segment: EditedSegment | null };

/**
 * The lesson's content: its segments in order, each shown as students see it (media players
 * with the stored file), with edit, delete (confirmed) and move; adding asks for the kind first.
 */
export function SegmentList({ lesson: key, maxBytes }: { lesson: SegmentList_lesson$key; maxBytes: number | null }) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const lesson = useFragment(lessonFragment, key);
  const labels = useKindLabels();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [remove, removing] = useMutation<SegmentListDeleteMutation>(graphql`
    mutation SegmentListDeleteMutation($id: ID!) {
      deleteLessonSegment(id: $id) {
        ...SegmentList_lesson
      }
    }
  `);
  const [reorder, reordering] = useMutation<SegmentListReorderMutation>(graphql`
    mutation SegmentListReorderMutation($input: ReorderLessonSegmentsInput!) {
      reorderLessonSegments(input: $input) {
        ...SegmentList_lesson
      }
    }
  `);
  const deletion = useConfirmDelete<{ id: string; kind: SegmentKind }>({
    remove: (segment, callbacks) => remove({ variables: { id: segment.id }, ...callbacks }),
    busy: removing,
    deleted: t`Segment deleted`,
  });
  const segments = lesson.segments;
  const failed = (error: unknown) => showToast(errorMessage(i18n, error), 'error');

  const deletingKind = deletion.target ? labels[deletion.target.kind] : '';
  return (
    <Box component="section" aria-labelledby="lesson-content-title" sx={{ mb: 3 }}>
      <SectionHeading
        id="lesson-content-title"
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={(event) => setMenu(event.currentTarget)}
              aria-haspopup="menu"
              aria-controls={menu ? 'segment-kind-menu' : undefined}
              aria-expanded={menu ? true : undefined}
              data-testid="segment-add"
            >
              <Trans>Add segment</Trans>
            </Button>
            <Menu id="segment-kind-menu" anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
              {SEGMENT_KINDS.map((kind) => (
                <MenuItem
                  key={kind}
                  onClick={() => {
                    setMenu(null);
                    setEditing({ kind, segment: null });
                  }}
                  data-testid={`segment-add-${kind.toLowerCase()}`}
                >
                  <ListItemIcon>{kindIcon(kind)}</ListItemIcon>
                  <ListItemText>{labels[kind]}</ListItemText>
                </MenuItem>
              ))}
            </Menu>
          </>
        }
      >
        <Trans>Content</Trans>
      </SectionHeading>

      {segments.length === 0 ? (
        <EmptyState testId="segments-empty">
          <Trans>This lesson has no content yet. Add text, a video, audio, an image or a file.</Trans>
        </EmptyState>
      ) : (
        <NumberedList label={t`Segments`} gap={2}>
          {segments.map((segment, index) => (
            <SegmentCard
              key={segment.id}
              segment={segment}
              number={index + 1}
              actions={
                <OrderedRowActions
                  rows={segments}
                  index={index}
                  reordering={reordering}
                  onSwap={(above, below) =>
                    reorder({
                      variables: { input: { lessonSegmentIdUp: below.id, lessonSegmentIdDown: above.id } },
                      onError: failed,
                    })
                  }
                  editLabel={t`Edit`}
                  onEdit={() =>
                    setEditing({
                      kind: segment.segmentType as SegmentKind,
                      segment: {
                        id: segment.id,
                        segmentType: segment.segmentType as SegmentKind,
                        content: segment.content,
                        media: segment.media
                          ? { originalName: segment.media.originalName, size: segment.media.size }
                          : null,
                      },
                    })
                  }
                  onDelete={() => deletion.ask({ id: segment.id, kind: segment.segmentType as SegmentKind })}
                  testId="segment"
                />
              }
            />
          ))}
        </NumberedList>
      )}

      {editing ? (
        <SegmentDialog
          lessonId={lesson.id}
          kind={editing.kind}
          segment={editing.segment}
          maxBytes={maxBytes}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ConfirmDialog
        {...deletion.dialog}
        title={<Trans>Delete this segment?</Trans>}
        message={<Trans>The segment “{deletingKind}” and its file are deleted. This cannot be undone.</Trans>}
      />
    </Box>
  );
}

/** One segment: its number and kind with the row's actions, then its preview. */
function SegmentCard({
  segment: key,
  number,
  actions,
}: {
  segment: SegmentList_segment$key;
  number: number;
  actions: ReactNode;
}) {
  const segment = useFragment(segmentFragment, key);
  const labels = useKindLabels();
  const kind = segment.segmentType as SegmentKind;
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', overflow: 'hidden' }} data-testid="segment-row">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1.5, sm: 2 },
          py: 1,
          bgcolor: 'action.hover',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', mr: 'auto' }}>
          {kindIcon(kind)}
          <Typography sx={{ fontWeight: 500, color: 'text.primary' }} data-testid="segment-kind">
            {number}. {labels[kind]}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>{actions}</Box>
      </Box>
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <SegmentPreview segment={segment} />
      </Box>
    </Paper>
  );
}

/** The segment as students see it: the text, or the player / picture / download of its file. */
function SegmentPreview({ segment }: { segment: SegmentList_segment$data }) {
  const { t, i18n } = useLingui();
  const { media } = segment;
  if (segment.segmentType === 'TEXT') {
    return <RichTextView html={segment.content} data-testid="segment-text-preview" />;
  }
  const caption = segment.content ? (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
      {segment.content}
    </Typography>
  ) : null;
  if (!media) {
    return (
      <>
        <Typography color="warning.main">
          <Trans>No file yet: edit the segment to upload one. Students do not see it until then.</Trans>
        </Typography>
        {caption}
      </>
    );
  }
  const size = formatBytes(media.size, i18n.locale);
  const fileLine = (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
      {media.originalName} · {size}
    </Typography>
  );
  const alt = segment.content || media.originalName;
  switch (segment.segmentType) {
    case 'VIDEO':
      return (
        <>
          <Box
            component="video"
            controls
            preload="metadata"
            src={media.url}
            aria-label={alt}
            sx={{
              display: 'block',
              width: '100%',
              maxWidth: 720,
              maxHeight: 405,
              bgcolor: 'common.black',
              borderRadius: 1,
            }}
            data-testid="segment-video"
          />
          {caption}
          {fileLine}
        </>
      );
    case 'AUDIO':
      return (
        <>
          <Box
            component="audio"
            controls
            preload="metadata"
            src={media.url}
            aria-label={alt}
            sx={{ display: 'block', width: '100%', maxWidth: 480 }}
            data-testid="segment-audio"
          />
          {caption}
          {fileLine}
        </>
      );
    case 'IMAGE':
      return (
        <>
          <Box
            component="img"
            src={media.url}
            alt={alt}
            loading="lazy"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, borderRadius: 1 }}
            data-testid="segment-image"
          />
          {caption}
          {fileLine}
        </>
      );
    default:
      return (
        <>
          <Link
            href={media.url}
            download={media.originalName}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            aria-label={t`Download ${media.originalName}`}
            data-testid="segment-file"
          >
            <DownloadIcon fontSize="small" />
            {media.originalName}
          </Link>
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            ({size})
          </Typography>
          {caption}
        </>
      );
  }
}
