// Prints the Pothos schema to schema.graphql; with --check, fails when the committed file is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { printedSchema } from '../server/graphql/schema.ts';

const target = new URL('../schema.graphql', import.meta.url);
const printed = printedSchema();
if (process.argv.includes('--check')) {
  const current = await readFile(target, 'utf8').catch(() => '');
  if (current !== printed) {
    console.error('schema.graphql is stale: run "npm run schema:print" and commit it.');
    process.exit(1);
  }
  console.log('schema.graphql is current.');
} else {
  await writeFile(target, printed);
  console.log('schema.graphql written.');
}
