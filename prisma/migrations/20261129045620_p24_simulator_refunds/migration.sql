-- CreateTable
CREATE TABLE "SimulatedP24Refund" (
    "requestId" TEXT NOT NULL,
    "refundsUuid" TEXT NOT NULL,
    "orderId" BIGINT NOT NULL,
    "sessionId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "urlStatus" TEXT,
    "status" TEXT NOT NULL DEFAULT 'REQUESTED',
    "reason" TEXT,
    "notifyAttempts" INTEGER NOT NULL DEFAULT 0,
    "nextNotifyAt" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SimulatedP24Refund_pkey" PRIMARY KEY ("requestId")
);

-- CreateIndex
CREATE INDEX "SimulatedP24Refund_orderId_idx" ON "SimulatedP24Refund"("orderId");

-- CreateIndex
CREATE INDEX "SimulatedP24Refund_status_nextNotifyAt_idx" ON "SimulatedP24Refund"("status", "nextNotifyAt");
