import type { FastifyReply } from 'fastify';
import { escapeHtml } from './html.ts';

/**
 * The shell of the local simulators' pages (Przelewy24's payment page, KSeF's verification
 * page), in Polish and English at once: no script, an inline <style> only (the app's CSP allows
 * it), never indexed. Each simulator adds its own rules (`style`) and its brand line.
 */
const BASE_STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;color:#1c2430;margin:0;padding:24px 12px}
main{margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:24px}
.brand{font-weight:700;letter-spacing:.02em}
.note{font-size:.85rem;color:#5b6675;background:#fff7e0;border-radius:8px;padding:8px 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:20px 0}
dt{color:#5b6675}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
@media (max-width:480px){dl{grid-template-columns:1fr;gap:2px}dd{margin-bottom:10px}}`;

export function simulatorPage({
  title,
  brand,
  style,
  body,
}: {
  title: string;
  brand: string;
  style: string;
  body: string;
}) {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${BASE_STYLE}${style}</style>
</head>
<body>
<main>
${brand}
${body}
</main>
</body>
</html>`;
}

/** Answers with a simulator page: HTML, never cached, no referrer (its links carry tokens). */
export const sendSimulatorPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(html);
