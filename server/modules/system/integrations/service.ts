/** The integrations module (issue 30) as other modules and the auth layer see it. */
export { clientPrincipal, type ClientPrincipal, type ClientClaims } from './principal.ts';
export { oidcClientMetadata } from './oidc-clients.ts';
export { clientSecretMatches, isClientSecretHash, SECRET_CLAIM, secretFingerprint } from './secrets.ts';
export { recordWebhookEvent, announceSeatStarted } from './webhooks/events.ts';
export { webhookPass } from './webhooks/sender.ts';
