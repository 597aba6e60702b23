import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { EInvoiceError } from './einvoice-error.js';
import { DSIG_NS, invoiceHash, signedPropertiesDigest, XADES_NS } from './invoice-hash.js';
import { buildInvoiceXml, documentTotals, escapeXml, qrTimestamp, type EInvoiceInput } from './invoice-xml.js';
import { phase2Qr } from './qr-tlv.js';
import { readCertificate, type CertificateFacts, type SigningIdentity } from './signing-certificate.js';
import { formatHalalas } from './zatca-values.js';

/**
 * A document signed as ZATCA's SDK signs it: the invoice hash (see invoice-hash.ts) is signed with ECDSA on
 * secp256k1 with SHA-256, that is, the signature is over SHA-256 of the 32 hash bytes (what
 * `openssl dgst -sha256 -verify pub.pem -signature sig.der hash.bin` checks), not over SignedInfo; the
 * signature, the certificate and the XAdES signed properties go into ext:UBLExtensions, and the QR carries
 * tags 1-9 (9, the certificate's signature, on simplified documents only).
 */

export interface SignedDocument {
  /** The XML to store once and never change. */
  xml: string;
  /** Base64 of the invoice hash: the next document's previous-document hash. */
  hash: string;
  /** Base64 of the DER ECDSA signature. */
  signature: string;
  /** Base64 QR text (tags 1-9). */
  qr: string;
}

const SIGNED_PROPERTIES_DIGEST_SLOT = 'SIGNED-PROPERTIES-DIGEST';

interface SignatureBlock {
  invoiceDigest: string;
  signedPropertiesDigest: string;
  signature: string;
  certificateBase64: string;
  certificateDigest: string;
  issuerName: string;
  serialNumber: string;
  signingTime: string;
}

/** ext:UBLExtensions with the enveloped XAdES signature, indented from column 4 like the rest of the document. */
function signatureExtensions(block: SignatureBlock): string {
  const lines: Array<[number, string]> = [
    [1, '<ext:UBLExtensions>'],
    [2, '<ext:UBLExtension>'],
    [3, '<ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>'],
    [3, '<ext:ExtensionContent>'],
    [
      4,
      '<sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">',
    ],
    [5, '<sac:SignatureInformation>'],
    [6, '<cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>'],
    [6, '<sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>'],
    [6, `<ds:Signature xmlns:ds="${DSIG_NS}" Id="signature">`],
    [7, '<ds:SignedInfo>'],
    [8, '<ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>'],
    [8, '<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>'],
    [8, '<ds:Reference Id="invoiceSignedData" URI="">'],
    [9, '<ds:Transforms>'],
    ...[
      'not(//ancestor-or-self::ext:UBLExtensions)',
      'not(//ancestor-or-self::cac:Signature)',
      "not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])",
    ].flatMap((xpath): Array<[number, string]> => [
      [10, '<ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">'],
      [11, `<ds:XPath>${escapeXml(xpath)}</ds:XPath>`],
      [10, '</ds:Transform>'],
    ]),
    [10, '<ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>'],
    [9, '</ds:Transforms>'],
    [9, '<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>'],
    [9, `<ds:DigestValue>${block.invoiceDigest}</ds:DigestValue>`],
    [8, '</ds:Reference>'],
    [8, '<ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">'],
    [9, '<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>'],
    [9, `<ds:DigestValue>${block.signedPropertiesDigest}</ds:DigestValue>`],
    [8, '</ds:Reference>'],
    [7, '</ds:SignedInfo>'],
    [7, `<ds:SignatureValue>${block.signature}</ds:SignatureValue>`],
    [7, '<ds:KeyInfo>'],
    [8, '<ds:X509Data>'],
    [9, `<ds:X509Certificate>${block.certificateBase64}</ds:X509Certificate>`],
    [8, '</ds:X509Data>'],
    [7, '</ds:KeyInfo>'],
    [7, '<ds:Object>'],
    [8, `<xades:QualifyingProperties xmlns:xades="${XADES_NS}" Target="signature">`],
    [9, '<xades:SignedProperties Id="xadesSignedProperties">'],
    [10, '<xades:SignedSignatureProperties>'],
    [11, `<xades:SigningTime>${block.signingTime}</xades:SigningTime>`],
    [11, '<xades:SigningCertificate>'],
    [12, '<xades:Cert>'],
    [13, '<xades:CertDigest>'],
    [14, '<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>'],
    [14, `<ds:DigestValue>${block.certificateDigest}</ds:DigestValue>`],
    [13, '</xades:CertDigest>'],
    [13, '<xades:IssuerSerial>'],
    [14, `<ds:X509IssuerName>${escapeXml(block.issuerName)}</ds:X509IssuerName>`],
    [14, `<ds:X509SerialNumber>${block.serialNumber}</ds:X509SerialNumber>`],
    [13, '</xades:IssuerSerial>'],
    [12, '</xades:Cert>'],
    [11, '</xades:SigningCertificate>'],
    [10, '</xades:SignedSignatureProperties>'],
    [9, '</xades:SignedProperties>'],
    [8, '</xades:QualifyingProperties>'],
    [7, '</ds:Object>'],
    [6, '</ds:Signature>'],
    [5, '</sac:SignatureInformation>'],
    [4, '</sig:UBLDocumentSignatures>'],
    [3, '</ext:ExtensionContent>'],
    [2, '</ext:UBLExtension>'],
    [1, '</ext:UBLExtensions>'],
  ];
  return lines.map(([level, text]) => `${'    '.repeat(level)}${text}`).join('\n');
}

