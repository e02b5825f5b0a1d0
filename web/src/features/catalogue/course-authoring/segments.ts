/** The five kinds of lesson segments (SegmentType) and what each accepts as its file. */
export const SEGMENT_KINDS = ['TEXT', 'VIDEO', 'AUDIO', 'IMAGE', 'FILE'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];
export type MediaKind = Exclude<SegmentKind, 'TEXT'>;

export function isMediaKind(kind: string): kind is MediaKind {
  return kind === 'VIDEO' || kind === 'AUDIO' || kind === 'IMAGE' || kind === 'FILE';
}

/**
 * Spec 5: images .png .jpg .jpeg, audio .mp3, video .mp4, a file of any type. The server checks
 * the content; this check (by the name's extension) only saves a pointless upload.
 */
export const MEDIA_FILES: Record<MediaKind, { extensions: readonly string[] | null; accept: string }> = {
  VIDEO: { extensions: ['.mp4'], accept: '.mp4,video/mp4' },
  AUDIO: { extensions: ['.mp3'], accept: '.mp3,audio/mpeg' },
  IMAGE: { extensions: ['.png', '.jpg', '.jpeg'], accept: '.png,.jpg,.jpeg,image/png,image/jpeg' },
  FILE: { extensions: null, accept: '' },
};

export type FileProblem = 'type' | 'size' | 'empty';

/** Why `file` cannot be the file of a `kind` segment (null: it can). `maxBytes` null: no known limit. */
export function fileProblem(
  kind: MediaKind,
  file: { name: string; size: number },
  maxBytes: number | null,
): FileProblem | null {
  const { extensions } = MEDIA_FILES[kind];
  const name = file.name.toLowerCase();
  if (extensions && !extensions.some((extension) => name.endsWith(extension))) return 'type';
  if (file.size === 0) return 'empty';
  if (maxBytes != null && file.size > maxBytes) return 'size';
  return null;
}
