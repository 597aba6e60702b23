import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { C14nCanonicalization, ExclusiveCanonicalization } from 'xml-crypto';
import { EInvoiceError } from './einvoice-error.js';
import { UBL_NS } from './invoice-xml.js';

/**
 * The hashes ZATCA's e-invoicing SDK computes (checked against the signed samples it ships: the digest, the
 * signed-properties digest and the certificate digest of Simplified_Invoice.xml are reproduced exactly).
 *
 * - The invoice hash: SHA-256 over the canonical form (C14N 1.1, http://www.w3.org/2006/12/xml-c14n11) of the
 *   document less ext:UBLExtensions, cac:Signature and the QR AdditionalDocumentReference, the whitespace around
 *   them kept. xml-crypto's C14nCanonicalization is Canonical XML 1.0 (inclusive); on a whole document without
 *   xml:id, xml:base or xml:lang attributes, which these documents never carry, 1.0 and 1.1 give the same bytes.
 * - The signed-properties digest: Base64 of the hexadecimal SHA-256 of xades:SignedProperties as written, with the
 *   namespace declarations an exclusive canonicalization puts on it and empty elements written `<x/>` (ZATCA
 *   hashes the element as sent rather than its canonical form).
 * - The certificate digest: Base64 of the hexadecimal SHA-256 of the certificate's Base64 text.
 */

/** The previous-document hash of the first document: Base64 of the hexadecimal SHA-256 of "0", as ZATCA's SDK ships it. */
export const INITIAL_PREVIOUS_HASH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');

export const XADES_NS = 'http://uri.etsi.org/01903/v1.3.2#';
export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

/** A DOM of the XML; a document that is not well-formed is refused. */
export function parseXml(xml: string): Document {
  const problems: string[] = [];
  const doc = new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (message: string) => problems.push(message),
      fatalError: (message: string) => problems.push(message),
    },
  }).parseFromString(xml, 'text/xml');
  if (problems.length || !doc?.documentElement) {
    throw new EInvoiceError('INVALID_DOCUMENT', `the XML is not well-formed: ${problems[0] ?? 'no root element'}`);
  }
  return doc as unknown as Document;
}

function childElements(parent: Element, ns: string, localName: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === ns && (node as Element).localName === localName,
  );
}

/** The canonical text of a document as ZATCA hashes it (the three removals, then C14N). */
export function canonicalInvoice(xml: string): string {
  const doc = parseXml(xml);
  const removed = [
    ...Array.from(doc.getElementsByTagNameNS(UBL_NS.ext, 'UBLExtensions')),
    ...Array.from(doc.getElementsByTagNameNS(UBL_NS.cac, 'Signature')),
    ...Array.from(doc.getElementsByTagNameNS(UBL_NS.cac, 'AdditionalDocumentReference')).filter((reference) =>
      childElements(reference, UBL_NS.cbc, 'ID').some((id) => id.textContent === 'QR'),
    ),
  ];
  for (const element of removed) element.parentNode?.removeChild(element);
  return new C14nCanonicalization().process(doc.documentElement, {});
}

/** The invoice hash: 32 bytes (Base64 in the XML's digest, QR tag 6 and the next document's PIH). */
export const invoiceHash = (xml: string): Buffer => createHash('sha256').update(canonicalInvoice(xml), 'utf8').digest();

const hexDigestBase64 = (text: string) =>
  Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');

/** The digest of the document's xades:SignedProperties, as its SignedInfo's second reference carries it. */
export function signedPropertiesDigest(xml: string): string {
  const doc = parseXml(xml);
  const properties = doc.getElementsByTagNameNS(XADES_NS, 'SignedProperties')[0];
  if (!properties) throw new EInvoiceError('INVALID_DOCUMENT', 'the document has no xades:SignedProperties');
  const text = new ExclusiveCanonicalization()
    .process(properties, {})
    .replace(/<([A-Za-z_][\w.:-]*)((?:\s[^<>]*)?)><\/\1>/g, '<$1$2/>');
  return hexDigestBase64(text);
}

/** The certificate digest of xades:CertDigest, from the certificate's Base64 text (PEM body without line breaks). */
export const certificateDigest = (certificateBase64: string): string => hexDigestBase64(certificateBase64);
