/** The file name from a Content-Disposition header (RFC 6266 `filename*` first), else `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (star) return decodeURIComponent(star);
  const plain = disposition?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain ?? fallback;
}

/**
 * Downloads a file the server makes for the signed-in user (the session cookie goes along): the
 * browser saves it under the server's file name (else `fallbackName`). Throws when the server refuses.
 */
export async function downloadFile(url: string, { accept, fallbackName }: { accept: string; fallbackName: string }) {
  const response = await fetch(url, { credentials: 'same-origin', headers: { Accept: accept } });
  if (!response.ok) throw new Error(`Download answered ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
