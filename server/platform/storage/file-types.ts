/**
 * Upload kinds of spec 5, checked by extension and by the file's first bytes (its signature),
 * so a renamed executable is not accepted as a picture.
 */
export type FileKind = 'image' | 'audio' | 'video' | 'document' | 'attachment' | 'any';

interface TypeRule {
  extensions: string[];
  mimeType: string;
  matches: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => head[offset + i] === b);

const RULES: Record<Exclude<FileKind, 'any' | 'attachment'>, TypeRule[]> = {
  image: [
    { extensions: ['.png'], mimeType: 'image/png', matches: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47]) },
    { extensions: ['.jpg', '.jpeg'], mimeType: 'image/jpeg', matches: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  ],
  audio: [
    {
      extensions: ['.mp3'],
      mimeType: 'audio/mpeg',
      matches: (h) => startsWith(h, [0x49, 0x44, 0x33]) || (h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0),
    },
  ],
  video: [{ extensions: ['.mp4'], mimeType: 'video/mp4', matches: (h) => startsWith(h, [0x66, 0x74, 0x79, 0x70], 4) }],
  document: [
    { extensions: ['.pdf'], mimeType: 'application/pdf', matches: (h) => startsWith(h, [0x25, 0x50, 0x44, 0x46]) },
  ],
};

/**
 * Office documents, for `attachment` only (a job offer's attachment): OOXML and OpenDocument are
 * ZIP files, the older Word and Excel formats OLE compound files. Not part of `any`, whose
 * unknown extensions stay accepted as they were.
 */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const OFFICE: TypeRule[] = [
  {
    extensions: ['.docx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (h) => startsWith(h, ZIP),
  },
  {
    extensions: ['.xlsx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: (h) => startsWith(h, ZIP),
  },
  { extensions: ['.odt'], mimeType: 'application/vnd.oasis.opendocument.text', matches: (h) => startsWith(h, ZIP) },
  { extensions: ['.doc'], mimeType: 'application/msword', matches: (h) => startsWith(h, OLE) },
  { extensions: ['.xls'], mimeType: 'application/vnd.ms-excel', matches: (h) => startsWith(h, OLE) },
];

/** A job offer's attachment: a picture, a PDF or an office document. */
const ATTACHMENT: TypeRule[] = [...RULES.image, ...RULES.document, ...OFFICE];

export const SIGNATURE_BYTES = 12;

/** Every MIME type `checkFileType` may give a file of these kinds: what their downloads send. */
export function mimeTypesOf(...kinds: FileKind[]): string[] {
  const rules = kinds.flatMap((kind) =>
    kind === 'any' ? Object.values(RULES).flat() : kind === 'attachment' ? ATTACHMENT : RULES[kind],
  );
  const types = rules.map((rule) => rule.mimeType);
  if (kinds.includes('any')) types.push('application/octet-stream');
  return [...new Set(types)];
}

/** The MIME type to store, or null when the name or the content does not fit the kind. */
export function checkFileType(kind: FileKind, filename: string, head: Buffer): string | null {
  const extension = filename.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? '';
  if (kind === 'any') {
    for (const rules of Object.values(RULES)) {
      const rule = rules.find((r) => r.extensions.includes(extension));
      if (rule) return rule.matches(head) ? rule.mimeType : null;
    }
    return 'application/octet-stream';
  }
  const rule = (kind === 'attachment' ? ATTACHMENT : RULES[kind]).find((r) => r.extensions.includes(extension));
  return rule && rule.matches(head) ? rule.mimeType : null;
}
