import type { Config } from '../../../config.ts';

/** The embedded provider's token endpoint, or the external provider's (its discovery names it). */
export const tokenEndpoint = (config: Config) =>
  config.embeddedIdp ? `${config.issuer}/token` : `${config.issuer.replace(/\/$/, '')}/protocol/openid-connect/token`;

/** Production sends webhooks over HTTPS to public addresses only (webhooks/address-guard.ts). */
export const strictAddresses = (config: Config) => config.NODE_ENV === 'production';
