import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../test/harness.ts';
import { loadInvoiceData, money, sellerFromConfig, vatOfGross, type InvoiceData } from './document.ts';
import { FA3_NAMESPACE, polishNip, renderFa3Xml } from './fa3.ts';
import { issueInvoice } from './service.ts';
import { createInvoicePurchase } from '../../../test/fixtures.ts';
import { element, FA3_SCHEMA_DIR, validateFa3 } from './test-support.ts';
import { amountInWords, numberInWords } from './words.ts';

const read = (name: string) => readFileSync(new URL(name, FA3_SCHEMA_DIR), 'utf8');

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function issued(options: Parameters<typeof createInvoicePurchase>[1]): Promise<InvoiceData> {
  const p = await createInvoicePurchase(h.db.prisma, options);
  await h.db.prisma.$transaction((tx) => issueInvoice(tx, p.id, { now: new Date('2026-03-15T09:00:00Z') }));
  const data = await loadInvoiceData(h.db.prisma, p.id, sellerFromConfig(h.config));
  return data!;
}

describe('FA(3) e-invoice XML', () => {
  it('the schema files are the official ones with local imports only', () => {
    const main = read('schemat_FA3_v1-0E.xsd');
    expect(main).toContain(`targetNamespace="${FA3_NAMESPACE}"`);
    for (const name of ['schemat_FA3_v1-0E.xsd', 'StrukturyDanych_v10-0E.xsd', 'ElementarneTypyDanych_v10-0E.xsd']) {
      for (const [, location] of read(name).matchAll(/schemaLocation="([^"]*)"/g))
        expect(location).not.toMatch(/:\/\//);
    }
  });

  it('validates for a business purchase with one line', async () => {
    const data = await issued({ business: true });
    const xml = renderFa3Xml(data);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(`<Faktura xmlns="${FA3_NAMESPACE}">`);
    expect(xml).toContain('<KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza>');
    expect(element(xml, 'WariantFormularza')).toEqual(['3']);
    expect(element(xml, 'NIP')).toEqual([h.config.SELLER_NIP, '7251801126']);
    expect(element(xml, 'JST')).toEqual(['2']);
    expect(element(xml, 'GV')).toEqual(['2']);
    expect(element(xml, 'P_1')).toEqual(['2026-03-15']);
    expect(element(xml, 'P_2')).toEqual([data.number]);
    expect(element(xml, 'P_6')).toEqual(['2026-03-15']);
    expect(element(xml, 'RodzajFaktury')).toEqual(['VAT']);
    expect(element(xml, 'Zaplacono')).toEqual(['1']);
    expect(element(xml, 'DataZaplaty')).toEqual(['2026-03-15']);
    expect(element(xml, 'P_15')).toEqual(['499.00']);
    // 499.00 gross at 23 %: VAT 93.31, net 405.69.
    expect(element(xml, 'P_13_1')).toEqual(['405.69']);
    expect(element(xml, 'P_14_1')).toEqual(['93.31']);
    expect(xml).toContain('<Nazwa>Łódzka Spółka Dronowa sp. z o.o.</Nazwa>');
  });

  it('validates with several VAT rates, a discount and shipping, and its sums add up', async () => {
    const data = await issued({
      business: true,
      lines: [
        {
          name: 'Kurs A2 CofC',
          variantName: 'Stacjonarny – Kraków',
          quantity: 2,
          unitPriceGross: 123000,
          vatRate: 23,
          discountGross: 24600,
        },
        {
          name: 'Podręcznik pilota',
          quantity: 3,
          unitPriceGross: 5250,
          vatRate: 5,
          discountGross: 1575,
          kind: 'PRODUCT',
        },
        { name: 'Ubezpieczenie OC', quantity: 1, unitPriceGross: 10800, vatRate: 8, kind: 'PRODUCT' },
        { name: 'Szkolenie zwolnione', quantity: 1, unitPriceGross: 9999, vatRate: 0 },
      ],
      shipping: { name: 'Kurier InPost', priceGross: 1999 },
    });
    const xml = renderFa3Xml(data);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });

    const purchase = await h.db.prisma.purchase.findFirstOrThrow({ where: { invoice: { number: data.number } } });
    expect(data.totalGross).toBe(purchase.totalGross);
    expect(element(xml, 'P_15')).toEqual([(purchase.totalGross / 100).toFixed(2)]);
    // 23 %: lines 246000 − 24600 = 221400, plus shipping 1999 → 223399 gross.
    const gross23 = 221400 + 1999;
    expect(element(xml, 'P_14_1')).toEqual([(vatOfGross(gross23, 23) / 100).toFixed(2)]);
    expect(element(xml, 'P_13_1')).toEqual([((gross23 - vatOfGross(gross23, 23)) / 100).toFixed(2)]);
    expect(element(xml, 'P_13_2')).toEqual(['100.00']);
    expect(element(xml, 'P_14_2')).toEqual(['8.00']);
    expect(element(xml, 'P_13_3')).toHaveLength(1);
    expect(element(xml, 'P_13_6_1')).toEqual(['99.99']);
    expect(element(xml, 'P_12')).toEqual(['23', '5', '8', '0 KR', '23']);
    expect(element(xml, 'P_10')).toEqual(['246.00', '15.75']);
    expect(element(xml, 'P_11A')).toEqual(['2214.00', '141.75', '108.00', '99.99', '19.99']);
    expect(element(xml, 'NrWierszaFa')).toEqual(['1', '2', '3', '4', '5']);
    expect(element(xml, 'P_7')[0]).toBe('Kurs A2 CofC – Stacjonarny – Kraków');
    expect(element(xml, 'P_7')[4]).toBe('Dostawa / Shipping: Kurier InPost');
    expect(element(xml, 'Wartosc')).toEqual(['LATO10']);
    // The per-rate VAT and net add up to the totals.
    expect(data.totalNet + data.totalVat).toBe(data.totalGross);
  });

  it('the validator refuses what the schema refuses', async () => {
    const xml = renderFa3Xml(await issued({ business: true }));
    const broken = await validateFa3(xml.replace(/<JST>2<\/JST>/, ''));
    expect(broken.valid).toBe(false);
    expect(broken.errors.join('\n')).toMatch(/GV|JST/);
    expect((await validateFa3(xml.replace('<P_15>', '<P_15>x'))).valid).toBe(false);
  });

  it('names a consumer buyer without a tax id (BrakID) and validates', async () => {
    const data = await issued({});
    expect(data.business).toBe(false);
    const xml = renderFa3Xml(data);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(element(xml, 'BrakID')).toEqual(['1']);
    expect(element(xml, 'NIP')).toEqual([h.config.SELLER_NIP]);
    expect(element(xml, 'Nazwa')).toEqual([h.config.SELLER_NAME, 'Zażółć Gęślą-Jaźń']);
    expect(element(xml, 'JST')).toEqual(['2']);
    expect(element(xml, 'GV')).toEqual(['2']);
  });

  it('3 × 64.23 zł: the line is 192.69 zł, quantity × gross unit price, as P_9B, P_11A and P_15 say', async () => {
    const data = await issued({
      business: true,
      lines: [{ name: 'Podręcznik', quantity: 3, unitPriceGross: 6423, vatRate: 8, kind: 'PRODUCT' }],
    });
    const xml = renderFa3Xml(data);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
    expect(element(xml, 'P_8B')).toEqual(['3']);
    expect(element(xml, 'P_9B')).toEqual(['64.23']);
    expect(element(xml, 'P_11A')).toEqual(['192.69']);
    expect(element(xml, 'P_15')).toEqual(['192.69']);
    // P_13_2 + P_14_2 = P_15, and the line's VAT is the rate's.
    expect(element(xml, 'P_13_2')).toEqual(['178.42']);
    expect(element(xml, 'P_14_2')).toEqual(['14.27']);
    expect(element(xml, 'P_11Vat')).toEqual(['14.27']);
  });

  it("shares each rate's VAT over its lines, so the lines add up to P_13_x and P_14_x", async () => {
    // Each line's VAT alone rounds up (187.55 → 188 grosze); the rate's VAT from the sum is a grosz less.
    const lines = [
      { name: 'A', quantity: 1, unitPriceGross: 1003, vatRate: 23 },
      { name: 'B', quantity: 1, unitPriceGross: 1003, vatRate: 23 },
      { name: 'C', quantity: 1, unitPriceGross: 1003, vatRate: 23 },
    ];
    expect(3 * vatOfGross(1003, 23)).not.toBe(vatOfGross(3 * 1003, 23));
    const data = await issued({ business: true, lines });
    const xml = renderFa3Xml(data);
    const grosze = (values: (string | undefined)[]) => values.reduce((sum, v) => sum + Math.round(Number(v) * 100), 0);
    expect(grosze(element(xml, 'P_11Vat'))).toBe(grosze(element(xml, 'P_14_1')));
    expect(grosze(element(xml, 'P_11A'))).toBe(grosze(element(xml, 'P_15')));
    expect(data.lines.reduce((sum, l) => sum + l.net, 0)).toBe(data.totalNet);
    expect(data.lines.reduce((sum, l) => sum + l.vat, 0)).toBe(data.totalVat);
  });

  it('normalises a Polish NIP and keeps other tax ids as NrID', async () => {
    expect(polishNip('PL 725-180-11-26')).toBe('7251801126');
    expect(polishNip('DE123456789')).toBeNull();
    const data = await issued({ business: true, data: { invNip: 'DE123456789' } });
    const xml = renderFa3Xml(data);
    expect(element(xml, 'NrID')).toEqual(['DE123456789']);
    expect(await validateFa3(xml)).toEqual({ valid: true, errors: [] });
  });
});

