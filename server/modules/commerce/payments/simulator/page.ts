import type { SimulatedP24Transaction } from '../../../../generated/prisma/client.ts';
import { escapeHtml } from '../../../../platform/html.ts';
import { simulatorPage } from '../../../../platform/simulator-page.ts';

/**
 * The simulator's payment page, in Polish and English at once (the transaction does not carry a
 * language): merchant, description, amount, and "Pay" / "Cancel" as one plain form POST (no
 * script, so the app's CSP holds; the inline <style> is allowed by its style-src).
 */

const STYLE = `
main{max-width:440px}
.brand{color:#d13239}
.amount{font-size:1.5rem}.amount small{display:block;font-size:.85rem;font-weight:400;color:#5b6675}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button{flex:1;min-width:140px;font:inherit;font-weight:600;border-radius:8px;padding:12px 16px;cursor:pointer;border:1px solid #c4ccd6;background:#fff;color:#1c2430}
button.pay{background:#d13239;border-color:#d13239;color:#fff}
button:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
a{color:#1f6feb}`;

const layout = (title: string, body: string) =>
  simulatorPage({ title, style: STYLE, brand: '<p class="brand">Przelewy24 — symulator / simulator</p>', body });

const formatAmount = (grosze: number) => {
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const pl = new Intl.NumberFormat('pl-PL', { ...options, useGrouping: true }).format(grosze / 100);
  const en = new Intl.NumberFormat('en-GB', options).format(grosze / 100);
  return `${pl} zł <small lang="en">PLN ${en}</small>`;
};

export function paymentPage(tx: SimulatedP24Transaction, merchant: string): string {
  const action = `/p24-simulator/trnRequest/${encodeURIComponent(tx.token)}`;
  const returnLink = `<p><a href="${escapeHtml(tx.urlReturn)}">Wróć do sklepu <span lang="en">/ Back to the shop</span></a></p>`;
  const details = `<dl>
<dt>Odbiorca <span lang="en">/ Merchant</span></dt><dd>${escapeHtml(merchant)}</dd>
<dt>Tytuł <span lang="en">/ Description</span></dt><dd>${escapeHtml(tx.description)}</dd>
<dt>Kwota <span lang="en">/ Amount</span></dt><dd class="amount">${formatAmount(tx.amount)}</dd>
</dl>`;
  if (tx.status === 'REGISTERED') {
    return layout(
      'Przelewy24 — zapłać / pay',
      `<h1>Płatność <span lang="en">/ Payment</span></h1>
<p class="note">To lokalny symulator: żadne pieniądze nie zostaną pobrane. <span lang="en">This is a local simulator: no money is taken.</span></p>
${details}
<form method="post" action="${escapeHtml(action)}" class="actions">
<button type="submit" name="action" value="pay" class="pay">Zapłać <span lang="en">/ Pay</span></button>
<button type="submit" name="action" value="cancel">Anuluj <span lang="en">/ Cancel</span></button>
</form>`,
    );
  }
  const cancelled = tx.status === 'CANCELLED';
  return layout(
    cancelled ? 'Przelewy24 — anulowano / cancelled' : 'Przelewy24 — opłacono / paid',
    `<h1>${cancelled ? 'Płatność anulowana <span lang="en">/ Payment cancelled</span>' : 'Opłacono <span lang="en">/ Paid</span>'}</h1>
${details}
${returnLink}`,
  );
}

export function notFoundPage(): string {
  return layout(
    'Przelewy24 — nie znaleziono / not found',
    `<h1>Nie ma takiej transakcji <span lang="en">/ No such transaction</span></h1>`,
  );
}
