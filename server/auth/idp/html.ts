/**
 * A tiny HTML template helper: every interpolated value is escaped unless it is already Html
 * (the result of another `html` template or of `raw`). Keeps the page templates XSS-safe by
 * default without a template engine.
 */
import { escapeHtml } from '../../platform/html.ts';

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value === null || value === undefined || value === false || value === true) return '';
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map((v: Value) => render(v)).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

/** Marks trusted markup (e.g. the logout form oidc-provider builds) as Html. */
export const raw = (markup: string): Html => new Html(markup);
