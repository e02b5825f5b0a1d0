-- Admin tables at 100 000 rows (issue 15, npm run bench -- --only admin): every sort of the users,
-- products, job offers and provider cards tables has an index ending in its tie-breaker id (the
-- keyset pages Prisma's cursor reads), and the ILIKE '%…%' searches have trigram GIN indexes.
-- Hand-edited like 20261123215216_purchases_search: the operator class is qualified with schema
-- public, where pg_trgm lives (created there once per database).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- CreateIndex
CREATE INDEX "JobOffer_createdAt_id_idx" ON "JobOffer"("createdAt", "id");

-- CreateIndex
CREATE INDEX "JobOffer_category_createdAt_id_idx" ON "JobOffer"("category", "createdAt", "id");

-- CreateIndex
CREATE INDEX "Product_createdAt_id_idx" ON "Product"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Product_name_id_idx" ON "Product"("name", "id");

-- CreateIndex
CREATE INDEX "Product_category_id_idx" ON "Product"("category", "id");

-- CreateIndex
CREATE INDEX "Product_name_trgm_idx" ON "Product" USING GIN ("name" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "Product_nameEn_trgm_idx" ON "Product" USING GIN ("nameEn" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "PublicProfile_updatedAt_id_idx" ON "PublicProfile"("updatedAt", "id");

-- CreateIndex
CREATE INDEX "PublicProfile_status_updatedAt_id_idx" ON "PublicProfile"("status", "updatedAt", "id");

-- CreateIndex
CREATE INDEX "PublicProfile_companyName_trgm_idx" ON "PublicProfile" USING GIN ("companyName" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "PublicProfile_town_trgm_idx" ON "PublicProfile" USING GIN ("town" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt", "id");

-- CreateIndex
CREATE INDEX "User_role_createdAt_id_idx" ON "User"("role", "createdAt", "id");

-- CreateIndex
CREATE INDEX "User_email_id_idx" ON "User"("email", "id");

-- CreateIndex
CREATE INDEX "User_lastName_firstName_companyName_email_id_idx" ON "User"("lastName", "firstName", "companyName", "email", "id");

-- CreateIndex
CREATE INDEX "User_firstName_trgm_idx" ON "User" USING GIN ("firstName" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_lastName_trgm_idx" ON "User" USING GIN ("lastName" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_companyName_trgm_idx" ON "User" USING GIN ("companyName" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_email_trgm_idx" ON "User" USING GIN ("email" public.gin_trgm_ops);

-- CreateIndex
CREATE INDEX "User_nip_trgm_idx" ON "User" USING GIN ("nip" public.gin_trgm_ops);
