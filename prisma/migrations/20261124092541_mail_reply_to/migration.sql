-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "replyTo" TEXT;
