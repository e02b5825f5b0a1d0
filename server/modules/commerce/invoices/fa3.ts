import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import { decimal, type InvoiceData } from './document.ts';

/**
 * The structured e-invoice FA(3) (KSeF, schema 1-0E of 2025-06-25, kept with its imports in
 * fa3-schema/) of a purchase; a consumer buyer has no tax id (BrakID). Prices are gross, so lines carry the gross unit price
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
export const TRANSFER_FORM = '6';
const PAYMENT_FORM: Record<InvoiceData['paymentType'], string | null> = {
  PRZELEWY24_TRANSFER: TRANSFER_FORM,
  TRADITIONAL_TRANSFER: TRANSFER_FORM,
  O_TRANSFER: null,
};

/** Element text of the schema's token types: one line, at most `max` characters. */
export const token = (value: string, max = 256) => value.replace(/\s+/g, ' ').trim().slice(0, max) || '-';

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

/** What the heading, the parties and the summary of an FA(3) document take. */
export interface Fa3Document {
  issuedAt: Date;
  issueDate: string;
  number: string;
  saleDate: string;
  seller: InvoiceData['seller'];
  buyer: InvoiceData['buyer'];
  vatTotals: InvoiceData['vatTotals'];
  totalGross: number;
}

/**
 * An FA(3) document up to its kind: the header, the seller, the buyer (its tax id, or BrakID for
 * a consumer), and in
 * Fa the dates, number, summary per rate (P_13_x / P_14_x), total (P_15) and annotations. The
 * caller continues `fa` with RodzajFaktury and what follows it.
 */
export function startFa3(data: Fa3Document): { root: XMLBuilder; fa: XMLBuilder } {
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
  const nip = data.buyer.nip && polishNip(data.buyer.nip);
  if (nip) buyerId.ele('NIP').txt(nip);
  else if (data.buyer.nip) buyerId.ele('NrID').txt(token(data.buyer.nip, 50));
  else buyerId.ele('BrakID').txt('1');
  buyerId.ele('Nazwa').txt(token(data.buyer.name, 512));
  address(buyer, 'Adres', data.buyer.street, data.buyer.postalCode, data.buyer.city);
  if (/^\S+@\S+$/.test(data.buyer.email) && data.buyer.email.length <= 255) {
    buyer.ele('DaneKontaktowe').ele('Email').txt(data.buyer.email);
  }
  // Not a unit of local government, not a member of a VAT group (a consumer is neither either).
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
    const fields = summaryFields(total.vatRate);
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
  return { root, fa };
}

function summaryFields(vatRate: number) {
  const fields = SUMMARY[vatRate];
  if (!fields) throw new Error(`VAT rate ${vatRate}% has no FA(3) field`);
  return fields;
}

/** A DodatkowyOpis (key and value) of Fa. */
export function fa3Note(fa: XMLBuilder, key: string, value: string) {
  const note = fa.ele('DodatkowyOpis');
  note.ele('Klucz').txt(token(key));
  note.ele('Wartosc').txt(token(value));
}

/** What an FA(3) line (FaWiersz) shows: gross unit price and value, the discount, the VAT. */
export interface Fa3Line {
  name: string;
  /** In Polish (P_7 is the legal name of the goods or service): a course variant's label. */
  variantName: string;
  shipping: boolean;
  quantity: number;
  unitGross: number;
  discountGross: number;
  gross: number;
  vat: number;
  vatRate: number;
}

/** A FaWiersz; `before` marks a correction's row of the state before it (StanPrzed). */
export function fa3Line(fa: XMLBuilder, position: number, line: Fa3Line, before = false) {
  const row = fa.ele('FaWiersz');
  row.ele('NrWierszaFa').txt(String(position));
  row.ele('P_7').txt(token(line.variantName ? `${line.name} – ${line.variantName}` : line.name, 512));
  row.ele('P_8A').txt(line.shipping ? 'usł.' : 'szt.');
  row.ele('P_8B').txt(String(line.quantity));
  row.ele('P_9B').txt(decimal(line.unitGross));
  if (line.discountGross > 0) row.ele('P_10').txt(decimal(line.discountGross));
  row.ele('P_11A').txt(decimal(line.gross));
  row.ele('P_11Vat').txt(decimal(line.vat));
  row.ele('P_12').txt(summaryFields(line.vatRate).p12);
  if (before) row.ele('StanPrzed').txt('1');
}

/** The FA(3) XML of an invoice. */
export function renderFa3Xml(data: InvoiceData): string {
  const { root, fa } = startFa3(data);
  fa.ele('RodzajFaktury').txt('VAT');
  if (data.couponCode && data.discountGross > 0) fa3Note(fa, 'Kod rabatowy', data.couponCode);
  for (const line of data.lines) fa3Line(fa, line.position, line);

  const payment = fa.ele('Platnosc');
  payment.ele('Zaplacono').txt('1');
  payment.ele('DataZaplaty').txt(data.paidDate);
  const form = PAYMENT_FORM[data.paymentType];
  if (form) payment.ele('FormaPlatnosci').txt(form);

  return root.end({ prettyPrint: true });
}
