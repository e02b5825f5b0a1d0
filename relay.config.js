/**
 * relay-compiler configuration. The compiler loads this file with require(), so in this
 * "type": "module" package the config is exported under the name 'module.exports'
 * (Node 24 returns that export from require() of an ES module).
 */
const config = {
  src: './web/src',
  schema: './schema.graphql',
  artifactDirectory: './web/src/__generated__',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  customScalarTypes: { DateTime: 'string', Date: 'string', Upload: 'File' },
  // Persisted operations: artifacts carry only `params.id` (the SHA-256 of the operation text), the
  // texts go into this map, which the server runs the web client's requests from
  // (server/graphql/persisted.ts). scripts/relay.mjs creates, prunes and validates it.
  persistConfig: { file: './web/src/__generated__/persisted-operations.json', algorithm: 'SHA256' },
};

export { config as 'module.exports' };
