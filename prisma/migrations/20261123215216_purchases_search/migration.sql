-- The admin purchases search (a fragment of the number, name, e-mail or NIP, ILIKE '%…%'):
-- trigram GIN indexes. Hand-written around the engine's output: pg_trgm is created in schema
-- public (once per database; PGlite loads it as @electric-sql/pglite/contrib/pg_trgm), so that
-- every schema of the database (the tests' and the bench's) finds its operator class, qualified
-- here. prisma/schema.prisma declares the same indexes (`ops: raw("gin_trgm_ops")`), so the next
-- `migrate:create` keeps them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- CreateIndex
CREATE INDEX "Purchase_number_trgm_idx" ON "Purchase" USING GIN ("number" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Purchase_name_trgm_idx" ON "Purchase" USING GIN ("name" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Purchase_email_trgm_idx" ON "Purchase" USING GIN ("email" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Purchase_invNip_trgm_idx" ON "Purchase" USING GIN ("invNip" public.gin_trgm_ops);
