import { verify, type KeyObject } from 'node:crypto';
import { EInvoiceError } from './einvoice-error.js';
import {
  DSIG_NS,
  INITIAL_PREVIOUS_HASH,
  invoiceHash,
  parseXml,
  signedPropertiesDigest,
  XADES_NS,
} from './invoice-hash.js';
import { qrTimestamp, UBL_NS } from './invoice-xml.js';
import { decodeQr } from './qr-tlv.js';
import { readCertificate } from './signing-certificate.js';

/**
 * The check of a unit's chain of stored documents, in issue order: each one's hash recomputed from its XML and
 * compared with the digest it was signed with, its signature verified with the certificate it carries, its
 * previous-document hash compared with the hash of the one before, its counter with the one before plus one, and
 * its QR's fields with its XML. The first document that fails is named with what failed.
 */

export type ChainProblem =
  'not-readable' | 'hash' | 'signature' | 'signed-properties' | 'certificate' | 'previous-hash' | 'counter' | 'qr';

export type ChainCheck =
  | { ok: true; documents: number; lastHash: string; lastCounter: number; hashes: string[] }
  | { ok: false; index: number; documentNumber: string; problem: ChainProblem; detail: string };

export interface ChainStart {
  /** The PIH the first document must carry; INITIAL_PREVIOUS_HASH (a chain from its start) when not given. */
  previousHash?: string;
  /** The counter before the first document's; the first must then carry this plus one. Any when not given. */
  previousCounter?: number;
  /** Base64 certificates the documents may be signed with; any certificate when not given. */
  certificates?: string[];
}

const text = (element: Element | undefined | null) => element?.textContent?.trim() ?? '';

function children(parent: Element, ns: string, name: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === ns && (node as Element).localName === name,
  );
}

function path(from: Element, ...steps: Array<[string, string]>): Element | undefined {
  let at: Element | undefined = from;
  for (const [ns, name] of steps) at = at && children(at, ns, name)[0];
  return at;
}

const cac = (name: string): [string, string] => [UBL_NS.cac, name];
const cbc = (name: string): [string, string] => [UBL_NS.cbc, name];

class Broken extends Error {
  constructor(
    readonly problem: ChainProblem,
    readonly detail: string,
  ) {
    super(detail);
  }
}

/** ECDSA-SHA256 over the hash bytes; a signature that is not even DER fails like a wrong one. */
function verifies(hash: Buffer, key: KeyObject, signatureBase64: string): boolean {
  try {
    return verify('sha256', hash, key, Buffer.from(signatureBase64, 'base64'));
  } catch {
    return false;
  }
}

interface DocumentFacts {
  number: string;
  hash: string;
  counter: number;
}

