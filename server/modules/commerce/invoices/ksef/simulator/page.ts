import { escapeHtml } from '../../../../../platform/html.ts';
import { simulatorPage } from '../../../../../platform/simulator-page.ts';

/**
 * The page KOD I QR codes lead to while the simulator stands in for KSeF (kody-qr.md: the
 * invoice's presence in KSeF and its basic data), in Polish and English at once. No script, an
 * inline <style> only (the app's CSP allows it).
 */

const STYLE = `
main{max-width:520px}
.brand{color:#b3261e}
.ok{color:#1b6e2d}.missing{color:#b3261e}`;

const layout = (title: string, body: string) =>
  simulatorPage({
    title,
    style: STYLE,
    brand: `<p class="brand">KSeF — symulator <span lang="en">/ simulator</span></p>
<p class="note">To lokalny symulator Krajowego Systemu e-Faktur, nie KSeF Ministerstwa Finansów. <span lang="en">This is a local simulator of the National e-Invoice System, not the Ministry of Finance's KSeF.</span></p>`,
    body,
  });

export interface VerifiedInvoice {
  ksefNumber: string;
  invoiceNumber: string;
  sellerNip: string;
  /** DD-MM-YYYY, as in the link. */
  issueDate: string;
  acquisitionDate: Date | null;
}

export function invoiceFoundPage(invoice: VerifiedInvoice): string {
  const acquired = invoice.acquisitionDate ? invoice.acquisitionDate.toISOString().replace('T', ' ').slice(0, 19) : '—';
  return layout(
    'KSeF — faktura znaleziona / invoice found',
    `<h1 class="ok">Faktura jest w KSeF <span lang="en">/ The invoice is in KSeF</span></h1>
<dl>
<dt>Numer KSeF <span lang="en">/ KSeF number</span></dt><dd>${escapeHtml(invoice.ksefNumber)}</dd>
<dt>Numer faktury <span lang="en">/ Invoice number</span></dt><dd>${escapeHtml(invoice.invoiceNumber)}</dd>
<dt>NIP sprzedawcy <span lang="en">/ Seller's tax id</span></dt><dd>${escapeHtml(invoice.sellerNip)}</dd>
<dt>Data wystawienia <span lang="en">/ Issue date</span></dt><dd>${escapeHtml(invoice.issueDate)}</dd>
<dt>Przyjęta (UTC) <span lang="en">/ Accepted (UTC)</span></dt><dd>${escapeHtml(acquired)}</dd>
</dl>
<p>Skrót pliku faktury zgadza się z przesłanym do KSeF: faktura nie została zmieniona. <span lang="en">The invoice file's hash matches the one sent to KSeF: the invoice has not been altered.</span></p>`,
  );
}

export function invoiceMissingPage(): string {
  return layout(
    'KSeF — nie znaleziono / not found',
    `<h1 class="missing">Nie znaleziono faktury <span lang="en">/ Invoice not found</span></h1>
<p>W KSeF nie ma faktury o tym NIP-ie sprzedawcy, dacie wystawienia i skrócie pliku. <span lang="en">KSeF holds no invoice with this seller's tax id, issue date and file hash.</span></p>`,
  );
}

export function badLinkPage(): string {
  return layout(
    'KSeF — nieprawidłowy link / invalid link',
    `<h1 class="missing">Nieprawidłowy link weryfikacyjny <span lang="en">/ Invalid verification link</span></h1>
<p>Link ma postać /invoice/{NIP}/{DD-MM-RRRR}/{skrót SHA-256 Base64URL}. <span lang="en">The link reads /invoice/{tax id}/{DD-MM-YYYY}/{SHA-256 hash, Base64URL}.</span></p>`,
  );
}
