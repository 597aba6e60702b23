import { generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject } from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  AttributeTypeAndValue,
  AttributeValue,
  Certificate,
  Extension,
  Extensions,
  GeneralName,
  KeyUsage,
  KeyUsageFlags,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
  id_ce_keyUsage,
  id_ce_subjectAltName,
} from '@peculiar/asn1-x509';
import { EInvoiceError } from './einvoice-error.js';
import { certificateDigest } from './invoice-hash.js';
import { assertVatNumber } from './zatca-values.js';

/**
 * The signing key and certificate of a unit that issues e-invoices. ZATCA issues the real certificate (a CSID) for
 * a certificate request; until one is given, setup makes a secp256k1 key and a self-signed certificate of the same
 * shape: the subject (C, OU, O, CN) and the subjectAltName directory name of ZATCA's CSR profile (SN: the device's
 * "1-solution|2-version|3-serial", UID: the VAT number, title: the document types, 1100 for standard and
 * simplified, registeredAddress, businessCategory). Node makes the key and signs; @peculiar/asn1-x509 writes the DER.
 */

export interface SigningIdentity {
  /** SEC 1 "EC PRIVATE KEY" PEM, as ZATCA's SDK keeps it. */
  privateKeyPem: string;
  certificatePem: string;
}

export interface CertificateSubject {
  /** The unit's name, e.g. the branch's. */
  commonName: string;
  organization: string;
  organizationUnit: string;
  vatNumber: string;
  /** 1-<solution>|2-<version>|3-<device serial>. */
  deviceSerial: string;
  location: string;
  industry: string;
  /** Document types the unit issues: 1100 standard and simplified. */
  invoiceTypes?: string;
}

const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  userId: '0.9.2342.19200300.100.1.1',
  title: '2.5.4.12',
  registeredAddress: '2.5.4.26',
  businessCategory: '2.5.4.15',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
};

const rdn = (type: string, value: string, printable = false) =>
  new RelativeDistinguishedName([
    new AttributeTypeAndValue({
      type,
      value: new AttributeValue(printable ? { printableString: value } : { utf8String: value }),
    }),
  ]);

const pem = (label: string, der: Uint8Array) =>
  `-----BEGIN ${label}-----\n${Buffer.from(der)
    .toString('base64')
    .replace(/.{1,64}/g, '$&\n')}-----END ${label}-----\n`;

/** A new secp256k1 key and a self-signed certificate for it, valid from `now` for `validDays`. */
export function createSigningIdentity(
  subject: CertificateSubject,
  options: { now?: Date; validDays?: number } = {},
): SigningIdentity {
  assertVatNumber(subject.vatNumber, 'The certificate subject');
  const now = options.now ?? new Date();
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const name = new Name([
    rdn(OID.country, 'SA', true),
    rdn(OID.organizationUnit, subject.organizationUnit),
    rdn(OID.organization, subject.organization),
    rdn(OID.commonName, subject.commonName),
  ]);
  const directoryName = new Name([
    rdn(OID.surname, subject.deviceSerial),
    rdn(OID.userId, subject.vatNumber),
    rdn(OID.title, subject.invoiceTypes ?? '1100'),
    rdn(OID.registeredAddress, subject.location),
    rdn(OID.businessCategory, subject.industry),
  ]);
  // 71 random bits: a positive serial of at most 22 decimal digits. ds:X509SerialNumber is an xs:integer, and
  // libxml2 (xmllint) reads at most 24 digits of one: ZATCA's own 46-digit serials fail its schema check there.
  const serial = randomBytes(9);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x01;
  const algorithm = new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });
  const tbsCertificate = new TBSCertificate({
    version: Version.v3,
    serialNumber: new Uint8Array(serial).buffer,
    signature: algorithm,
    issuer: name,
    validity: new Validity({
      notBefore: now,
      notAfter: new Date(now.getTime() + (options.validDays ?? 365) * 86_400_000),
    }),
    subject: name,
    subjectPublicKeyInfo: AsnConvert.parse(publicKey.export({ type: 'spki', format: 'der' }), SubjectPublicKeyInfo),
    extensions: new Extensions([
      new Extension({
        extnID: id_ce_subjectAltName,
        critical: false,
        extnValue: new OctetString(
          AsnConvert.serialize(new SubjectAlternativeName([new GeneralName({ directoryName })])),
        ),
      }),
      new Extension({
        extnID: id_ce_keyUsage,
        critical: true,
        extnValue: new OctetString(
          AsnConvert.serialize(new KeyUsage(KeyUsageFlags.digitalSignature | KeyUsageFlags.nonRepudiation)),
        ),
      }),
    ]),
  });
  const tbsDer = Buffer.from(AsnConvert.serialize(tbsCertificate));
  const signatureValue = sign('sha256', tbsDer, privateKey);
  const certificate = new Certificate({
    tbsCertificate,
    signatureAlgorithm: algorithm,
    signatureValue: new Uint8Array(signatureValue).buffer,
  });
  return {
    privateKeyPem: privateKey.export({ type: 'sec1', format: 'pem' }) as string,
    certificatePem: pem('CERTIFICATE', new Uint8Array(AsnConvert.serialize(certificate))),
  };
}

export interface CertificateFacts {
  x509: X509Certificate;
  publicKey: KeyObject;
  /** The certificate's DER in Base64 on one line, as ds:X509Certificate carries it. */
  base64: string;
  /** xades:CertDigest's value. */
  digest: string;
  /** The issuer as ZATCA writes X509IssuerName: most specific first, ", " between ("CN=…, DC=…"). */
  issuerName: string;
  /** The serial number in decimal. */
  serialNumber: string;
  /** DER SubjectPublicKeyInfo (QR tag 8). */
  publicKeyDer: Buffer;
  /** The issuer's DER signature over the certificate (QR tag 9). */
  signature: Buffer;
}

/** What a signature needs from a PEM (or Base64 DER) certificate; one that is not a secp256k1 EC certificate is refused. */
export function readCertificate(certificate: string): CertificateFacts {
  const base64 = certificate.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(Buffer.from(base64, 'base64'));
  } catch (error) {
    throw new EInvoiceError('INVALID_CERTIFICATE', `the certificate cannot be read: ${(error as Error).message}`);
  }
  const publicKey = x509.publicKey;
  if (publicKey.asymmetricKeyType !== 'ec' || publicKey.asymmetricKeyDetails?.namedCurve !== 'secp256k1') {
    throw new EInvoiceError('INVALID_CERTIFICATE', "the certificate's key is not an EC key on secp256k1");
  }
  const parsed = AsnConvert.parse(x509.raw, Certificate);
  return {
    x509,
    publicKey,
    base64,
    digest: certificateDigest(base64),
    issuerName: x509.issuer.split('\n').reverse().join(', '),
    serialNumber: BigInt(`0x${x509.serialNumber}`).toString(10),
    publicKeyDer: publicKey.export({ type: 'spki', format: 'der' }),
    signature: Buffer.from(parsed.signatureValue),
  };
}
