import { readFile } from 'node:fs/promises';
import { validateXML } from 'xmllint-wasm';

/**
 * XSD validation with libxml2 compiled to WebAssembly (xmllint-wasm): the official FA(3) schema
 * with its imports (../../fa3-schema/) and UPO v4-3 (../api/upo/). No network and no file system
 * beyond the in-memory one xmllint gets, so a hostile document can reach nothing.
 */

export interface XsdResult {
  valid: boolean;
  errors: string[];
}

const FA3_DIR = new URL('../../fa3-schema/', import.meta.url);
const FA3_IMPORTS = ['StrukturyDanych_v10-0E.xsd', 'ElementarneTypyDanych_v10-0E.xsd', 'KodyKrajow_v10-0E.xsd'];
const UPO_XSD = new URL('../api/upo/upo-v4-3.xsd', import.meta.url);

let fa3Files: Promise<{ main: string; imports: { fileName: string; contents: string }[] }> | undefined;
let upoFile: Promise<string> | undefined;

const read = (url: URL) => readFile(url, 'utf8');

async function validate(
  xml: string,
  schema: string,
  preload: { fileName: string; contents: string }[] = [],
): Promise<XsdResult> {
  const result = await validateXML({ xml: [{ fileName: 'document.xml', contents: xml }], schema: [schema], preload });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}

export async function validateFa3Xml(xml: string): Promise<XsdResult> {
  fa3Files ??= Promise.all([
    read(new URL('schemat_FA3_v1-0E.xsd', FA3_DIR)),
    ...FA3_IMPORTS.map(async (fileName) => ({ fileName, contents: await read(new URL(fileName, FA3_DIR)) })),
  ]).then(([main, ...imports]) => ({
    main: main as string,
    imports: imports as { fileName: string; contents: string }[],
  }));
  const { main, imports } = await fa3Files;
  return validate(xml, main, imports);
}

export async function validateUpoXml(xml: string): Promise<XsdResult> {
  upoFile ??= read(UPO_XSD);
  return validate(xml, await upoFile);
}
