import type { Config } from '../../../../config.ts';

/**
 * The public KSeF environments: the API's base URL (srodowiska.md, the open-api.json servers) and
 * the host of the verification links in the QR codes (kody-qr.md, "Środowiska").
 */
export const KSEF_ENVIRONMENTS = {
  test: { api: 'https://api-test.ksef.mf.gov.pl/v2', qr: 'https://qr-test.ksef.mf.gov.pl' },
  demo: { api: 'https://api-demo.ksef.mf.gov.pl/v2', qr: 'https://qr-demo.ksef.mf.gov.pl' },
  production: { api: 'https://api.ksef.mf.gov.pl/v2', qr: 'https://qr.ksef.mf.gov.pl' },
} as const satisfies Record<Config['KSEF_ENV'], { api: string; qr: string }>;

/** Where the local simulator is mounted (its API under `/v2`, its verification pages beside it). */
export const KSEF_SIMULATOR_PATH = '/ksef-simulator';

/**
 * Whether invoices go to the local simulator: no KSeF token outside production (in production
 * without a token they are issued offline instead, never simulated).
 */
export const usesKsefSimulator = (config: Pick<Config, 'KSEF_TOKEN' | 'NODE_ENV'>) =>
  !config.KSEF_TOKEN && config.NODE_ENV !== 'production';

/** The QR codes' link base: the simulator's on this site, else the configured environment's. */
export function ksefQrBase(config: Pick<Config, 'KSEF_TOKEN' | 'NODE_ENV' | 'KSEF_ENV' | 'publicUrl'>): string {
  if (usesKsefSimulator(config)) return `${config.publicUrl.origin}${KSEF_SIMULATOR_PATH}`;
  return KSEF_ENVIRONMENTS[config.KSEF_ENV].qr;
}
