// The shape of demo course content (spec 3: subjects, lessons, segments, lesson questions), shared
// by prisma/seed/learning.ts (which stores it) and the content files beside this one. Kept apart
// from learning.ts so that the content files and the writer do not import each other.
import type { SegmentType } from '../../../server/generated/prisma/enums.ts';

/** The committed media files (prisma/seed/media): name on disk, MIME type (as saveFile would detect it). */
export const SEED_MEDIA = {
  video: { file: 'pre-flight-hover.mp4', mimeType: 'video/mp4' },
  audio: { file: 'briefing-tone.mp3', mimeType: 'audio/mpeg' },
  heightDiagram: { file: 'height-limit-vlos.png', mimeType: 'image/png' },
  zonesMap: { file: 'airspace-zones.jpg', mimeType: 'image/jpeg' },
  checklistPl: { file: 'checklist-pl.pdf', mimeType: 'application/pdf' },
  checklistEn: { file: 'checklist-en.pdf', mimeType: 'application/pdf' },
} as const;
export type MediaName = keyof typeof SEED_MEDIA;

export type SegmentSeed =
  { type: 'TEXT'; html: string } | { type: Exclude<SegmentType, 'TEXT'>; media: MediaName; caption: string };

export interface QuestionSeed {
  q: string;
  /** Answers in order; `true` marks a correct one (at least one per question). */
  a: [string, boolean][];
}

export interface LessonSeed {
  title: string;
  segments: SegmentSeed[];
  quiz?: QuestionSeed[];
  passThreshold?: number;
}

export interface SubjectSeed {
  title: string;
  lessons: LessonSeed[];
}

export function text(html: string): SegmentSeed {
  return { type: 'TEXT', html };
}
