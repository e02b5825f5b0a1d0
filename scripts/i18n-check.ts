// Fails when a Lingui catalog misses a translation, or when the source has a message that the
// catalogs do not have yet (run `npm run i18n:extract` and translate).
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const LOCALES = ['pl', 'en'];

function missingIn(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const missing: string[] = [];
  for (const block of text.split(/\n\n+/)) {
    if (/^#~/m.test(block)) continue; // obsolete entries
    const id = block.match(/^msgid "(.*)"$/m)?.[1];
    const str = block.match(/^msgstr "(.*)"((?:\n".*")*)$/m);
    if (id === undefined || id === '') continue;
    if (!str || (str[1] === '' && !str[2])) missing.push(id);
  }
  return missing;
}

// Every catalog of every locale: one per area (web/catalog-areas.ts), e.g. messages, user, admin.
const catalogs = () =>
  LOCALES.flatMap((locale) =>
    readdirSync(path.join(root, 'web/src/locales', locale))
      .filter((name) => name.endsWith('.po'))
      .map((name) => path.join(root, 'web/src/locales', locale, name)),
  );
const before = new Map(catalogs().map((file) => [file, readFileSync(file, 'utf8')]));
// Extract into the catalogs first, so messages added in code but not catalogued are caught.
const extract = spawnSync('npx', ['lingui', 'extract', '--config', 'web/lingui.config.ts'], {
  cwd: root,
  encoding: 'utf8',
});
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}
let failed = false;
for (const file of catalogs()) {
  const missing = missingIn(file);
  if (missing.length) {
    failed = true;
    const name = path.relative(root, file);
    console.error(`${name}: ${missing.length} missing translation(s):\n  ${missing.slice(0, 20).join('\n  ')}`);
  }
}
// Only messages and translations count: the creation date and source references do not.
const stripDates = (po: string) => po.replace(/^"POT-Creation-Date:.*$/m, '').replace(/^#:.*$/gm, '');
const changed = catalogs().filter(
  (file) => stripDates(readFileSync(file, 'utf8')) !== stripDates(before.get(file) ?? ''),
);
if (changed.length) {
  failed = true;
  console.error('Lingui catalogs were out of date with the source: extracted now; translate and commit them.');
}
if (failed) process.exit(1);
console.log(`Translations complete for ${LOCALES.join(', ')} (${catalogs().length} catalogs).`);
