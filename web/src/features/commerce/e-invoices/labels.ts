import { msg } from '@lingui/core/macro';
import { chipEnum, labelledEnum, type EnumValue } from '../../../shared/i18n/enumLabels';

/**
 * An e-invoice's way through KSeF (GraphQL `KsefState`), in the filter's order: accepted green,
 * rejected red, waiting grey, on its way blue.
 */
export const KSEF_STATE = chipEnum({
  QUEUED: [msg`Queued`, 'default'],
  SENDING: [msg`Sending`, 'info'],
  ACCEPTED: [msg`Accepted`, 'success'],
  REJECTED: [msg`Rejected`, 'error'],
});
export type KsefState = EnumValue<typeof KSEF_STATE>;

export const E_INVOICE_KIND = labelledEnum({
  INVOICE: msg`Invoice`,
  CORRECTION: msg`Correction`,
});

export const KSEF_MODE = labelledEnum({
  ksef: msg`KSeF (the Ministry of Finance)`,
  simulator: msg`Local KSeF simulator`,
  offline: msg`Offline (not sent)`,
});

export const KSEF_ENVIRONMENT = labelledEnum({
  test: msg`test`,
  demo: msg`demo`,
  production: msg`production`,
});
