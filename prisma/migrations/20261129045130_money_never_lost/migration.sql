-- CreateEnum
CREATE TYPE "PurchaseEventKind" AS ENUM ('STATUS', 'PAYMENT_STARTED', 'PAYMENT_NOTIFIED', 'PAYMENT_VERIFIED', 'REFUND_NEEDED', 'REFUND_REQUESTED', 'REFUND_DONE', 'REFUND_FAILED', 'INVOICE_ISSUED', 'CORRECTION_ISSUED');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('NEEDED', 'REQUESTED', 'DONE', 'FAILED');

-- CreateEnum
CREATE TYPE "RefundMethod" AS ENUM ('PRZELEWY24', 'TRANSFER');

-- CreateEnum
CREATE TYPE "RefundReason" AS ENUM ('CANCELLED_ORDER', 'PAID_TWICE', 'ADMIN');

-- AlterEnum
ALTER TYPE "PaymentStatus" ADD VALUE 'VERIFYING';

-- AlterTable
ALTER TABLE "Payment" ADD COLUMN     "checkedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "PurchaseEvent" ADD COLUMN     "amount" INTEGER,
ADD COLUMN     "kind" "PurchaseEventKind" NOT NULL DEFAULT 'STATUS';

-- CreateTable
CREATE TABLE "Refund" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "paymentId" UUID,
    "method" "RefundMethod" NOT NULL,
    "reason" "RefundReason" NOT NULL,
    "status" "RefundStatus" NOT NULL,
    "amount" INTEGER NOT NULL,
    "requestId" UUID NOT NULL,
    "refundsUuid" TEXT NOT NULL,
    "sentAt" TIMESTAMP(3),
    "doneAt" TIMESTAMP(3),
    "failureReason" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "restocked" BOOLEAN NOT NULL DEFAULT false,
    "actorId" UUID,
    "checkedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RefundLine" (
    "id" UUID NOT NULL,
    "refundId" UUID NOT NULL,
    "purchaseItemId" UUID,
    "quantity" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,

    CONSTRAINT "RefundLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CorrectionInvoice" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "refundId" UUID NOT NULL,
    "invoiceId" UUID NOT NULL,
    "series" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reason" TEXT NOT NULL,

    CONSTRAINT "CorrectionInvoice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Refund_requestId_key" ON "Refund"("requestId");

-- CreateIndex
CREATE UNIQUE INDEX "Refund_refundsUuid_key" ON "Refund"("refundsUuid");

-- CreateIndex
CREATE INDEX "Refund_purchaseId_createdAt_idx" ON "Refund"("purchaseId", "createdAt");

-- CreateIndex
CREATE INDEX "Refund_status_updatedAt_idx" ON "Refund"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "RefundLine_refundId_idx" ON "RefundLine"("refundId");

-- CreateIndex
CREATE INDEX "RefundLine_purchaseItemId_idx" ON "RefundLine"("purchaseItemId");

-- CreateIndex
CREATE UNIQUE INDEX "CorrectionInvoice_refundId_key" ON "CorrectionInvoice"("refundId");

-- CreateIndex
CREATE UNIQUE INDEX "CorrectionInvoice_number_key" ON "CorrectionInvoice"("number");

-- CreateIndex
CREATE INDEX "CorrectionInvoice_purchaseId_idx" ON "CorrectionInvoice"("purchaseId");

-- CreateIndex
CREATE UNIQUE INDEX "CorrectionInvoice_series_year_sequence_key" ON "CorrectionInvoice"("series", "year", "sequence");

-- CreateIndex
CREATE INDEX "Payment_status_updatedAt_idx" ON "Payment"("status", "updatedAt");

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefundLine" ADD CONSTRAINT "RefundLine_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RefundLine" ADD CONSTRAINT "RefundLine_purchaseItemId_fkey" FOREIGN KEY ("purchaseItemId") REFERENCES "PurchaseItem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CorrectionInvoice" ADD CONSTRAINT "CorrectionInvoice_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CorrectionInvoice" ADD CONSTRAINT "CorrectionInvoice_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CorrectionInvoice" ADD CONSTRAINT "CorrectionInvoice_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
