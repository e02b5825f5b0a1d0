/**
 * The product's policies live with the server (`server/contract/policies.ts`, pure data) so that
 * both sides page, price and fall back alike. The web imports them only through this file.
 */
export * from '../../../server/contract/policies';
