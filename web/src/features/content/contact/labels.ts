import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const CONSULTATION_TIMES = ['ASAP', 'MORNING', 'MIDDAY', 'AFTERNOON'] as const;
export type ConsultationTimeValue = (typeof CONSULTATION_TIMES)[number];

export const TIME_LABELS: Record<ConsultationTimeValue, MessageDescriptor> = {
  ASAP: msg`As soon as possible`,
  MORNING: msg`Morning (10:00–12:00)`,
  MIDDAY: msg`Midday (12:00–15:00)`,
  AFTERNOON: msg`Afternoon (15:00–18:00)`,
};

export const STATUS_LABELS: Record<'NEW' | 'HANDLED', MessageDescriptor> = {
  NEW: msg`New`,
  HANDLED: msg`Handled`,
};
