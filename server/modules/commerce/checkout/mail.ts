import type { Language, PaymentType, PurchaseItemKind } from '../../../generated/prisma/enums.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { lineVariantLabel } from '../../../platform/labels.ts';
import { mailDateTime, mailMoney, signed } from '../../../platform/mail/layout.ts';

/** The order confirmation (spec 8 "order accepted"), in the purchase's language. */

export interface ConfirmationData {
  language: Language;
  email: string;
  number: string;
  paymentType: PaymentType;
  /** As frozen on the purchase: a course line's variantName is its type (shown in words). */
  lines: { kind: PurchaseItemKind; name: string; variantName: string; quantity: number; totalGross: number }[];
  itemsGross: number;
  discountGross: number;
  couponCode: string | null;
  shippingName: string | null;
  shippingPriceGross: number;
  totalGross: number;
  payBefore: Date | null;
  bankAccount: string;
  detailsUrl: string;
}

const T = {
  PL: {
    subject: (n: string) => `Zamówienie ${n} zostało przyjęte`,
    intro: (n: string) => `Dziękujemy! Przyjęliśmy zamówienie ${n}.`,
    items: 'Pozycje:',
    itemsTotal: 'Wartość pozycji',
    discount: (code: string) => `Rabat (${code})`,
    shipping: 'Dostawa',
    total: 'Do zapłaty',
    traditional: (account: string, title: string, amount: string) =>
      `Prosimy o przelew ${amount} na rachunek ${account}, tytułem: ${title}.`,
    p24: (before: string | null) =>
      `Płatność przez Przelewy24${before ? ` – prosimy opłacić zamówienie do ${before}` : ''}; niezapłacone zamówienie zostanie anulowane.`,
    zero: 'Zamówienie nie wymaga płatności.',
    details: 'Szczegóły zamówienia:',
  },
  EN: {
    subject: (n: string) => `Order ${n} has been accepted`,
    intro: (n: string) => `Thank you! We have accepted order ${n}.`,
    items: 'Items:',
    itemsTotal: 'Items',
    discount: (code: string) => `Discount (${code})`,
    shipping: 'Shipping',
    total: 'To pay',
    traditional: (account: string, title: string, amount: string) =>
      `Please transfer ${amount} to the account ${account} with the title: ${title}.`,
    p24: (before: string | null) =>
      `Payment through Przelewy24${before ? `: please pay by ${before}` : ''}; an unpaid order is cancelled.`,
    zero: 'Nothing to pay for this order.',
    details: 'Order details:',
  },
} as const;

export function confirmationMail(data: ConfirmationData): OutgoingMail {
  const t = T[data.language];
  const m = (grosze: number) => mailMoney(grosze, data.language);
  const lines = data.lines.map((line) => {
    const variant = lineVariantLabel(line, data.language);
    return `- ${line.name}${variant ? ` (${variant})` : ''} × ${line.quantity}: ${m(line.totalGross)}`;
  });
  const payment =
    data.paymentType === 'TRADITIONAL_TRANSFER'
      ? t.traditional(data.bankAccount, data.number, m(data.totalGross))
      : data.paymentType === 'PRZELEWY24_TRANSFER'
        ? t.p24(data.payBefore ? mailDateTime(data.payBefore, data.language) : null)
        : t.zero;
  const text = [
    t.intro(data.number),
    '',
    t.items,
    ...lines,
    '',
    `${t.itemsTotal}: ${m(data.itemsGross)}`,
    ...(data.discountGross ? [`${t.discount(data.couponCode ?? '')}: −${m(data.discountGross)}`] : []),
    ...(data.shippingName ? [`${t.shipping} (${data.shippingName}): ${m(data.shippingPriceGross)}`] : []),
    `${t.total}: ${m(data.totalGross)}`,
    '',
    payment,
    '',
    t.details,
    data.detailsUrl,
  ].join('\n');
  return { to: data.email, subject: t.subject(data.number), text: signed(text, data.language) };
}
