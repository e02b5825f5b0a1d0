import type { Config } from '../../../../config.ts';
import { createKsefClient, type KsefClient } from './client.ts';
import { KSEF_ENVIRONMENTS, KSEF_SIMULATOR_PATH, usesKsefSimulator } from './environments.ts';
import { simulatorKsefToken } from './simulator/index.ts';

/**
 * Which KSeF the product sends its invoices to (issue 29, like payments/gateway.ts):
 * - `ksef`: the Ministry's API of KSEF_ENV, with KSEF_TOKEN for the context KSEF_NIP;
 * - `simulator`: without KSEF_TOKEN, outside production, the local simulator under
 *   /ksef-simulator, reached in process (the same client code, the simulator's own token);
 * - `offline`: production without KSEF_TOKEN: invoices are issued in the offline mode and wait,
 *   and every screen listing invoices warns the admin.
 */
export type KsefMode = 'ksef' | 'simulator' | 'offline';

export const ksefMode = (config: Config): KsefMode =>
  config.KSEF_TOKEN ? 'ksef' : usesKsefSimulator(config) ? 'simulator' : 'offline';

/** The seller's context NIP in KSeF. */
export const ksefNip = (config: Config) => config.KSEF_NIP ?? config.SELLER_NIP;

/** The simulator's base when reached in process (the host is never resolved). */
const IN_PROCESS_SIMULATOR = `http://ksef-simulator.internal${KSEF_SIMULATOR_PATH}/v2`;

export function createKsefGatewayClient(config: Config, inProcessFetch: typeof fetch): KsefClient | null {
  const nip = ksefNip(config);
  switch (ksefMode(config)) {
    case 'ksef':
      return createKsefClient({ baseUrl: KSEF_ENVIRONMENTS[config.KSEF_ENV].api, nip, token: config.KSEF_TOKEN! });
    case 'simulator':
      return createKsefClient({
        baseUrl: IN_PROCESS_SIMULATOR,
        nip,
        token: simulatorKsefToken(nip),
        fetch: inProcessFetch,
      });
    case 'offline':
      return null;
  }
}
