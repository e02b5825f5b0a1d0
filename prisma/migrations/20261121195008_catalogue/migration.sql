-- CreateEnum
CREATE TYPE "CourseCategory" AS ENUM ('PARTICULAR', 'OPEN', 'TECHNICAL', 'CERTIFIED');

-- CreateEnum
CREATE TYPE "CourseType" AS ENUM ('THEORETICAL', 'FULL');

-- CreateEnum
CREATE TYPE "CourseVariantType" AS ENUM ('FULL_ONLINE', 'FULL_MIXED', 'FULL_STATIONARY', 'THEORETICAL_ONLINE', 'THEORETICAL_STATIONARY');

-- CreateEnum
CREATE TYPE "Visibility" AS ENUM ('PUBLIC', 'PRIVATE', 'LANDING', 'SOON');

-- CreateEnum
CREATE TYPE "ExamDuration" AS ENUM ('DURATION_60', 'DURATION_120');

-- CreateEnum
CREATE TYPE "ProductCategory" AS ENUM ('EQUIPMENT', 'ACCESSORY', 'GADGET', 'SOFTWARE', 'SERVICE', 'VOUCHER');

-- CreateEnum
CREATE TYPE "CouponKind" AS ENUM ('AMOUNT', 'PERCENT');

-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "public" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "Course" (
    "id" UUID NOT NULL,
    "courseType" "CourseType" NOT NULL,
    "withoutExamFlg" BOOLEAN NOT NULL DEFAULT false,
    "title" TEXT NOT NULL,
    "highlightImageId" UUID,
    "description" TEXT NOT NULL DEFAULT '',
    "scope" TEXT NOT NULL DEFAULT '',
    "examDescription" TEXT NOT NULL DEFAULT '',
    "participationConditions" TEXT NOT NULL DEFAULT '',
    "theoryHours" DECIMAL(6,2),
    "exerciseHours" DECIMAL(6,2),
    "chapters" INTEGER,
    "vatRate" INTEGER NOT NULL DEFAULT 23,
    "accessMonths" INTEGER,
    "certificate" TEXT,
    "permissionNumber" TEXT,
    "examQuestionCount" INTEGER,
    "examDuration" "ExamDuration",
    "city" TEXT,
    "startDate" DATE,
    "endDate" DATE,
    "availablePlaces" INTEGER,
    "category" "CourseCategory" NOT NULL,
    "language" "Language" NOT NULL DEFAULT 'PL',
    "visibility" "Visibility" NOT NULL DEFAULT 'PRIVATE',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Course_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CourseVariant" (
    "id" UUID NOT NULL,
    "courseId" UUID NOT NULL,
    "variant" "CourseVariantType" NOT NULL,
    "priceGross" INTEGER NOT NULL,

    CONSTRAINT "CourseVariant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "shortDescription" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',
    "videoUrl" TEXT,
    "videoFileId" UUID,
    "category" "ProductCategory" NOT NULL,
    "vatRate" INTEGER NOT NULL DEFAULT 23,
    "kind" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "priceGross" INTEGER NOT NULL,
    "stock" INTEGER NOT NULL DEFAULT 0,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductVariant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductImage" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "fileId" UUID NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isMain" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "ProductImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DroneSpecification" (
    "productId" UUID NOT NULL,
    "aircraftType" TEXT,
    "droneClass" TEXT,
    "startingMass" TEXT,
    "maximumStartingMass" TEXT,
    "flightTime" TEXT,
    "preparationTime" TEXT,
    "cameraParams" TEXT,
    "compatibleSensors" TEXT,
    "additionalSensors" TEXT,
    "sizeExtended" TEXT,
    "sizeFolded" TEXT,
    "sizeTransportCase" TEXT,
    "workTemperature" TEXT,
    "normIP" TEXT,
    "specialFeatures" TEXT,
    "packageDescription" TEXT,
    "suggestedCertification" TEXT,

    CONSTRAINT "DroneSpecification_pkey" PRIMARY KEY ("productId")
);

-- CreateTable
CREATE TABLE "PriceChange" (
    "id" UUID NOT NULL,
    "courseVariantId" UUID,
    "productVariantId" UUID,
    "priceGross" INTEGER NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PriceChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DiscountCoupon" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "kind" "CouponKind" NOT NULL,
    "value" INTEGER NOT NULL,
    "validFrom" TIMESTAMP(3),
    "validTo" TIMESTAMP(3),
    "usageLimit" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "courseId" UUID,
    "productId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DiscountCoupon_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShippingMethod" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "priceGross" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShippingMethod_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Course_visibility_language_category_idx" ON "Course"("visibility", "language", "category");

-- CreateIndex
CREATE INDEX "Course_createdAt_idx" ON "Course"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "CourseVariant_courseId_variant_key" ON "CourseVariant"("courseId", "variant");

-- CreateIndex
CREATE INDEX "Product_category_idx" ON "Product"("category");

-- CreateIndex
CREATE INDEX "Product_createdAt_idx" ON "Product"("createdAt");

-- CreateIndex
CREATE INDEX "ProductVariant_productId_sortOrder_idx" ON "ProductVariant"("productId", "sortOrder");

-- CreateIndex
CREATE INDEX "ProductImage_productId_sortOrder_idx" ON "ProductImage"("productId", "sortOrder");

-- CreateIndex
CREATE INDEX "PriceChange_courseVariantId_changedAt_idx" ON "PriceChange"("courseVariantId", "changedAt");

-- CreateIndex
CREATE INDEX "PriceChange_productVariantId_changedAt_idx" ON "PriceChange"("productVariantId", "changedAt");

-- CreateIndex
CREATE UNIQUE INDEX "DiscountCoupon_code_key" ON "DiscountCoupon"("code");

-- CreateIndex
CREATE INDEX "DiscountCoupon_courseId_idx" ON "DiscountCoupon"("courseId");

-- CreateIndex
CREATE INDEX "DiscountCoupon_productId_idx" ON "DiscountCoupon"("productId");

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_highlightImageId_fkey" FOREIGN KEY ("highlightImageId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CourseVariant" ADD CONSTRAINT "CourseVariant_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_videoFileId_fkey" FOREIGN KEY ("videoFileId") REFERENCES "StoredFile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductImage" ADD CONSTRAINT "ProductImage_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductImage" ADD CONSTRAINT "ProductImage_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "StoredFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DroneSpecification" ADD CONSTRAINT "DroneSpecification_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceChange" ADD CONSTRAINT "PriceChange_courseVariantId_fkey" FOREIGN KEY ("courseVariantId") REFERENCES "CourseVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceChange" ADD CONSTRAINT "PriceChange_productVariantId_fkey" FOREIGN KEY ("productVariantId") REFERENCES "ProductVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountCoupon" ADD CONSTRAINT "DiscountCoupon_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DiscountCoupon" ADD CONSTRAINT "DiscountCoupon_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
