import { useEffect, useRef, useState } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SegmentDialogCreateMutation } from '../../../__generated__/SegmentDialogCreateMutation.graphql';
import type { SegmentDialogUpdateMutation } from '../../../__generated__/SegmentDialogUpdateMutation.graphql';
import { errorMessage, validationMessage } from '../../../shared/errors/messages';
import { LESSON_TEXT_MAX } from '../../../shared/policies';
import { isUploadAborted, uploadWithProgress, type UploadProgress } from '../../../shared/relay/uploadWithProgress';
import { RichTextEditor } from '../../../shared/rich-text/RichTextEditor';
import { useToast } from '../../../shared/ui/toast';
import { FormDialog, dialogIds } from '../../../shared/ui/FormDialog';
import { useKindLabels } from './SegmentKindLabel';
import { formatBytes } from '../../../shared/format';
import { MEDIA_FILES, fileProblem, isMediaKind, type FileProblem, type SegmentKind } from './segments';

/** A media segment's caption (plain text): at most this many characters. */
export const CAPTION_MAX = 255;

const createMutation = graphql`
  mutation SegmentDialogCreateMutation($input: CreateLessonSegmentInput!) {
    createLessonSegment(input: $input) {
      ...SegmentList_lesson
    }
  }
`;

const updateMutation = graphql`
  mutation SegmentDialogUpdateMutation($input: UpdateLessonSegmentInput!) {
    updateLessonSegment(input: $input) {
      ...SegmentList_segment
    }
  }
`;

export interface EditedSegment {
  id: string;
  segmentType: SegmentKind;
  content: string;
  media: { originalName: string; size: number } | null;
}

/**
 * Adds a segment of `kind` to the lesson, or edits `segment`: rich text for TEXT; for media a
 * file (type and size checked here, by content on the server) and an optional caption. A file
 * goes up with a progress bar and can be cancelled; the dialog stays open until it is done.
 */