function checkDocument(
  xml: string,
  start: ChainStart,
  before: DocumentFacts | undefined,
  numberOut: { value: string },
): DocumentFacts {
  let doc: Document;
  try {
    doc = parseXml(xml);
  } catch (error) {
    throw new Broken('not-readable', (error as EInvoiceError).message);
  }
  const root = doc.documentElement;
  const number = text(path(root, cbc('ID')));
  numberOut.value = number;
  const reference = (id: string) =>
    children(root, UBL_NS.cac, 'AdditionalDocumentReference').find((r) => text(path(r, cbc('ID'))) === id);
  const counter = Number(text(path(reference('ICV') ?? root, cbc('UUID'))));
  const previousHash = text(path(reference('PIH') ?? root, cac('Attachment'), cbc('EmbeddedDocumentBinaryObject')));
  const qrText = text(path(reference('QR') ?? root, cac('Attachment'), cbc('EmbeddedDocumentBinaryObject')));

  const references = Array.from(doc.getElementsByTagNameNS(DSIG_NS, 'Reference'));
  const invoiceReference = references.find((r) => r.getAttribute('Id') === 'invoiceSignedData');
  const propertiesReference = references.find((r) => r.getAttribute('URI') === '#xadesSignedProperties');
  const digestOf = (r: Element | undefined) => (r ? text(children(r, DSIG_NS, 'DigestValue')[0]) : '');
  const signedDigest = digestOf(invoiceReference);
  const signatureValue = text(doc.getElementsByTagNameNS(DSIG_NS, 'SignatureValue')[0]);
  const certificateText = text(doc.getElementsByTagNameNS(DSIG_NS, 'X509Certificate')[0]);
  if (!signedDigest || !signatureValue || !certificateText) throw new Broken('signature', 'the document is not signed');

  const hashBytes = invoiceHash(xml);
  const hash = hashBytes.toString('base64');
  if (hash !== signedDigest) {
    throw new Broken('hash', `its XML hashes to ${hash} but was signed as ${signedDigest}: it changed after signing`);
  }

  let certificate;
  try {
    certificate = readCertificate(certificateText);
  } catch (error) {
    throw new Broken('certificate', (error as EInvoiceError).message);
  }
  if (start.certificates && !start.certificates.includes(certificate.base64)) {
    throw new Broken('certificate', 'it is signed with a certificate that is not the unit’s');
  }
  if (!verifies(hashBytes, certificate.publicKey, signatureValue)) {
    throw new Broken('signature', "its signature does not verify with its certificate's key");
  }
  const certDigest = text(
    Array.from(doc.getElementsByTagNameNS(XADES_NS, 'CertDigest')).flatMap((d) =>
      children(d, DSIG_NS, 'DigestValue'),
    )[0],
  );
  if (certDigest !== certificate.digest)
    throw new Broken('certificate', 'the signed properties name another certificate');
  const propertiesDigest = signedPropertiesDigest(xml);
  if (propertiesDigest !== digestOf(propertiesReference)) {
    throw new Broken(
      'signed-properties',
      `its signed properties hash to ${propertiesDigest}, not to the digest signed`,
    );
  }

  const expectedPrevious = before?.hash ?? start.previousHash ?? INITIAL_PREVIOUS_HASH;
  if (previousHash !== expectedPrevious) {
    throw new Broken(
      'previous-hash',
      before
        ? `its previous-document hash ${previousHash} is not the hash of ${before.number} (${before.hash})`
        : `its previous-document hash ${previousHash} is not the chain's start ${expectedPrevious}`,
    );
  }
  const expectedCounter = before
    ? before.counter + 1
    : start.previousCounter !== undefined
      ? start.previousCounter + 1
      : undefined;
  if (!Number.isSafeInteger(counter) || counter < 1 || (expectedCounter !== undefined && counter !== expectedCounter)) {
    throw new Broken(
      'counter',
      `its invoice counter is ${counter || 'missing'}${expectedCounter ? `, expected ${expectedCounter}` : ''}`,
    );
  }

  let qr;
  try {
    qr = decodeQr(qrText);
  } catch (error) {
    throw new Broken('qr', (error as EInvoiceError).message);
  }
  const seller = path(root, cac('AccountingSupplierParty'), cac('Party'));
  const issuedAt = new Date(`${text(path(root, cbc('IssueDate')))}T${text(path(root, cbc('IssueTime')))}Z`);
  const expected: Array<[string, string | undefined, string]> = [
    ['seller name', qr.sellerName, text(seller && path(seller, cac('PartyLegalEntity'), cbc('RegistrationName')))],
    ['VAT number', qr.vatNumber, text(seller && path(seller, cac('PartyTaxScheme'), cbc('CompanyID')))],
    ['time stamp', qr.timestamp, Number.isNaN(issuedAt.getTime()) ? '' : qrTimestamp(issuedAt)],
    ['total with VAT', qr.totalWithVat, text(path(root, cac('LegalMonetaryTotal'), cbc('TaxInclusiveAmount')))],
    ['VAT total', qr.vatTotal, text(path(root, cac('TaxTotal'), cbc('TaxAmount')))],
    ['hash', qr.invoiceHash, hash],
    ['signature', qr.signature, signatureValue],
    ['public key', qr.publicKey?.toString('base64'), certificate.publicKeyDer.toString('base64')],
  ];
  for (const [field, inQr, inXml] of expected) {
    if (inQr !== inXml) throw new Broken('qr', `its QR's ${field} is "${inQr ?? ''}" where the XML has "${inXml}"`);
  }
  return { number, hash, counter };
}

/** Checks stored documents in issue order and names the first broken link. */
export function checkChain(xmls: readonly string[], start: ChainStart = {}): ChainCheck {
  let before: DocumentFacts | undefined;
  const hashes: string[] = [];
  for (const [index, xml] of xmls.entries()) {
    const numberOut = { value: '' };
    try {
      before = checkDocument(xml, start, before, numberOut);
      hashes.push(before.hash);
    } catch (error) {
      if (!(error instanceof Broken)) throw error;
      return { ok: false, index, documentNumber: numberOut.value, problem: error.problem, detail: error.detail };
    }
  }
  return {
    ok: true,
    documents: xmls.length,
    lastHash: before?.hash ?? start.previousHash ?? INITIAL_PREVIOUS_HASH,
    lastCounter: before?.counter ?? start.previousCounter ?? 0,
    hashes,
  };
}