/**
 * A signing identity read and checked: the certificate a secp256k1 EC one (readCertificate), the private key on
 * secp256k1 and the certificate's own; INVALID_CERTIFICATE saying which fails otherwise.
 */
export function readIdentity(identity: SigningIdentity): { certificate: CertificateFacts; privateKey: KeyObject } {
  const certificate = readCertificate(identity.certificatePem);
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(identity.privateKeyPem);
  } catch (error) {
    throw new EInvoiceError('INVALID_CERTIFICATE', `the private key cannot be read: ${(error as Error).message}`);
  }
  if (privateKey.asymmetricKeyDetails?.namedCurve !== 'secp256k1') {
    throw new EInvoiceError('INVALID_CERTIFICATE', 'the private key is not on secp256k1');
  }
  if (!createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).equals(certificate.publicKeyDer)) {
    throw new EInvoiceError('INVALID_CERTIFICATE', "the private key is not the certificate's");
  }
  return { certificate, privateKey };
}

/** The document's XML, hashed, signed and stamped with its QR; `signingTime` defaults to now. */
export function signInvoice(
  input: EInvoiceInput,
  identity: SigningIdentity,
  signingTime: Date = new Date(),
): SignedDocument {
  const { certificate, privateKey } = readIdentity(identity);

  // The hash leaves out the extensions, cac:Signature and the QR reference: any content in their places gives it.
  const hashBytes = invoiceHash(buildInvoiceXml(input, { extensions: '    <ext:UBLExtensions/>', qr: 'AA==' }));
  const hash = hashBytes.toString('base64');
  const signature = sign('sha256', hashBytes, privateKey).toString('base64');
  const totals = documentTotals(input.lines);
  const qr = phase2Qr({
    sellerName: input.seller.legalName,
    vatNumber: input.seller.vatNumber,
    timestamp: qrTimestamp(input.issuedAt),
    totalWithVat: formatHalalas(totals.total),
    vatTotal: formatHalalas(totals.vat),
    invoiceHash: hash,
    signature,
    publicKey: certificate.publicKeyDer,
    certificateSignature: input.audience === 'simplified' ? certificate.signature : undefined,
  });
  const extensions = signatureExtensions({
    invoiceDigest: hash,
    signedPropertiesDigest: SIGNED_PROPERTIES_DIGEST_SLOT,
    signature,
    certificateBase64: certificate.base64,
    certificateDigest: certificate.digest,
    issuerName: certificate.issuerName,
    serialNumber: certificate.serialNumber,
    signingTime: signingTime.toISOString().slice(0, 19) + 'Z',
  });
  const draft = buildInvoiceXml(input, { extensions, qr });
  const xml = draft.replace(SIGNED_PROPERTIES_DIGEST_SLOT, signedPropertiesDigest(draft));
  if (!invoiceHash(xml).equals(hashBytes)) {
    throw new EInvoiceError('INVALID_DOCUMENT', `document ${input.number}: the signed XML does not hash as signed`);
  }
  return { xml, hash, signature, qr };
}
