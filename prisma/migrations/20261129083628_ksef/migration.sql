-- CreateEnum
CREATE TYPE "KsefStatus" AS ENUM ('QUEUED', 'SENDING', 'ACCEPTED', 'REJECTED');

-- CreateEnum
CREATE TYPE "KsefOfflineReason" AS ENUM ('UNAVAILABLE', 'NO_CREDENTIALS');

-- CreateTable
CREATE TABLE "KsefSubmission" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "invoiceId" UUID,
    "correctionId" UUID,
    "documentNumber" TEXT NOT NULL,
    "buyerName" TEXT NOT NULL,
    "buyerNip" TEXT,
    "issueDate" DATE NOT NULL,
    "status" "KsefStatus" NOT NULL DEFAULT 'QUEUED',
    "offlineReason" "KsefOfflineReason",
    "sendBy" TIMESTAMP(3),
    "xml" TEXT NOT NULL,
    "xmlHash" TEXT NOT NULL,
    "sessionRef" TEXT,
    "invoiceRef" TEXT,
    "ksefNumber" TEXT,
    "acceptedAt" TIMESTAMP(3),
    "upo" TEXT,
    "errors" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leasedUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KsefSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Setting" (
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Setting_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SimulatedKsefAuth" (
    "referenceNumber" TEXT NOT NULL,
    "nip" TEXT NOT NULL,
    "authenticationToken" TEXT NOT NULL,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "statusCode" INTEGER NOT NULL,
    "statusDescription" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SimulatedKsefAuth_pkey" PRIMARY KEY ("referenceNumber")
);

-- CreateTable
CREATE TABLE "SimulatedKsefSession" (
    "referenceNumber" TEXT NOT NULL,
    "nip" TEXT NOT NULL,
    "symmetricKey" TEXT NOT NULL,
    "iv" TEXT NOT NULL,
    "statusCode" INTEGER NOT NULL DEFAULT 100,
    "invoiceCount" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closedAt" TIMESTAMP(3),

    CONSTRAINT "SimulatedKsefSession_pkey" PRIMARY KEY ("referenceNumber")
);

-- CreateTable
CREATE TABLE "SimulatedKsefInvoice" (
    "referenceNumber" TEXT NOT NULL,
    "sessionRef" TEXT NOT NULL,
    "ordinalNumber" INTEGER NOT NULL,
    "sellerNip" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "invoiceNumber" TEXT NOT NULL,
    "invoiceHash" TEXT NOT NULL,
    "offlineMode" BOOLEAN NOT NULL DEFAULT false,
    "ksefNumber" TEXT,
    "statusCode" INTEGER NOT NULL,
    "statusDescription" TEXT NOT NULL,
    "details" JSONB,
    "extensions" JSONB,
    "upo" TEXT,
    "invoicingDate" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acquisitionDate" TIMESTAMP(3),

    CONSTRAINT "SimulatedKsefInvoice_pkey" PRIMARY KEY ("referenceNumber")
);

-- CreateIndex
CREATE UNIQUE INDEX "KsefSubmission_invoiceId_key" ON "KsefSubmission"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "KsefSubmission_correctionId_key" ON "KsefSubmission"("correctionId");

-- CreateIndex
CREATE UNIQUE INDEX "KsefSubmission_ksefNumber_key" ON "KsefSubmission"("ksefNumber");

-- CreateIndex
CREATE INDEX "KsefSubmission_status_nextAttemptAt_idx" ON "KsefSubmission"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "KsefSubmission_createdAt_id_idx" ON "KsefSubmission"("createdAt", "id");

-- CreateIndex
CREATE INDEX "KsefSubmission_purchaseId_idx" ON "KsefSubmission"("purchaseId");

-- CreateIndex
CREATE UNIQUE INDEX "SimulatedKsefAuth_authenticationToken_key" ON "SimulatedKsefAuth"("authenticationToken");

-- CreateIndex
CREATE UNIQUE INDEX "SimulatedKsefAuth_accessToken_key" ON "SimulatedKsefAuth"("accessToken");

-- CreateIndex
CREATE UNIQUE INDEX "SimulatedKsefAuth_refreshToken_key" ON "SimulatedKsefAuth"("refreshToken");

-- CreateIndex
CREATE UNIQUE INDEX "SimulatedKsefInvoice_ksefNumber_key" ON "SimulatedKsefInvoice"("ksefNumber");

-- CreateIndex
CREATE INDEX "SimulatedKsefInvoice_sessionRef_ordinalNumber_idx" ON "SimulatedKsefInvoice"("sessionRef", "ordinalNumber");

-- CreateIndex
CREATE INDEX "SimulatedKsefInvoice_sellerNip_kind_invoiceNumber_idx" ON "SimulatedKsefInvoice"("sellerNip", "kind", "invoiceNumber");

-- AddForeignKey
ALTER TABLE "KsefSubmission" ADD CONSTRAINT "KsefSubmission_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KsefSubmission" ADD CONSTRAINT "KsefSubmission_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "KsefSubmission" ADD CONSTRAINT "KsefSubmission_correctionId_fkey" FOREIGN KEY ("correctionId") REFERENCES "CorrectionInvoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;
