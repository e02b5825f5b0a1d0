import { useState } from 'react';
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
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SegmentList_lesson$key } from '../../__generated__/SegmentList_lesson.graphql';
import type {
  SegmentList_segment$data,
  SegmentList_segment$key,
} from '../../__generated__/SegmentList_segment.graphql';
import type { SegmentListDeleteMutation } from '../../__generated__/SegmentListDeleteMutation.graphql';
import type { SegmentListReorderMutation } from '../../__generated__/SegmentListReorderMutation.graphql';
import { errorMessage } from '../../shared/errors/messages';
import { RichTextView } from '../../shared/rich-text/RichTextView';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useToast } from '../../shared/ui/toast';
import { EmptyState, IconAction, MoveButtons } from './common';
import { SegmentDialog, type EditedSegment } from './SegmentDialog';
import { kindIcon, useKindLabels } from './SegmentKindLabel';
import { SEGMENT_KINDS, formatBytes, type SegmentKind } from './segments';

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
    id
    segmentType
    position
    content
    media {
      originalName
      mimeType
      size
      url
    }
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
  const [deleting, setDeleting] = useState<{ id: string; kind: SegmentKind } | null>(null);
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
  const segments = lesson.segments;
  const failed = (error: unknown) => showToast(errorMessage(i18n, error), 'error');

  const move = (index: number, direction: 'up' | 'down') => {
    const other = direction === 'up' ? index - 1 : index + 1;
    const above = segments[Math.min(index, other)];
    const below = segments[Math.max(index, other)];
    if (!above || !below) return;
    reorder({
      variables: { input: { lessonSegmentIdUp: below.id, lessonSegmentIdDown: above.id } },
      onError: failed,
    });
  };

  const deletingKind = deleting ? labels[deleting.kind] : '';
  return (
    <Box component="section" aria-labelledby="lesson-content-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography id="lesson-content-title" variant="h2" sx={{ fontSize: '1.2rem', mr: 'auto' }}>
          <Trans>Content</Trans>
        </Typography>
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
      </Box>

      {segments.length === 0 ? (
        <EmptyState testId="segments-empty">
          <Trans>This lesson has no content yet. Add text, a video, audio, an image or a file.</Trans>
        </EmptyState>
      ) : (
        <Box
          component="ol"
          aria-label={t`Segments`}
          sx={{ p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {segments.map((segment, index) => (
            <SegmentCard
              key={segment.id}
              segment={segment}
              index={index}
              count={segments.length}
              reordering={reordering}
              onMove={(direction) => move(index, direction)}
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
              onDelete={() => setDeleting({ id: segment.id, kind: segment.segmentType as SegmentKind })}
            />
          ))}
        </Box>
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
        open={deleting != null}
        title={<Trans>Delete this segment?</Trans>}
        message={<Trans>The segment “{deletingKind}” and its file are deleted. This cannot be undone.</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        destructive
        busy={removing}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove({
            variables: { id: deleting.id },
            onCompleted: () => {
              setDeleting(null);
              showToast(t`Segment deleted`, 'success');
            },
            onError: (error) => {
              setDeleting(null);
              failed(error);
            },
          });
        }}
      />
    </Box>
  );
}

function SegmentCard({
  segment: key,
  index,
  count,
  reordering,
  onMove,
  onEdit,
  onDelete,
}: {
  segment: SegmentList_segment$key;
  index: number;
  count: number;
  reordering: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const segment = useFragment(segmentFragment, key);
  const labels = useKindLabels();
  const kind = segment.segmentType as SegmentKind;
  const number = index + 1;
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
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <MoveButtons
            index={index}
            count={count}
            disabled={reordering}
            upLabel={t`Move up`}
            downLabel={t`Move down`}
            onMove={onMove}
            testId="segment"
          />
          <IconAction label={t`Edit`} onClick={onEdit} data-testid="segment-edit">
            <EditOutlinedIcon />
          </IconAction>
          <IconAction label={t`Delete`} color="error" onClick={onDelete} data-testid="segment-delete">
            <DeleteOutlineIcon />
          </IconAction>
        </Box>
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
