// Every PGlite the product opens (the app's, the tests', the migration engine's shadow and
// diff databases) starts with the same extensions, so a migration that needs one (pg_trgm for
// the purchases search) replays the same everywhere. PGlite ships contrib extensions as
// separate bundles that must be passed at creation; `CREATE EXTENSION` then works as on
// PostgreSQL.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };

/** `PGlite.create` with the product's extensions (`dataDir` omitted: in memory). */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
}
