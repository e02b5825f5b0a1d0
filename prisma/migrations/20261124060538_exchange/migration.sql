-- CreateEnum
CREATE TYPE "ServiceCategory" AS ENUM ('OBJECT_INSPECTION', 'THERMOVISION', 'MATERIAL_TRANSPORT', 'PHOTOGRAPHY', 'VIDEO', 'CONSTRUCTION', 'GEODESY', 'SURFACE_CLEANING', 'SPECTRAL_ANALYSIS', 'AGRICULTURE', 'FORESTRY', 'DRONE_SHOWS');

-- CreateEnum
CREATE TYPE "JobFulfillmentTime" AS ENUM ('AS_SOON_AS_POSSIBLE', 'ONE_MONTH', 'TWO_THREE_MONTHS', 'CUSTOM_TIME');

-- CreateEnum
CREATE TYPE "PublicProfileStatus" AS ENUM ('PENDING', 'APPROVED', 'HIDDEN', 'REMOVED');

-- CreateEnum
CREATE TYPE "JobOfferStatus" AS ENUM ('OPEN', 'ENDED');

-- CreateTable
CREATE TABLE "PublicProfile" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "companyName" TEXT NOT NULL,
    "companyPhoneNumber" TEXT,
    "website" TEXT,
    "skysnapLink" TEXT,
    "shortDescription" TEXT,
    "lat" DECIMAL(17,14) NOT NULL,
    "lng" DECIMAL(17,14) NOT NULL,
    "town" TEXT,
    "services" "ServiceCategory"[],
    "status" "PublicProfileStatus" NOT NULL DEFAULT 'PENDING',
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PublicProfile_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "JobOffer" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "authorId" UUID NOT NULL,
    "category" "ServiceCategory" NOT NULL,
    "description" TEXT NOT NULL,
    "additionalRequirements" TEXT,
    "location" TEXT NOT NULL,
    "fulfillmentTime" "JobFulfillmentTime" NOT NULL,
    "customDate" DATE,
    "companyFlg" BOOLEAN NOT NULL DEFAULT false,
    "attachmentId" UUID,
    "status" "JobOfferStatus" NOT NULL DEFAULT 'OPEN',
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobOffer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PublicProfile_userId_key" ON "PublicProfile"("userId");

-- CreateIndex
CREATE INDEX "PublicProfile_status_companyName_idx" ON "PublicProfile"("status", "companyName");

-- CreateIndex
CREATE UNIQUE INDEX "JobOffer_number_key" ON "JobOffer"("number");

-- CreateIndex
CREATE INDEX "JobOffer_status_createdAt_idx" ON "JobOffer"("status", "createdAt");

-- CreateIndex
CREATE INDEX "JobOffer_authorId_createdAt_idx" ON "JobOffer"("authorId", "createdAt");

-- CreateIndex
CREATE INDEX "JobOffer_category_status_idx" ON "JobOffer"("category", "status");

-- AddForeignKey
ALTER TABLE "PublicProfile" ADD CONSTRAINT "PublicProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobOffer" ADD CONSTRAINT "JobOffer_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "JobOffer" ADD CONSTRAINT "JobOffer_attachmentId_fkey" FOREIGN KEY ("attachmentId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;
