-- AlterTable
ALTER TABLE "DroneSpecification" ADD COLUMN     "additionalSensorsEn" TEXT,
ADD COLUMN     "aircraftTypeEn" TEXT,
ADD COLUMN     "cameraParamsEn" TEXT,
ADD COLUMN     "compatibleSensorsEn" TEXT,
ADD COLUMN     "droneClassEn" TEXT,
ADD COLUMN     "flightTimeEn" TEXT,
ADD COLUMN     "maximumStartingMassEn" TEXT,
ADD COLUMN     "normIPEn" TEXT,
ADD COLUMN     "packageDescriptionEn" TEXT,
ADD COLUMN     "preparationTimeEn" TEXT,
ADD COLUMN     "sizeExtendedEn" TEXT,
ADD COLUMN     "sizeFoldedEn" TEXT,
ADD COLUMN     "sizeTransportCaseEn" TEXT,
ADD COLUMN     "specialFeaturesEn" TEXT,
ADD COLUMN     "startingMassEn" TEXT,
ADD COLUMN     "suggestedCertificationEn" TEXT,
ADD COLUMN     "workTemperatureEn" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "descriptionEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nameEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "shortDescriptionEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "ProductVariant" ADD COLUMN     "nameEn" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "ShippingMethod" ADD COLUMN     "descriptionEn" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "nameEn" TEXT NOT NULL DEFAULT '';
