-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "twinId" UUID;

-- CreateIndex
CREATE UNIQUE INDEX "Course_twinId_key" ON "Course"("twinId");

-- AddForeignKey
ALTER TABLE "Course" ADD CONSTRAINT "Course_twinId_fkey" FOREIGN KEY ("twinId") REFERENCES "Course"("id") ON DELETE SET NULL ON UPDATE CASCADE;
