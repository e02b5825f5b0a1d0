-- CreateEnum
CREATE TYPE "PurchaseStatus" AS ENUM ('PLACED', 'PAID', 'SEND', 'DELIVERED', 'COMPLETED', 'NO_PAID', 'NO_ITEMS');

-- CreateEnum
CREATE TYPE "PaymentType" AS ENUM ('PRZELEWY24_TRANSFER', 'TRADITIONAL_TRANSFER', 'O_TRANSFER');

-- CreateEnum
CREATE TYPE "BuyerType" AS ENUM ('INDIVIDUAL', 'BUSINESS');

-- CreateEnum
CREATE TYPE "PurchaseItemKind" AS ENUM ('COURSE', 'PRODUCT');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('REGISTERED', 'VERIFIED', 'FAILED');

-- CreateTable
CREATE TABLE "Purchase" (
    "id" UUID NOT NULL,
    "number" TEXT NOT NULL,
    "buyerId" UUID,
    "status" "PurchaseStatus" NOT NULL DEFAULT 'PLACED',
    "paymentType" "PaymentType" NOT NULL,
    "buyerType" "BuyerType" NOT NULL,
    "language" "Language" NOT NULL DEFAULT 'PL',
    "name" TEXT NOT NULL,
    "streetAndNumber" TEXT NOT NULL,
    "postalCode" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "invNip" TEXT,
    "invName" TEXT,
    "invStreet" TEXT,
    "invPostalCode" TEXT,
    "invCity" TEXT,
    "deliveryName" TEXT,
    "deliveryStreet" TEXT,
    "deliveryPostalCode" TEXT,
    "deliveryCity" TEXT,
    "notes" TEXT NOT NULL DEFAULT '',
    "shippingMethodId" UUID,
    "shippingName" TEXT,
    "shippingPriceGross" INTEGER NOT NULL DEFAULT 0,
    "couponId" UUID,
    "couponCode" TEXT,
    "itemsGross" INTEGER NOT NULL,
    "discountGross" INTEGER NOT NULL DEFAULT 0,
    "totalGross" INTEGER NOT NULL,
    "containsCourses" BOOLEAN NOT NULL DEFAULT false,
    "containsProducts" BOOLEAN NOT NULL DEFAULT false,
    "idempotencyKey" TEXT NOT NULL,
    "accessTokenHash" TEXT NOT NULL,
    "payBefore" TIMESTAMP(3),
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Purchase_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseItem" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "kind" "PurchaseItemKind" NOT NULL,
    "courseId" UUID,
    "courseVariantId" UUID,
    "productId" UUID,
    "productVariantId" UUID,
    "name" TEXT NOT NULL,
    "variantName" TEXT NOT NULL DEFAULT '',
    "quantity" INTEGER NOT NULL,
    "unitPriceGross" INTEGER NOT NULL,
    "vatRate" INTEGER NOT NULL,
    "discountGross" INTEGER NOT NULL DEFAULT 0,
    "totalGross" INTEGER NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "PurchaseItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseEvent" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "fromStatus" "PurchaseStatus",
    "toStatus" "PurchaseStatus" NOT NULL,
    "actorId" UUID,
    "source" TEXT,
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurchaseEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Payment" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "sessionId" TEXT NOT NULL,
    "token" TEXT,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'PLN',
    "status" "PaymentStatus" NOT NULL DEFAULT 'REGISTERED',
    "p24OrderId" BIGINT,
    "methodId" INTEGER,
    "statement" TEXT,
    "verifiedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SimulatedP24Transaction" (
    "token" TEXT NOT NULL,
    "merchantId" INTEGER NOT NULL,
    "posId" INTEGER NOT NULL,
    "sessionId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "urlReturn" TEXT NOT NULL,
    "urlStatus" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'REGISTERED',
    "orderId" BIGINT NOT NULL,
    "methodId" INTEGER,
    "notifyAttempts" INTEGER NOT NULL DEFAULT 0,
    "nextNotifyAt" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SimulatedP24Transaction_pkey" PRIMARY KEY ("token")
);

-- CreateTable
CREATE TABLE "Invoice" (
    "id" UUID NOT NULL,
    "purchaseId" UUID NOT NULL,
    "series" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "saleDate" DATE NOT NULL,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DocumentCounter" (
    "key" TEXT NOT NULL,
    "value" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "DocumentCounter_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "UserCourse" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "courseId" UUID NOT NULL,
    "courseVariantId" UUID,
    "purchaseId" UUID,
    "inProgress" BOOLEAN NOT NULL DEFAULT true,
    "accessUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserCourse_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UserResource" (
    "id" UUID NOT NULL,
    "ownerId" UUID NOT NULL,
    "courseId" UUID NOT NULL,
    "courseVariantId" UUID,
    "purchaseId" UUID,
    "assignedEmail" TEXT,
    "userCourseId" UUID,
    "assignedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UserResource_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_number_key" ON "Purchase"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_idempotencyKey_key" ON "Purchase"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "Purchase_accessTokenHash_key" ON "Purchase"("accessTokenHash");

-- CreateIndex
CREATE INDEX "Purchase_createdAt_id_idx" ON "Purchase"("createdAt", "id");

-- CreateIndex
CREATE INDEX "Purchase_status_createdAt_idx" ON "Purchase"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Purchase_buyerId_createdAt_idx" ON "Purchase"("buyerId", "createdAt");

-- CreateIndex
CREATE INDEX "Purchase_paymentType_createdAt_idx" ON "Purchase"("paymentType", "createdAt");

-- CreateIndex
CREATE INDEX "Purchase_totalGross_idx" ON "Purchase"("totalGross");

-- CreateIndex
CREATE INDEX "Purchase_email_idx" ON "Purchase"("email");

-- CreateIndex
CREATE INDEX "Purchase_payBefore_idx" ON "Purchase"("payBefore");

-- CreateIndex
CREATE INDEX "PurchaseItem_purchaseId_sortOrder_idx" ON "PurchaseItem"("purchaseId", "sortOrder");

-- CreateIndex
CREATE INDEX "PurchaseItem_courseId_idx" ON "PurchaseItem"("courseId");

-- CreateIndex
CREATE INDEX "PurchaseItem_productVariantId_idx" ON "PurchaseItem"("productVariantId");

-- CreateIndex
CREATE INDEX "PurchaseEvent_purchaseId_createdAt_idx" ON "PurchaseEvent"("purchaseId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Payment_sessionId_key" ON "Payment"("sessionId");

-- CreateIndex
CREATE INDEX "Payment_purchaseId_idx" ON "Payment"("purchaseId");

-- CreateIndex
CREATE UNIQUE INDEX "SimulatedP24Transaction_sessionId_key" ON "SimulatedP24Transaction"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "SimulatedP24Transaction_orderId_key" ON "SimulatedP24Transaction"("orderId");

-- CreateIndex
CREATE INDEX "SimulatedP24Transaction_status_nextNotifyAt_idx" ON "SimulatedP24Transaction"("status", "nextNotifyAt");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_purchaseId_key" ON "Invoice"("purchaseId");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_number_key" ON "Invoice"("number");

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_series_year_sequence_key" ON "Invoice"("series", "year", "sequence");

-- CreateIndex
CREATE INDEX "UserCourse_userId_createdAt_idx" ON "UserCourse"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "UserCourse_courseId_idx" ON "UserCourse"("courseId");

-- CreateIndex
CREATE UNIQUE INDEX "UserResource_userCourseId_key" ON "UserResource"("userCourseId");

-- CreateIndex
CREATE INDEX "UserResource_ownerId_createdAt_idx" ON "UserResource"("ownerId", "createdAt");

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_shippingMethodId_fkey" FOREIGN KEY ("shippingMethodId") REFERENCES "ShippingMethod"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Purchase" ADD CONSTRAINT "Purchase_couponId_fkey" FOREIGN KEY ("couponId") REFERENCES "DiscountCoupon"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseItem" ADD CONSTRAINT "PurchaseItem_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseItem" ADD CONSTRAINT "PurchaseItem_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseItem" ADD CONSTRAINT "PurchaseItem_courseVariantId_fkey" FOREIGN KEY ("courseVariantId") REFERENCES "CourseVariant"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseItem" ADD CONSTRAINT "PurchaseItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseItem" ADD CONSTRAINT "PurchaseItem_productVariantId_fkey" FOREIGN KEY ("productVariantId") REFERENCES "ProductVariant"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseEvent" ADD CONSTRAINT "PurchaseEvent_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseEvent" ADD CONSTRAINT "PurchaseEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCourse" ADD CONSTRAINT "UserCourse_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCourse" ADD CONSTRAINT "UserCourse_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCourse" ADD CONSTRAINT "UserCourse_courseVariantId_fkey" FOREIGN KEY ("courseVariantId") REFERENCES "CourseVariant"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserCourse" ADD CONSTRAINT "UserCourse_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserResource" ADD CONSTRAINT "UserResource_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserResource" ADD CONSTRAINT "UserResource_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserResource" ADD CONSTRAINT "UserResource_courseVariantId_fkey" FOREIGN KEY ("courseVariantId") REFERENCES "CourseVariant"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserResource" ADD CONSTRAINT "UserResource_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Purchase"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UserResource" ADD CONSTRAINT "UserResource_userCourseId_fkey" FOREIGN KEY ("userCourseId") REFERENCES "UserCourse"("id") ON DELETE SET NULL ON UPDATE CASCADE;
