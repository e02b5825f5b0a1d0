-- DropIndex
DROP INDEX "Purchase_status_createdAt_idx";

-- CreateIndex
CREATE INDEX "Purchase_status_createdAt_paymentType_totalGross_containsCo_idx" ON "Purchase"("status", "createdAt", "paymentType", "totalGross", "containsCourses", "containsProducts");
