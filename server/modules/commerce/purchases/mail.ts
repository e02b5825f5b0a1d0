import type { Language, PurchaseStatus, RefundStatus } from '../../../generated/prisma/enums.ts';
import type { OutgoingMail } from '../../../platform/mail/outbox.ts';
import { mailMoney, signed } from '../../../platform/mail/layout.ts';

/** What the buyer is told when their purchase changes status, in the purchase's language. */
const TEXTS: Record<Language, Partial<Record<PurchaseStatus, { subject: string; body: string }>>> = {
  PL: {
    PAID: {
      subject: 'Płatność za zamówienie {number} została zaksięgowana',
      body: 'Dziękujemy! Otrzymaliśmy płatność za zamówienie {number} ({total}). Zakupione kursy są już dostępne na Twoim koncie, a produkty przygotowujemy do wysyłki.',
    },
    NO_PAID: {
      subject: 'Zamówienie {number} zostało anulowane',
      body: 'Zamówienie {number} ({total}) zostało anulowane. Zarezerwowane produkty i miejsca na kursach wróciły do sprzedaży. Jeśli płatność została już wykonana, zwrócimy ją.',
    },
    SEND: {
      subject: 'Zamówienie {number} zostało wysłane',
      body: 'Zamówienie {number} zostało przekazane do wysyłki ({shipping}). Dostawa zajmuje do 3 dni roboczych.',
    },
    DELIVERED: {
      subject: 'Zamówienie {number} zostało dostarczone',
      body: 'Zamówienie {number} zostało dostarczone. Dziękujemy za zakupy!',
    },
    COMPLETED: {
      subject: 'Zamówienie {number} zostało zrealizowane',
      body: 'Zamówienie {number} zostało zrealizowane. Dziękujemy za zakupy!',
    },
  },
  EN: {
    PAID: {
      subject: 'Payment for order {number} received',
      body: 'Thank you! We have received the payment for order {number} ({total}). The courses you bought are now in your account, and we are preparing the products for shipping.',
    },
    NO_PAID: {
      subject: 'Order {number} has been cancelled',
      body: 'Order {number} ({total}) has been cancelled. The reserved products and course places are back on sale. If you have already paid, we will refund you.',
    },
    SEND: {
      subject: 'Order {number} has been shipped',
      body: 'Order {number} has been handed over for delivery ({shipping}). Delivery takes up to 3 business days.',
    },
    DELIVERED: {
      subject: 'Order {number} has been delivered',
      body: 'Order {number} has been delivered. Thank you for shopping with us!',
    },
    COMPLETED: {
      subject: 'Order {number} is complete',
      body: 'Order {number} is complete. Thank you for shopping with us!',
    },
  },
};

export interface StatusMailSubject {
  number: string;
  email: string;
  language: Language;
  totalGross: number;
  shippingName: string | null;
}

/** The e-mail about `status`, or null for a status the buyer is not told about. */
export function statusMail(purchase: StatusMailSubject, status: PurchaseStatus): OutgoingMail | null {
  const text = TEXTS[purchase.language][status];
  if (!text) return null;
  const fill = (template: string) =>
    template
      .replaceAll('{number}', purchase.number)
      .replaceAll('{total}', mailMoney(purchase.totalGross, purchase.language))
      .replaceAll('{shipping}', purchase.shippingName ?? '—');
  return {
    to: purchase.email,
    subject: fill(text.subject),
    text: signed(fill(text.body), purchase.language),
  };
}

/** What the buyer is told when a refund changes state (the provider's reason when it failed). */
const REFUND_TEXTS: Record<Language, Record<RefundStatus, { subject: string; body: string }>> = {
  PL: {
    NEEDED: {
      subject: 'Zwrot pieniędzy za zamówienie {number}',
      body: 'Otrzymaliśmy płatność {amount} za zamówienie {number}, którego nie możemy zrealizować. Zwrócimy te pieniądze; napiszemy, gdy zwrot zostanie zlecony.',
    },
    REQUESTED: {
      subject: 'Zlecono zwrot {amount} za zamówienie {number}',
      body: 'Zleciliśmy zwrot {amount} za zamówienie {number}. Pieniądze wrócą tą samą drogą, którą zapłacono; zwykle trwa to kilka dni roboczych.',
    },
    DONE: {
      subject: 'Zwrot {amount} za zamówienie {number} został wykonany',
      body: 'Zwrot {amount} za zamówienie {number} został wykonany.',
    },
    FAILED: {
      subject: 'Zwrot za zamówienie {number} nie powiódł się',
      body: 'Zwrot {amount} za zamówienie {number} nie powiódł się ({reason}). Zajmiemy się tym i odezwiemy się wkrótce.',
    },
  },
  EN: {
    NEEDED: {
      subject: 'Refund for order {number}',
      body: 'We received a payment of {amount} for order {number}, which we cannot fulfil. We will give this money back and write to you when the refund is on its way.',
    },
    REQUESTED: {
      subject: 'Refund of {amount} for order {number} requested',
      body: 'We have requested a refund of {amount} for order {number}. The money goes back the way it was paid; this usually takes a few business days.',
    },
    DONE: {
      subject: 'Refund of {amount} for order {number} completed',
      body: 'The refund of {amount} for order {number} has been completed.',
    },
    FAILED: {
      subject: 'Refund for order {number} failed',
      body: 'The refund of {amount} for order {number} failed ({reason}). We are looking into it and will be in touch soon.',
    },
  },
};

/** The e-mail about a refund reaching `refund.status`. */
export function refundMail(
  purchase: { number: string; email: string; language: Language },
  refund: { amount: number; status: RefundStatus; failureReason: string | null },
): OutgoingMail {
  const text = REFUND_TEXTS[purchase.language][refund.status];
  const fill = (template: string) =>
    template
      .replaceAll('{number}', purchase.number)
      .replaceAll('{amount}', mailMoney(refund.amount, purchase.language))
      .replaceAll('{reason}', refund.failureReason ?? '—');
  return { to: purchase.email, subject: fill(text.subject), text: signed(fill(text.body), purchase.language) };
}
