-- The best attempt's score of a quiz, kept when a later attempt fails (issue 31, item 11).
-- Rows written before it knew only the last attempt: that attempt's score is the best known,
-- and a quiz passed earlier counts at least as its pass mark.
ALTER TABLE "QuizResult" ADD COLUMN "bestScorePercent" INTEGER NOT NULL DEFAULT 0;

UPDATE "QuizResult" AS r
SET "bestScorePercent" = GREATEST(
  CASE WHEN r."questionCount" > 0 THEN (r."correctCount" * 100) / r."questionCount" ELSE 0 END,
  CASE WHEN r."passedAt" IS NOT NULL THEN l."passThreshold" ELSE 0 END
)
FROM "Lesson" AS l
WHERE l."id" = r."lessonId";

ALTER TABLE "QuizResult" ALTER COLUMN "bestScorePercent" DROP DEFAULT;