export function SegmentDialog({
  lessonId,
  kind,
  segment,
  maxBytes,
  onClose,
}: {
  lessonId: string;
  kind: SegmentKind;
  segment: EditedSegment | null;
  maxBytes: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const { showToast } = useToast();
  const environment = useRelayEnvironment();
  const labels = useKindLabels();
  const [content, setContent] = useState(segment?.content ?? '');
  const [textLength, setTextLength] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileIssue, setFileIssue] = useState<FileProblem | 'required' | null>(null);
  const [contentIssue, setContentIssue] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const cancelUpload = useRef<(() => void) | null>(null);
  // Leaving the page (or the dialog) stops an upload still running.
  useEffect(() => () => cancelUpload.current?.(), []);
  const input = useRef<HTMLInputElement>(null);
  const [create, creating] = useMutation<SegmentDialogCreateMutation>(createMutation);
  const [update, updating] = useMutation<SegmentDialogUpdateMutation>(updateMutation);
  const uploading = progress != null;
  const busy = uploading || creating || updating;
  const media = isMediaKind(kind) ? kind : null;
  const limit = maxBytes != null ? formatBytes(maxBytes, i18n.locale) : null;

  const fileMessage = (problem: FileProblem | 'required' | null) => {
    if (!problem || !media) return null;
    switch (problem) {
      case 'required':
        return t`Choose a file`;
      case 'empty':
        return t`The file is empty`;
      case 'size':
        return t`The file is too large: the limit is ${limit}`;
      case 'type':
        return media === 'VIDEO'
          ? t`Choose an .mp4 file`
          : media === 'AUDIO'
            ? t`Choose an .mp3 file`
            : t`Choose a .png, .jpg or .jpeg file`;
    }
  };

  const done = (message: string) => {
    showToast(message, 'success');
    onClose();
  };
  const refused = (error: unknown) => {
    setProgress(null);
    cancelUpload.current = null;
    setFormError(errorMessage(i18n, error));
  };

  const submit = () => {
    setFormError(null);
    // Client checks: TEXT needs visible text within the limit; a new media segment needs a file.
    if (!media) {
      const visible = textLength ?? content.replace(/<[^>]*>/g, '').trim().length;
      const issue = !visible
        ? validationMessage(i18n, 'required')
        : visible > LESSON_TEXT_MAX
          ? validationMessage(i18n, 'max_length', LESSON_TEXT_MAX)
          : null;
      setContentIssue(issue);
      if (issue) return;
    } else {
      const caption = content.trim();
      const captionIssue = caption.length > CAPTION_MAX ? validationMessage(i18n, 'max_length', CAPTION_MAX) : null;
      setContentIssue(captionIssue);
      const missing = !segment && !file ? 'required' : null;
      setFileIssue(missing ?? fileIssue);
      if (captionIssue || missing || (file && fileIssue)) return;
    }
    const text = media ? content.trim() : content;
    const message = segment ? t`Changes saved` : t`Segment added`;

    if (file) {
      setProgress({ loaded: 0, total: file.size, percent: 0 });
      const handle = segment
        ? uploadWithProgress<SegmentDialogUpdateMutation>({
            environment,
            mutation: updateMutation,
            variables: { input: { id: segment.id, content: text, file: null } },
            uploadables: { 'input.file': file },
            onProgress: setProgress,
          })
        : uploadWithProgress<SegmentDialogCreateMutation>({
            environment,
            mutation: createMutation,
            variables: { input: { lessonId, segmentType: kind, content: text, file: null } },
            uploadables: { 'input.file': file },
            onProgress: setProgress,
          });
      cancelUpload.current = handle.abort;
      handle.promise.then(
        () => {
          cancelUpload.current = null;
          done(message);
        },
        (error: unknown) => {
          if (isUploadAborted(error)) {
            setProgress(null);
            cancelUpload.current = null;
            showToast(t`Upload cancelled`, 'info');
          } else {
            refused(error);
          }
        },
      );
      return;
    }
    if (segment) {
      update({
        variables: { input: { id: segment.id, content: text } },
        onCompleted: () => done(message),
        onError: refused,
      });
    } else {
      create({
        variables: { input: { lessonId, segmentType: kind, content: text } },
        onCompleted: () => done(message),
        onError: refused,
      });
    }
  };

  const kindLabel = labels[kind];
  const percent = progress?.percent ?? null;
  return (
    <FormDialog
      id={dialogIds('segment')}
      title={segment ? <Trans>Edit segment: {kindLabel}</Trans> : <Trans>New segment: {kindLabel}</Trans>}
      maxWidth="md"
      saving={busy}
      error={formError}
      submitLabel={segment ? <Trans>Save</Trans> : <Trans>Add</Trans>}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      cancel={
        uploading ? (
          <Button color="error" onClick={() => cancelUpload.current?.()} data-testid="segment-upload-cancel">
            <Trans>Cancel upload</Trans>
          </Button>
        ) : null
      }
    >
      {!media ? (
        <Box sx={{ pt: 1 }}>
          <RichTextEditor
            id="segment-text"
            testId="segment-text"
            label={t`Text`}
            value={segment?.content ?? ''}
            maxLength={LESSON_TEXT_MAX}
            disabled={busy}
            error={Boolean(contentIssue)}
            helperText={contentIssue}
            onChange={(html, length) => {
              setContent(html);
              setTextLength(length);
              setContentIssue(null);
            }}
          />
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                disabled={busy}
                onClick={() => input.current?.click()}
                data-testid="segment-file-pick"
              >
                {segment?.media || file ? <Trans>Replace file</Trans> : <Trans>Choose file</Trans>}
              </Button>
              <input
                ref={input}
                type="file"
                hidden
                accept={MEDIA_FILES[media].accept || undefined}
                disabled={busy}
                data-testid="segment-file-input"
                onChange={(event) => {
                  const picked = event.target.files?.[0];
                  event.target.value = '';
                  if (!picked) return;
                  setFile(picked);
                  setFileIssue(fileProblem(media, picked, maxBytes));
                }}
              />
              <Typography
                variant="body2"
                sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
                data-testid="segment-file-name"
              >
                {file ? (
                  <Trans>
                    Picked: {file.name} ({formatBytes(file.size, i18n.locale)})
                  </Trans>
                ) : segment?.media ? (
                  <Trans>
                    Current: {segment.media.originalName} ({formatBytes(segment.media.size, i18n.locale)})
                  </Trans>
                ) : (
                  <Trans>No file chosen</Trans>
                )}
              </Typography>
            </Box>
            <Typography
              variant="body2"
              color={fileIssue ? 'error' : 'text.secondary'}
              role={fileIssue ? 'alert' : undefined}
              sx={{ mt: 1 }}
              data-testid="segment-file-help"
            >
              {fileMessage(fileIssue) ?? <FileHelp kind={media} limit={limit} />}
            </Typography>
          </Box>
          <TextField
            label={t`Caption (optional)`}
            fullWidth
            value={content}
            disabled={busy}
            error={Boolean(contentIssue)}
            helperText={contentIssue ?? t`Shown to students below the file.`}
            onChange={(event) => {
              setContent(event.target.value);
              setContentIssue(null);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'segment-caption' } }}
          />
          {uploading ? (
            <Box role="status" aria-live="polite" data-testid="segment-upload-progress">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2">
                  {percent === 100 ? <Trans>Processing the file…</Trans> : <Trans>Uploading…</Trans>}
                </Typography>
                <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {percent == null ? '' : `${percent}%`}
                </Typography>
              </Box>
              <LinearProgress
                variant={percent == null ? 'indeterminate' : 'determinate'}
                value={percent ?? 0}
                aria-label={t`Upload progress`}
              />
            </Box>
          ) : null}
        </Box>
      )}
    </FormDialog>
  );
}

/** Which files a kind takes, and the size limit. */
function FileHelp({ kind, limit }: { kind: Exclude<SegmentKind, 'TEXT'>; limit: string | null }) {
  const size = limit ?? '';
  switch (kind) {
    case 'VIDEO':
      return limit ? <Trans>MP4 video, up to {size}.</Trans> : <Trans>MP4 video.</Trans>;
    case 'AUDIO':
      return limit ? <Trans>MP3 audio, up to {size}.</Trans> : <Trans>MP3 audio.</Trans>;
    case 'IMAGE':
      return limit ? <Trans>PNG or JPG picture, up to {size}.</Trans> : <Trans>PNG or JPG picture.</Trans>;
    case 'FILE':
      return limit ? <Trans>A file of any type, up to {size}.</Trans> : <Trans>A file of any type.</Trans>;
  }
}
