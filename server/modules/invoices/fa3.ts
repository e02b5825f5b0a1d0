import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { decimal, type InvoiceData } from './document.ts';

/**
 * The structured e-invoice FA(3) (KSeF, schema 1-0E of 2025-06-25, kept with its imports in
 * fa3-schema/) of a business purchase. Prices are gross, so lines carry the gross unit price
 * (P_9B) and gross value (P_11A) with the discount share in P_10; the summary gives net and
 * VAT per rate (P_13_x / P_14_x) and the total (P_15). The invoice is issued after payment:
 * Platnosc says paid (Zaplacono 1) on the payment day.
 */

export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

/** Summary fields per shop rate (VAT_RATES 0, 5, 8, 23). */
const SUMMARY: Record<number, { net: string; vat?: string; p12: string }> = {
  23: { net: 'P_13_1', vat: 'P_14_1', p12: '23' },
  22: { net: 'P_13_1', vat: 'P_14_1', p12: '22' },
  8: { net: 'P_13_2', vat: 'P_14_2', p12: '8' },
  7: { net: 'P_13_2', vat: 'P_14_2', p12: '7' },
  5: { net: 'P_13_3', vat: 'P_14_3', p12: '5' },
  // 0 % within the country (not intra-EU supply nor export).
  0: { net: 'P_13_6_1', p12: '0 KR' },
};
const SUMMARY_ORDER = ['P_13_1', 'P_13_2', 'P_13_3', 'P_13_6_1'];

/** FormaPlatnosci: 6 = przelew (bank transfer); Przelewy24 is a bank transfer too. */
const PAYMENT_FORM: Record<InvoiceData['paymentType'], string | null> = {
  PRZELEWY24_TRANSFER: '6',
  TRADITIONAL_TRANSFER: '6',
  O_TRANSFER: null,
};

/** Element text of the schema's token types: one line, at most `max` characters. */
const token = (value: string, max = 256) => value.replace(/\s+/g, ' ').trim().slice(0, max) || '-';

/** A Polish NIP: ten digits (separators and a "PL" prefix dropped), else null. */
export function polishNip(raw: string): string | null {
  const digits = raw.replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
  return /^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/.test(digits) ? digits : null;
}

function address(parent: XMLBuilder, name: string, street: string, postalCode: string, city: string) {
  parent
    .ele(name)
    .ele('KodKraju')
    .txt('PL')
    .up()
    .ele('AdresL1')
    .txt(token(street, 512))
    .up()
    .ele('AdresL2')
    .txt(token(`${postalCode} ${city}`, 512));
}