describe('amounts', () => {
  it('computes VAT from gross and formats money the Polish way', () => {
    expect(vatOfGross(12300, 23)).toBe(2300);
    expect(vatOfGross(49900, 23)).toBe(9331);
    expect(vatOfGross(10800, 8)).toBe(800);
    expect(vatOfGross(9999, 0)).toBe(0);
    expect(money(123456789)).toBe('1\u00a0234\u00a0567,89');
    expect(money(5)).toBe('0,05');
  });

  it('writes amounts in Polish words', () => {
    expect(numberInWords(0)).toBe('zero');
    expect(numberInWords(1)).toBe('jeden');
    expect(numberInWords(12)).toBe('dwanaście');
    expect(numberInWords(1000)).toBe('tysiąc');
    expect(numberInWords(2022)).toBe('dwa tysiące dwadzieścia dwa');
    expect(numberInWords(15_000)).toBe('piętnaście tysięcy');
    expect(numberInWords(1_234_567)).toBe('milion dwieście trzydzieści cztery tysiące pięćset sześćdziesiąt siedem');
    expect(amountInWords(100)).toBe('jeden złoty 00/100');
    expect(amountInWords(35000)).toBe('trzysta pięćdziesiąt złotych 00/100');
    expect(amountInWords(205)).toBe('dwa złote 05/100');
    expect(amountInWords(2299)).toBe('dwadzieścia dwa złote 99/100');
    expect(amountInWords(1299)).toBe('dwanaście złotych 99/100');
  });
});
