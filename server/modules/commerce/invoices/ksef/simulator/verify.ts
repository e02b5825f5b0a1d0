import { create } from 'xmlbuilder2';
import { FA3_NAMESPACE } from '../../fa3.ts';
import { validateFa3Xml } from './xsd.ts';

/**
 * What KSeF checks in an invoice's content (faktury/weryfikacja-faktury.md): XML 1.0 in UTF-8
 * without BOM, a prolog (if any) declaring no other encoding, no processing instructions, none
 * of the discouraged Unicode characters, valid against FA(3); P_1 not after the day of receipt;
 * the NIP checksums of Podmiot1/2/3 and PodmiotUpowazniony (production only in KSeF, always
 * here, so the product meets it before production does); and the seller being the session's
 * context (KSeF's permission check). A DOCTYPE is refused outright (FA(3) never needs one, and
 * no entity is ever expanded).
 */

export interface InvoiceFacts {
  sellerNip: string;
  /** RodzajFaktury. */
  kind: string;
  /** P_2. */
  invoiceNumber: string;
  /** P_1, YYYY-MM-DD. */
  issueDate: string;
}

export type Verdict =
  | { ok: true; facts: InvoiceFacts }
  | { ok: false; code: number; description: string; details: string[]; facts: Partial<InvoiceFacts> };

export const SEMANTIC_ERROR = 'Błąd weryfikacji semantyki dokumentu faktury';
const PERMISSION_ERROR = 'Nieprawidłowy zakres uprawnień';
/** At most this many schema messages go into the status's details. */
const MAX_DETAILS = 20;

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The discouraged characters of XML 1.0 §2.2 that the docs list. */
const DISCOURAGED = new RegExp(
  `[\\u007F-\\u0084\\u0086-\\u009F\\uFDD0-\\uFDEF${Array.from({ length: 16 }, (_, i) => {
    const plane = (i + 1).toString(16).toUpperCase();
    return `\\u{${plane}FFFE}-\\u{${plane}FFFF}`;
  }).join('')}]`,
  'u',
);

/** The NIP's check digit: weights 6 5 7 2 3 4 5 6 7, sum modulo 11 (10 never valid). */
export function nipChecksumValid(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(nip[i]), 0);
  return sum % 11 === Number(nip[9]);
}

/** The few DOM members read here (xmlbuilder2's parsed document). */
interface DomNode {
  nodeType: number;
  localName?: string | null;
  namespaceURI?: string | null;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

const ELEMENT = 1;
const PROCESSING_INSTRUCTION = 7;

const children = (node: DomNode | undefined, name: string): DomNode[] =>
  node
    ? Array.from(node.childNodes).filter(
        (c) => c.nodeType === ELEMENT && c.localName === name && c.namespaceURI === FA3_NAMESPACE,
      )
    : [];
const child = (node: DomNode | undefined, name: string) => children(node, name)[0];
const text = (node: DomNode | undefined) => node?.textContent?.trim() ?? '';

function hasProcessingInstruction(node: DomNode): boolean {
  return Array.from(node.childNodes).some(
    (c) => c.nodeType === PROCESSING_INSTRUCTION || (c.nodeType === ELEMENT && hasProcessingInstruction(c)),
  );
}

const refuse = (details: string[], facts: Partial<InvoiceFacts> = {}): Verdict => ({
  ok: false,
  code: 450,
  description: SEMANTIC_ERROR,
  details,
  facts,
});

export async function verifyInvoice(
  bytes: Buffer,
  { contextNip, today }: { contextNip: string; today: string },
): Promise<Verdict> {
  if (bytes.subarray(0, 3).equals(BOM)) return refuse(['Faktura musi być kodowana w UTF-8 bez znaku BOM.']);
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return refuse(['Faktura nie jest poprawnie zakodowana w UTF-8.']);
  }
  const encoding = /^<\?xml\s[^>]*?encoding\s*=\s*["']([^"']*)["']/.exec(xml)?.[1];
  if (encoding !== undefined && encoding.toLowerCase() !== 'utf-8') {
    return refuse([`Prolog XML wskazuje kodowanie inne niż UTF-8: ${encoding.slice(0, 40)}.`]);
  }
  if (/<!DOCTYPE/i.test(xml)) return refuse(['Faktura nie może zawierać deklaracji DOCTYPE.']);
  if (DISCOURAGED.test(xml)) return refuse(['Faktura zawiera niezalecane znaki Unicode.']);

  let schema;
  try {
    schema = await validateFa3Xml(xml);
  } catch (error) {
    // libxml2 gave up (e.g. out of its memory): the document is refused, never a 500.
    return refuse(['Nie udało się zweryfikować dokumentu względem schemy (xsd).', (error as Error).message]);
  }
  if (!schema.valid) {
    return refuse(['Dokument nie jest zgodny ze schemą (xsd) FA (3).', ...schema.errors.slice(0, MAX_DETAILS)]);
  }

  const document = create(xml).node as unknown as DomNode;
  if (hasProcessingInstruction(document)) return refuse(['Faktura nie może zawierać instrukcji przetwarzania XML.']);
  const root = Array.from(document.childNodes).find((c) => c.nodeType === ELEMENT);
  const fa = child(root, 'Fa');
  const nipOf = (subject: DomNode | undefined) => text(child(child(subject, 'DaneIdentyfikacyjne'), 'NIP'));
  const facts: InvoiceFacts = {
    sellerNip: nipOf(child(root, 'Podmiot1')),
    kind: text(child(fa, 'RodzajFaktury')),
    invoiceNumber: text(child(fa, 'P_2')),
    issueDate: text(child(fa, 'P_1')),
  };

  const subjects: [string, DomNode | undefined][] = [
    ['Podmiot1', child(root, 'Podmiot1')],
    ['Podmiot2', child(root, 'Podmiot2')],
    ...children(root, 'Podmiot3').map((s, i): [string, DomNode] => [`Podmiot3[${i + 1}]`, s]),
    ['PodmiotUpowazniony', child(root, 'PodmiotUpowazniony')],
  ];
  const badNips = subjects
    .map(([name, subject]) => [name, nipOf(subject)] as const)
    .filter(([, nip]) => nip !== '' && !nipChecksumValid(nip))
    .map(([name, nip]) => `Nieprawidłowy NIP ${nip} (${name}): błędna suma kontrolna.`);
  if (badNips.length > 0) return refuse(badNips, facts);

  if (facts.sellerNip !== contextNip) {
    return {
      ok: false,
      code: 410,
      description: PERMISSION_ERROR,
      details: [`NIP sprzedawcy ${facts.sellerNip} (Podmiot1) różni się od NIP kontekstu ${contextNip}.`],
      facts,
    };
  }
  if (facts.issueDate > today) {
    return refuse(
      [`Data wystawienia faktury (P_1) ${facts.issueDate} jest późniejsza niż data przyjęcia ${today}.`],
      facts,
    );
  }
  return { ok: true, facts };
}
