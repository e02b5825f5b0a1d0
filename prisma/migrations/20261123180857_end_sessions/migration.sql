-- AlterTable
ALTER TABLE "OidcPayload" ADD COLUMN     "accountId" TEXT;

-- AlterTable
ALTER TABLE "Session" DROP COLUMN "idToken",
ADD COLUMN     "providerSid" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "tokensValidAfter" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "OidcPayload_accountId_idx" ON "OidcPayload"("accountId");

-- Rows written before the column existed: their owner is in the payload.
UPDATE "OidcPayload" SET "accountId" = "payload"->>'accountId' WHERE "payload" ? 'accountId';
