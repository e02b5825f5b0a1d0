-- CreateEnum
CREATE TYPE "WorkSlotKind" AS ENUM ('EXAM_60', 'EXAM_120', 'EXERCISE');

-- CreateEnum
CREATE TYPE "ExamStatus" AS ENUM ('REGISTER', 'UNLOCKED', 'FINISHED', 'VERIFIED');

-- CreateEnum
CREATE TYPE "ExerciseStatus" AS ENUM ('UNFINISHED', 'FINISHED');

-- AlterTable
ALTER TABLE "Course" ADD COLUMN     "examMaxTries" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN     "examPassThreshold" INTEGER NOT NULL DEFAULT 75;

-- AlterTable
ALTER TABLE "MailMessage" ADD COLUMN     "attachments" JSONB;

-- AlterTable
ALTER TABLE "UserCourse" ADD COLUMN     "extraExamTries" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "WorkSlot" (
    "id" UUID NOT NULL,
    "instructorId" UUID NOT NULL,
    "kind" "WorkSlotKind" NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "place" TEXT,
    "onlineLink" TEXT,
    "capacity" INTEGER NOT NULL,
    "bookedCount" INTEGER NOT NULL DEFAULT 0,
    "lastBookedAt" TIMESTAMP(3),
    "instructorSeenAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WorkSlot_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Exam" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "userCourseId" UUID NOT NULL,
    "courseId" UUID NOT NULL,
    "workSlotId" UUID NOT NULL,
    "status" "ExamStatus" NOT NULL DEFAULT 'REGISTER',
    "attempt" INTEGER NOT NULL,
    "durationMinutes" INTEGER NOT NULL,
    "passThreshold" INTEGER NOT NULL,
    "unlockedAt" TIMESTAMP(3),
    "unlockedById" UUID,
    "deadlineAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),
    "verifiedAt" TIMESTAMP(3),
    "verifiedById" UUID,
    "independent" BOOLEAN,
    "passed" BOOLEAN,
    "correctCount" INTEGER,
    "questionCount" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamItem" (
    "id" UUID NOT NULL,
    "examId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "sourceQuestionId" UUID,
    "text" TEXT NOT NULL,
    "answers" JSONB NOT NULL,
    "chosenAnswerIds" UUID[] DEFAULT ARRAY[]::UUID[],
    "answeredAt" TIMESTAMP(3),

    CONSTRAINT "ExamItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamQuestion" (
    "id" UUID NOT NULL,
    "courseId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ExamQuestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExamQuestionAnswer" (
    "id" UUID NOT NULL,
    "questionId" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "correct" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL,

    CONSTRAINT "ExamQuestionAnswer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Exercise" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "userCourseId" UUID NOT NULL,
    "courseId" UUID NOT NULL,
    "workSlotId" UUID NOT NULL,
    "status" "ExerciseStatus" NOT NULL DEFAULT 'UNFINISHED',
    "accessCode" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "confirmedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exercise_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "WorkSlot_instructorId_startsAt_idx" ON "WorkSlot"("instructorId", "startsAt");

-- CreateIndex
CREATE INDEX "WorkSlot_kind_startsAt_idx" ON "WorkSlot"("kind", "startsAt");

-- CreateIndex
CREATE INDEX "Exam_userId_createdAt_idx" ON "Exam"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Exam_userCourseId_status_idx" ON "Exam"("userCourseId", "status");

-- CreateIndex
CREATE INDEX "Exam_workSlotId_idx" ON "Exam"("workSlotId");

-- CreateIndex
CREATE INDEX "Exam_status_verifiedAt_idx" ON "Exam"("status", "verifiedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ExamItem_examId_position_key" ON "ExamItem"("examId", "position");

-- CreateIndex
CREATE INDEX "ExamQuestion_courseId_position_idx" ON "ExamQuestion"("courseId", "position");

-- CreateIndex
CREATE INDEX "ExamQuestionAnswer_questionId_position_idx" ON "ExamQuestionAnswer"("questionId", "position");

-- CreateIndex
CREATE INDEX "Exercise_userId_createdAt_idx" ON "Exercise"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "Exercise_userCourseId_status_idx" ON "Exercise"("userCourseId", "status");

-- CreateIndex
CREATE INDEX "Exercise_workSlotId_idx" ON "Exercise"("workSlotId");

-- AddForeignKey
ALTER TABLE "WorkSlot" ADD CONSTRAINT "WorkSlot_instructorId_fkey" FOREIGN KEY ("instructorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exam" ADD CONSTRAINT "Exam_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exam" ADD CONSTRAINT "Exam_userCourseId_fkey" FOREIGN KEY ("userCourseId") REFERENCES "UserCourse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exam" ADD CONSTRAINT "Exam_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exam" ADD CONSTRAINT "Exam_workSlotId_fkey" FOREIGN KEY ("workSlotId") REFERENCES "WorkSlot"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamItem" ADD CONSTRAINT "ExamItem_examId_fkey" FOREIGN KEY ("examId") REFERENCES "Exam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamQuestion" ADD CONSTRAINT "ExamQuestion_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExamQuestionAnswer" ADD CONSTRAINT "ExamQuestionAnswer_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "ExamQuestion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_userCourseId_fkey" FOREIGN KEY ("userCourseId") REFERENCES "UserCourse"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_courseId_fkey" FOREIGN KEY ("courseId") REFERENCES "Course"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Exercise" ADD CONSTRAINT "Exercise_workSlotId_fkey" FOREIGN KEY ("workSlotId") REFERENCES "WorkSlot"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
