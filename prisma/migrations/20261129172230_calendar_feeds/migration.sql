-- CreateEnum
CREATE TYPE "CalendarEventKind" AS ENUM ('EXAM', 'EXERCISE', 'SLOT');

-- AlterTable
ALTER TABLE "Exam" ADD COLUMN     "calendarSequence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Exercise" ADD COLUMN     "calendarSequence" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CalendarFeed" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "CalendarFeed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CancelledCalendarEvent" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "kind" "CalendarEventKind" NOT NULL,
    "sourceId" UUID NOT NULL,
    "slotKind" "WorkSlotKind" NOT NULL,
    "courseTitle" TEXT,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "place" TEXT,
    "onlineLink" TEXT,
    "sequence" INTEGER NOT NULL,
    "cancelledAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CancelledCalendarEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_userId_key" ON "CalendarFeed"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CalendarFeed_tokenHash_key" ON "CalendarFeed"("tokenHash");

-- CreateIndex
CREATE INDEX "CancelledCalendarEvent_userId_cancelledAt_idx" ON "CancelledCalendarEvent"("userId", "cancelledAt");

-- CreateIndex
CREATE INDEX "CancelledCalendarEvent_cancelledAt_idx" ON "CancelledCalendarEvent"("cancelledAt");

-- AddForeignKey
ALTER TABLE "CalendarFeed" ADD CONSTRAINT "CalendarFeed_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CancelledCalendarEvent" ADD CONSTRAINT "CancelledCalendarEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
