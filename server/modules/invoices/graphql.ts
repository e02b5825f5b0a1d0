import { builder } from '../../graphql/builder.ts';
import { invoiceUrls } from './service.ts';

/**
 * `Purchase.invoice`: the VAT invoice of a paid purchase, with where to download it. Whoever
 * can read the purchase can read this (the Purchase type guards access). The URLs are relative
 * and carry no secret: a guest's client appends `?accessToken=…` itself.
 */
interface InvoiceInfo {
  number: string;
  issuedAt: Date;
  pdfUrl: string;
  xmlUrl: string | null;
}

const InvoiceInfoRef = builder.objectRef<InvoiceInfo>('InvoiceInfo').implement({
  description: 'The VAT invoice of a paid purchase.',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'FV/2026/000042: gap-free per series and year.' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime' }),
    pdfUrl: t.exposeString('pdfUrl', {
      description: 'Relative URL of the PDF; a guest appends ?accessToken= with the purchase link’s token.',
    }),
    xmlUrl: t.exposeString('xmlUrl', {
      nullable: true,
      description: 'Relative URL of the FA(3) e-invoice XML; null unless the buyer is a business with a NIP.',
    }),
  }),
});

builder.prismaObjectField('Purchase', 'invoice', (t) =>
  t.field({
    type: InvoiceInfoRef,
    nullable: true,
    description: 'Issued when the purchase is paid; null before.',
    select: {
      id: true,
      buyerType: true,
      invNip: true,
      invoice: { select: { number: true, issuedAt: true } },
    },
    resolve: (purchase) => {
      if (!purchase.invoice) return null;
      const business = purchase.buyerType === 'BUSINESS' && !!purchase.invNip;
      return {
        number: purchase.invoice.number,
        issuedAt: purchase.invoice.issuedAt,
        ...invoiceUrls(purchase.id, business),
      };
    },
  }),
);
