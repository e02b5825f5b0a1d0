-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "freeFlg" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "freeFlg" BOOLEAN NOT NULL DEFAULT false;
