import type { ObjectRef } from '@pothos/core';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { KsefSubmission } from '../../../generated/prisma/client.ts';
import { builder } from '../../../graphql/builder.ts';
import { dateTime, nullable } from '../../../graphql/fields.ts';
import { KsefStateEnum } from './ksef/graphql.ts';
import { ksefLinkOf } from './ksef/present.ts';
import { CORRECTION_ORDER, correctionUrls, invoiceUrls } from './service.ts';

/**
 * `Purchase.invoice`: the VAT invoice of a paid purchase, and `Purchase.corrections`: the
 * correction invoices of its refunds, with where to download them. Whoever can read the
 * purchase can read these (the Purchase type guards access). The URLs are relative and carry no
 * secret: a guest's client appends `?accessToken=…` itself.
 */
interface DocumentInfo {
  number: string;
  issuedAt: Date;
  pdfUrl: string;
  xmlUrl: string | null;
  ksef: KsefInfo | null;
}

/** The submission's columns a document's KSeF state is shown from. */
const KSEF_SELECT = {
  select: { status: true, ksefNumber: true, offlineReason: true, acceptedAt: true, issueDate: true, xmlHash: true },
} as const;
type KsefRow = Pick<KsefSubmission, 'status' | 'ksefNumber' | 'offlineReason' | 'acceptedAt' | 'issueDate' | 'xmlHash'>;

interface KsefInfo {
  row: KsefRow;
}

const KsefInfoRef = builder.objectRef<KsefInfo>('InvoiceKsef').implement({
  description:
    'The document in KSeF: its state, its KSeF number once accepted, and KOD I (the verification link its QR ' +
    'code holds), shown once the invoice is accepted or was issued in the offline mode.',
  fields: (t) => ({
    status: t.field({ type: KsefStateEnum, description: 'Where it stands in KSeF.', resolve: ({ row }) => row.status }),
    ksefNumber: t.string({
      nullable: true,
      description: 'The number KSeF gave it; null until accepted.',
      resolve: ({ row }) => row.ksefNumber,
    }),
    acceptedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When KSeF accepted it; null until then.',
      resolve: ({ row }) => row.acceptedAt,
    }),
    offline: t.boolean({
      description: 'Issued in the offline mode (KSeF unreachable, or no credentials): the QR code says OFFLINE.',
      resolve: ({ row }) => row.offlineReason !== null,
    }),
    verificationUrl: t.string({
      nullable: true,
      description: 'KOD I: the link to verify it in KSeF (its QR code); null until accepted or issued offline.',
      resolve: ({ row }, _args, ctx) =>
        row.status === 'ACCEPTED' || row.offlineReason !== null ? ksefLinkOf(ctx.config, row) : null,
    }),
  }),
});

const ksefInfo = (row: KsefRow | null): KsefInfo | null => (row ? { row } : null);

type SchemaTypesOf<B> = B extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields an invoice and a correction share: number, issue time, downloads. */
function documentFields(ref: ObjectRef<SchemaTypesOf<typeof builder>, DocumentInfo>, example: string) {
  builder.objectFields(ref, (t) => ({
    number: t.exposeString('number', { description: `${example}: gap-free per series and year.` }),
    issuedAt: t.expose('issuedAt', dateTime('When it was issued.')),
    pdfUrl: t.exposeString('pdfUrl', {
      description: 'Relative URL of the PDF; a guest appends ?accessToken= with the purchase link’s token.',
    }),
    xmlUrl: t.exposeString(
      'xmlUrl',
      nullable(
        'Relative URL of the FA(3) e-invoice XML; null unless the buyer is a business with a NIP or the document went to KSeF.',
      ),
    ),
    ksef: t.field({
      type: KsefInfoRef,
      nullable: true,
      description: 'Its way through KSeF; null for a document outside KSeF (a consumer’s, unless sent).',
      resolve: (document) => document.ksef,
    }),
  }));
}

const InvoiceInfoRef = builder.objectRef<DocumentInfo>('InvoiceInfo').implement({
  description: 'The VAT invoice of a paid purchase.',
});
documentFields(InvoiceInfoRef, 'FV/2026/000042');

builder.prismaObjectField('Purchase', 'invoice', (t) =>
  t.field({
    type: InvoiceInfoRef,
    nullable: true,
    description: 'Issued when the purchase is paid; null before.',
    select: {
      id: true,
      buyerType: true,
      invNip: true,
      invoice: { select: { number: true, issuedAt: true, ksef: KSEF_SELECT } },
    },
    resolve: (purchase) => {
      if (!purchase.invoice) return null;
      const business = purchase.buyerType === 'BUSINESS' && !!purchase.invNip;
      return {
        number: purchase.invoice.number,
        issuedAt: purchase.invoice.issuedAt,
        // A consumer's invoice sent to KSeF has its XML too (the one sent).
        ...invoiceUrls(purchase.id, business || purchase.invoice.ksef !== null),
        ksef: ksefInfo(purchase.invoice.ksef),
      };
    },
  }),
);

interface CorrectionInfo extends DocumentInfo {
  reason: string;
  amount: number;
  refundId: string;
}

const CorrectionInfoRef = builder.objectRef<CorrectionInfo>('CorrectionInvoiceInfo').implement({
  description: 'A correction invoice (faktura korygująca) of a refund of an invoiced purchase.',
  fields: (t) => ({
    reason: t.exposeString('reason', { description: 'Why, in Polish (the PDF adds the English).' }),
    amount: t.exposeInt('amount', { description: 'Grosze given back to the buyer (positive).' }),
    refundId: t.exposeID('refundId', { description: 'The corrected Refund’s global id.' }),
  }),
});
documentFields(CorrectionInfoRef, 'FK/2026/000003');

builder.prismaObjectField('Purchase', 'corrections', (t) =>
  t.field({
    type: [CorrectionInfoRef],
    description: 'Correction invoices of the refunds, oldest first; empty without an invoice or refund.',
    select: {
      id: true,
      buyerType: true,
      invNip: true,
      corrections: {
        orderBy: [...CORRECTION_ORDER],
        select: {
          id: true,
          number: true,
          issuedAt: true,
          reason: true,
          refundId: true,
          refund: { select: { lines: { select: { amount: true } } } },
          ksef: KSEF_SELECT,
        },
      },
    },
    resolve: (purchase) => {
      const business = purchase.buyerType === 'BUSINESS' && !!purchase.invNip;
      return purchase.corrections.map((correction) => ({
        number: correction.number,
        issuedAt: correction.issuedAt,
        reason: correction.reason,
        amount: correction.refund.lines.reduce((sum, line) => sum + line.amount, 0),
        refundId: encodeGlobalID('Refund', correction.refundId),
        ...correctionUrls(purchase.id, correction.id, business || correction.ksef !== null),
        ksef: ksefInfo(correction.ksef),
      }));
    },
  }),
);
