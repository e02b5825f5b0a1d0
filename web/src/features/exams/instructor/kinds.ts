import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { palette } from '../../../app/theme';
import { WORK_SLOT_CAPACITY_MAX, WORK_SLOT_MINUTES } from '../../../shared/policies';

/** The kinds of a work slot (GraphQL WorkSlotKind). */
export const SLOT_KINDS = ['EXAM_60', 'EXAM_120', 'EXERCISE'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

export const isSlotKind = (value: string): value is SlotKind => (SLOT_KINDS as readonly string[]).includes(value);

/** A slot's length follows its kind (the server sets endsAt = startsAt + length). */
export const SLOT_MINUTES: Record<SlotKind, number> = WORK_SLOT_MINUTES;

export const SLOT_KIND_LABELS: Record<SlotKind, MessageDescriptor> = {
  EXAM_60: msg`Exam 60 min`,
  EXAM_120: msg`Exam 120 min`,
  EXERCISE: msg`Practice`,
};

/**
 * The colour of each kind in the calendar (brand colours of the theme, white text at ≥ 4.5:1):
 * the short exam sky blue, the long exam navy, practice green.
 */
export const SLOT_KIND_COLORS: Record<SlotKind, { background: string; text: string }> = {
  EXAM_60: { background: palette.sky, text: '#ffffff' },
  EXAM_120: { background: palette.navy, text: '#ffffff' },
  EXERCISE: { background: '#15803d', text: '#ffffff' },
};

/** Capacity limits of a slot (the server's rule). */
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = WORK_SLOT_CAPACITY_MAX;
export const PLACE_MAX = 255;
export const ONLINE_LINK_MAX = 500;
