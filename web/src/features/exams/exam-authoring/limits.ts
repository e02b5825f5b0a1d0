/**
 * The exam settings' limits and defaults (exams contract): questions per exam 1..200, pass threshold
 * 1..100 % (default 75 %), tries 1..20 (default 3).
 */
export {
  EXAM_MAX_TRIES_DEFAULT,
  EXAM_MAX_TRIES_MAX,
  EXAM_PASS_THRESHOLD_DEFAULT,
  EXAM_QUESTION_COUNT_MAX,
} from '../../../shared/policies';

/** The exam's length in minutes by the course's `examDuration`, null when none is set. */
export function examMinutes(duration: string | null | undefined): number | null {
  if (duration === 'DURATION_60') return 60;
  if (duration === 'DURATION_120') return 120;
  return null;
}
