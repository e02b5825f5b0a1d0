/**
 * A whole number as typed in a form field (a pass threshold, a question count, a number of tries):
 * null when it is `min..max`, else the `required` or `range` message.
 */
export function wholeNumberIssue(
  value: string,
  min: number,
  max: number,
  messages: { required: string; range: string },
): string | null {
  const text = value.trim();
  if (!text) return messages.required;
  if (!/^\d{1,6}$/.test(text)) return messages.range;
  const number = Number(text);
  return number >= min && number <= max ? null : messages.range;
}
