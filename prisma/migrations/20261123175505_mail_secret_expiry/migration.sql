-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "secretExpiresAt" TIMESTAMP(3);
