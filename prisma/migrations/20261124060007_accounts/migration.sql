-- AlterEnum
ALTER TYPE "UserTokenKind" ADD VALUE 'SET_PASSWORD';

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "deletedAt" TIMESTAMP(3),
ADD COLUMN     "deletionRequestedAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "User_createdAt_idx" ON "User"("createdAt");

-- CreateIndex
CREATE INDEX "User_deletionRequestedAt_idx" ON "User"("deletionRequestedAt");

-- CreateIndex
CREATE INDEX "UserResource_assignedEmail_idx" ON "UserResource"("assignedEmail");

-- CreateIndex
CREATE INDEX "UserResource_courseVariantId_idx" ON "UserResource"("courseVariantId");
