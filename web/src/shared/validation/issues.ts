import type { ValidationDetail } from '../errors/graphqlErrors';
import type { FieldProblem } from './validators';

/**
 * A form field's problem, found by a client check or reported by the server (no texts here: the
 * admin forms word them in shared/admin/form.ts, so user screens can carry issues too).
 */
export type FieldIssue =
  | FieldProblem
  | { code: 'range'; min: number; max: number }
  | { code: 'decimals'; decimals: number }
  | { code: 'date_order' }
  | { code: 'coupon_code' }
  | { code: 'duplicate_code' };

export type Issues<K extends string = string> = Partial<Record<K, FieldIssue>>;

/** Server field errors (keyed by the input field's name) as issues. */
export function serverIssues(details: Partial<Record<string, ValidationDetail>>): Issues {
  const issues: Issues = {};
  for (const [name, detail] of Object.entries(details)) {
    if (!detail) continue;
    issues[name] = detail.max === undefined ? { code: detail.code } : { code: detail.code, max: detail.max };
  }
  return issues;
}