/** The FA(3) XML of an invoice whose buyer has a tax id (`data.buyer.nip`). */
export function renderFa3Xml(data: InvoiceData): string {
  if (!data.buyer.nip) throw new Error('FA(3) needs a business buyer with a NIP');
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(FA3_NAMESPACE, 'Faktura');

  const header = root.ele('Naglowek');
  header.ele('KodFormularza', { kodSystemowy: 'FA (3)', wersjaSchemy: '1-0E' }).txt('FA');
  header.ele('WariantFormularza').txt('3');
  header.ele('DataWytworzeniaFa').txt(data.issuedAt.toISOString());
  header.ele('SystemInfo').txt('SkyPilot Academy');

  const seller = root.ele('Podmiot1');
  const sellerId = seller.ele('DaneIdentyfikacyjne');
  sellerId.ele('NIP').txt(polishNip(data.seller.nip) ?? data.seller.nip);
  sellerId.ele('Nazwa').txt(token(data.seller.name, 512));
  address(seller, 'Adres', data.seller.street, data.seller.postalCode, data.seller.city);

  const buyer = root.ele('Podmiot2');
  const buyerId = buyer.ele('DaneIdentyfikacyjne');
  const nip = polishNip(data.buyer.nip);
  if (nip) buyerId.ele('NIP').txt(nip);
  else buyerId.ele('NrID').txt(token(data.buyer.nip, 50));
  buyerId.ele('Nazwa').txt(token(data.buyer.name, 512));
  address(buyer, 'Adres', data.buyer.street, data.buyer.postalCode, data.buyer.city);
  if (/^\S+@\S+$/.test(data.buyer.email) && data.buyer.email.length <= 255) {
    buyer.ele('DaneKontaktowe').ele('Email').txt(data.buyer.email);
  }
  // Not a unit of local government, not a member of a VAT group.
  buyer.ele('JST').txt('2');
  buyer.ele('GV').txt('2');

  const fa = root.ele('Fa');
  fa.ele('KodWaluty').txt('PLN');
  fa.ele('P_1').txt(data.issueDate);
  fa.ele('P_1M').txt(token(data.seller.city));
  fa.ele('P_2').txt(data.number);
  fa.ele('P_6').txt(data.saleDate);

  const summary = new Map<string, { net: number; vat: number; vatField?: string }>();
  for (const total of data.vatTotals) {
    const fields = SUMMARY[total.vatRate];
    if (!fields) throw new Error(`VAT rate ${total.vatRate}% has no FA(3) field`);
    const entry = summary.get(fields.net) ?? { net: 0, vat: 0, vatField: fields.vat };
    entry.net += total.net;
    entry.vat += total.vat;
    summary.set(fields.net, entry);
  }
  for (const field of SUMMARY_ORDER) {
    const entry = summary.get(field);
    if (!entry) continue;
    fa.ele(field).txt(decimal(entry.net));
    if (entry.vatField) fa.ele(entry.vatField).txt(decimal(entry.vat));
  }
  fa.ele('P_15').txt(decimal(data.totalGross));

  // Annotations, all "no": not cash accounting, no self-billing, no reverse charge, no split
  // payment, no exemption, no new means of transport, no simplified triangular procedure, no margin.
  const notes = fa.ele('Adnotacje');
  for (const field of ['P_16', 'P_17', 'P_18', 'P_18A']) notes.ele(field).txt('2');
  notes.ele('Zwolnienie').ele('P_19N').txt('1');
  notes.ele('NoweSrodkiTransportu').ele('P_22N').txt('1');
  notes.ele('P_23').txt('2');
  notes.ele('PMarzy').ele('P_PMarzyN').txt('1');

  fa.ele('RodzajFaktury').txt('VAT');
  if (data.couponCode && data.discountGross > 0) {
    const note = fa.ele('DodatkowyOpis');
    note.ele('Klucz').txt('Kod rabatowy');
    note.ele('Wartosc').txt(token(data.couponCode));
  }

  for (const line of data.lines) {
    const row = fa.ele('FaWiersz');
    row.ele('NrWierszaFa').txt(String(line.position));
    row.ele('P_7').txt(token(line.variantName ? `${line.name} – ${line.variantName}` : line.name, 512));
    row.ele('P_8A').txt(line.shipping ? 'usł.' : 'szt.');
    row.ele('P_8B').txt(String(line.quantity));
    row.ele('P_9B').txt(decimal(line.unitGross));
    if (line.discountGross > 0) row.ele('P_10').txt(decimal(line.discountGross));
    row.ele('P_11A').txt(decimal(line.gross));
    row.ele('P_11Vat').txt(decimal(line.vat));
    const fields = SUMMARY[line.vatRate];
    if (!fields) throw new Error(`VAT rate ${line.vatRate}% has no FA(3) field`);
    row.ele('P_12').txt(fields.p12);
  }

  const payment = fa.ele('Platnosc');
  payment.ele('Zaplacono').txt('1');
  payment.ele('DataZaplaty').txt(data.paidDate);
  const form = PAYMENT_FORM[data.paymentType];
  if (form) payment.ele('FormaPlatnosci').txt(form);

  return root.end({ prettyPrint: true });
}
