import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** An e-invoice's way through KSeF (GraphQL `KsefState`), in the filter's order. */
export const KSEF_STATES = ['QUEUED', 'SENDING', 'ACCEPTED', 'REJECTED'] as const;
export type KsefState = (typeof KSEF_STATES)[number];

export const KSEF_STATE_LABELS: Record<KsefState, MessageDescriptor> = {
  QUEUED: msg`Queued`,
  SENDING: msg`Sending`,
  ACCEPTED: msg`Accepted`,
  REJECTED: msg`Rejected`,
};

/** Accepted green, rejected red, waiting grey, on its way blue. */
export const KSEF_STATE_COLORS: Record<KsefState, 'default' | 'info' | 'success' | 'error'> = {
  QUEUED: 'default',
  SENDING: 'info',
  ACCEPTED: 'success',
  REJECTED: 'error',
};

export const E_INVOICE_KINDS = ['INVOICE', 'CORRECTION'] as const;
export type EInvoiceKind = (typeof E_INVOICE_KINDS)[number];
export const E_INVOICE_KIND_LABELS: Record<EInvoiceKind, MessageDescriptor> = {
  INVOICE: msg`Invoice`,
  CORRECTION: msg`Correction`,
};

export const KSEF_MODE_LABELS: Record<'ksef' | 'simulator' | 'offline', MessageDescriptor> = {
  ksef: msg`KSeF (the Ministry of Finance)`,
  simulator: msg`Local KSeF simulator`,
  offline: msg`Offline (not sent)`,
};

export const KSEF_ENVIRONMENT_LABELS: Record<string, MessageDescriptor> = {
  test: msg`test`,
  demo: msg`demo`,
  production: msg`production`,
};

export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);
