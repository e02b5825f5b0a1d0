// Prints the OpenAPI document of the REST facade (/api/v1) to openapi.json, generated from the
// routes' zod schemas; with --check, fails when the committed file is stale.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openTestDatabase } from '../server/platform/db/test-database.ts';

const target = new URL('../openapi.json', import.meta.url);
/** The integrator example's client types (README "For integrators"), generated from the document. */
const typesTarget = new URL('./integrator/openapi.d.ts', import.meta.url);

async function clientTypes(document: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(document) as OpenAPI3);
  return `// Generated from openapi.json by npm run openapi:print (openapi-typescript). Do not edit.\n${astToString(ast)}`;
}

/** The document as the app serves it at /api/docs/json, with the default configuration. */
export async function openApiDocument(): Promise<string> {
  delete process.env.TEST_DATABASE_URL; // an in-memory PGlite: the routes need a database to register
  const dataDir = await mkdtemp(path.join(tmpdir(), 'academy-openapi-'));
  const db = await openTestDatabase();
  try {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST: dataDir });
    const app = await buildApp({ config, db });
    try {
      await app.ready();
      // Formatted as `npm run lint` (prettier) wants it.
      const options = await resolveConfig(fileURLToPath(target));
      return format(JSON.stringify(app.swagger()), { ...options, parser: 'json' });
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const printed = await openApiDocument();
const types = await clientTypes(printed);
if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  const currentTypes = await readFile(typesTarget, 'utf8').catch(() => '');
  if (current !== printed || currentTypes !== types) {
    console.error('openapi.json (or its client types) is stale: run "npm run openapi:print" and commit it.');
    process.exit(1);
  }
  console.log('openapi.json and its client types are current.');
} else {
  await writeFile(target, printed);
  await writeFile(typesTarget, types);
  console.log('openapi.json and scripts/integrator/openapi.d.ts written.');
}
