import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  creditNote,
  seller,
  simplifiedInvoice,
  standardInvoice,
  UBL_INVOICE_SCHEMA,
  ZATCA_INVOICE_SCHEMA,
} from '../../../test/fixtures/einvoicing/sample-documents.js';
import '../../../test/fixtures/einvoicing/xmllint.js';
import { certificateDigest, INITIAL_PREVIOUS_HASH, invoiceHash, signedPropertiesDigest } from './invoice-hash.js';
import { signInvoice } from './invoice-signing.js';
import { decodeQr } from './qr-tlv.js';
import { createSigningIdentity, readCertificate } from './signing-certificate.js';

/**
 * Hashes and signatures checked by readers nobody here wrote: xmllint canonicalizes (C14N 1.1), openssl hashes,
 * reads the certificate and verifies the ECDSA signature. ZATCA's own figures come from the signed sample its
 * e-invoicing SDK ships (Data/Samples/Simplified/Invoice/Simplified_Invoice.xml).
 */
const ZATCA_SAMPLE = {
  certificate:
    'MIID6TCCA5CgAwIBAgITbwAAf8tem6jngr16DwABAAB/yzAKBggqhkjOPQQDAjBjMRUwEwYKCZImiZPyLGQBGRYFbG9jYWwxEzARBgoJkiaJk/IsZAEZFgNnb3YxFzAVBgoJkiaJk/IsZAEZFgdleHRnYXp0MRwwGgYDVQQDExNUU1pFSU5WT0lDRS1TdWJDQS0xMB4XDTIyMDkxNDEzMjYwNFoXDTI0MDkxMzEzMjYwNFowTjELMAkGA1UEBhMCU0ExEzARBgNVBAoTCjMxMTExMTExMTExDDAKBgNVBAsTA1RTVDEcMBoGA1UEAxMTVFNULTMxMTExMTExMTEwMTExMzBWMBAGByqGSM49AgEGBSuBBAAKA0IABGGDDKDmhWAITDv7LXqLX2cmr6+qddUkpcLCvWs5rC2O29W/hS4ajAK4Qdnahym6MaijX75Cg3j4aao7ouYXJ9GjggI5MIICNTCBmgYDVR0RBIGSMIGPpIGMMIGJMTswOQYDVQQEDDIxLVRTVHwyLVRTVHwzLWE4NjZiMTQyLWFjOWMtNDI0MS1iZjhlLTdmNzg3YTI2MmNlMjEfMB0GCgmSJomT8ixkAQEMDzMxMTExMTExMTEwMTExMzENMAsGA1UEDAwEMTEwMDEMMAoGA1UEGgwDVFNUMQwwCgYDVQQPDANUU1QwHQYDVR0OBBYEFDuWYlOzWpFN3no1WtyNktQdrA8JMB8GA1UdIwQYMBaAFHZgjPsGoKxnVzWdz5qspyuZNbUvME4GA1UdHwRHMEUwQ6BBoD+GPWh0dHA6Ly90c3RjcmwuemF0Y2EuZ292LnNhL0NlcnRFbnJvbGwvVFNaRUlOVk9JQ0UtU3ViQ0EtMS5jcmwwga0GCCsGAQUFBwEBBIGgMIGdMG4GCCsGAQUFBzABhmJodHRwOi8vdHN0Y3JsLnphdGNhLmdvdi5zYS9DZXJ0RW5yb2xsL1RTWkVpbnZvaWNlU0NBMS5leHRnYXp0Lmdvdi5sb2NhbF9UU1pFSU5WT0lDRS1TdWJDQS0xKDEpLmNydDArBggrBgEFBQcwAYYfaHR0cDovL3RzdGNybC56YXRjYS5nb3Yuc2Evb2NzcDAOBgNVHQ8BAf8EBAMCB4AwHQYDVR0lBBYwFAYIKwYBBQUHAwIGCCsGAQUFBwMDMCcGCSsGAQQBgjcVCgQaMBgwCgYIKwYBBQUHAwIwCgYIKwYBBQUHAwMwCgYIKoZIzj0EAwIDRwAwRAIgOgjNPJW017lsIijmVQVkP7GzFO2KQKd9GHaukLgIWFsCIFJF9uwKhTMxDjWbN+1awsnFI7RLBRxA/6hZ+F1wtaqU',
  invoiceDigest: 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=',
  signature: 'MEUCIQCojlvoB6kEoxZCsjf+FXrTnemuJi9p6CE98xXhG5am9AIgSzZWX3iRkNW5Gh6cTA7JvA3K9GZ6Ip1lvQ0Jen3r09E=',
  certificateDigest: 'YTJkM2JhYTcwZTBhZTAxOGYwODMyNzY3NTdkZDM3YzhjY2IxOTIyZDZhM2RlZGJiMGY0NDUzZWJhYWI4MDhmYg==',
  signedPropertiesDigest: 'N2MxMGJkZWM4MDdlYWY0ODY1ZDk0YTk3NGZhYmE4NjI5ZDM2ODYxMjg3ZDAwZDQzMmRjOTNjZTkxYjU0OWJmNw==',
};

/** The sample's xades:SignedProperties with its whitespace (32 spaces in, 4 more a level), in its ds:Object. */
function sampleSignedProperties(): string {
  const lines: Array<[number, string]> = [
    [0, '<xades:SignedProperties Id="xadesSignedProperties">'],
    [1, '<xades:SignedSignatureProperties>'],
    [2, '<xades:SigningTime>2023-01-24T11:16:44Z</xades:SigningTime>'],
    [2, '<xades:SigningCertificate>'],
    [3, '<xades:Cert>'],
    [4, '<xades:CertDigest>'],
    [5, '<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>'],
    [5, `<ds:DigestValue>${ZATCA_SAMPLE.certificateDigest}</ds:DigestValue>`],
    [4, '</xades:CertDigest>'],
    [4, '<xades:IssuerSerial>'],
    [5, '<ds:X509IssuerName>CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local</ds:X509IssuerName>'],
    [5, '<ds:X509SerialNumber>2475382886904809774818644480820936050208702411</ds:X509SerialNumber>'],
    [4, '</xades:IssuerSerial>'],
    [3, '</xades:Cert>'],
    [2, '</xades:SigningCertificate>'],
    [1, '</xades:SignedSignatureProperties>'],
    [0, '</xades:SignedProperties>'],
  ];
  const body = lines
    .map(([level, text]) => `${' '.repeat(32 + 4 * level)}${text}`)
    .join('\n')
    .trimStart();
  return `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:Object><xades:QualifyingProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" Target="signature">${body}</xades:QualifyingProperties></ds:Object></ds:Signature>`;
}

const dir = mkdtempSync(join(tmpdir(), 'einvoice-signing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const run = (command: string, args: string[], input?: string | Buffer) => {
  const result = spawnSync(command, args, {
    input,
    encoding: input === undefined || typeof input === 'string' ? 'utf8' : undefined,
  });
  return { status: result.status, stdout: result.stdout?.toString() ?? '', stderr: result.stderr?.toString() ?? '' };
};
const pemOf = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.replace(/.{1,64}/g, '$&\n')}-----END CERTIFICATE-----\n`;
const between = (xml: string, tag: string) => new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1] ?? '';

/** openssl's verdict on an ECDSA-SHA256 signature over `data` with the key of a PEM certificate. */
function opensslVerifies(certificatePem: string, signatureBase64: string, data: Buffer): string {
  const publicKey = execFileSync('openssl', ['x509', '-noout', '-pubkey', '-in', file('cert.pem', certificatePem)], {
    encoding: 'utf8',
  });
  const result = run('openssl', [
    'dgst',
    '-sha256',
    '-verify',
    file('pub.pem', publicKey),
    '-signature',
    file('sig.der', Buffer.from(signatureBase64, 'base64')),
    file('data.bin', data),
  ]);
  return result.stdout.trim() || result.stderr.trim();
}

/** The invoice hash computed without this module: the three parts cut out as text, xmllint --c14n11, openssl dgst. */
function independentHash(xml: string): string {
  const stripped = xml
    .replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '')
    .replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '')
    .replace(/<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/, '');
  const canonical = execFileSync('xmllint', ['--c14n11', file('stripped.xml', stripped)]);
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: canonical }).toString('base64');
}

describe("ZATCA's hashing and signing rules, on the SDK's signed sample", () => {
  it('starts the chain with Base64 of the hexadecimal SHA-256 of "0"', () => {
    expect(INITIAL_PREVIOUS_HASH).toBe(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
  });

  it('signs the 32 hash bytes with ECDSA-SHA256: openssl verifies that input, and not the hash as text', () => {
    const pem = pemOf(ZATCA_SAMPLE.certificate);
    const hash = Buffer.from(ZATCA_SAMPLE.invoiceDigest, 'base64');
    expect(opensslVerifies(pem, ZATCA_SAMPLE.signature, hash)).toBe('Verified OK');
    expect(opensslVerifies(pem, ZATCA_SAMPLE.signature, Buffer.from(hash.toString('hex')))).toBe(
      'Verification failure',
    );
    expect(opensslVerifies(pem, ZATCA_SAMPLE.signature, Buffer.from(ZATCA_SAMPLE.invoiceDigest))).toBe(
      'Verification failure',
    );
  });

  it("digests the certificate and the signed properties as the sample's SignedInfo and CertDigest carry them", () => {
    expect(certificateDigest(ZATCA_SAMPLE.certificate)).toBe(ZATCA_SAMPLE.certificateDigest);
    expect(readCertificate(pemOf(ZATCA_SAMPLE.certificate))).toMatchObject({
      digest: ZATCA_SAMPLE.certificateDigest,
      issuerName: 'CN=TSZEINVOICE-SubCA-1, DC=extgazt, DC=gov, DC=local',
    });
    expect(signedPropertiesDigest(sampleSignedProperties())).toBe(ZATCA_SAMPLE.signedPropertiesDigest);
  });
});

describe('the signing key and certificate made at setup', () => {
  const subject = {
    commonName: 'دار - الفرع الرئيسي',
    organization: seller.legalName,
    organizationUnit: 'Riyadh Branch',
    vatNumber: seller.vatNumber,
    deviceSerial: '1-DarEstate|2-1.0|3-6f1c0e2a-4b7d-4c3e-9a11-000000000001',
    location: 'RRRD2929',
    industry: 'Real estate',
  };
  const identity = createSigningIdentity(subject, { now: new Date('2026-11-01T00:00:00Z'), validDays: 365 });

  it('is a secp256k1 key and a self-signed certificate that openssl reads', () => {
    const text = execFileSync(
      'openssl',
      ['x509', '-noout', '-text', '-nameopt', 'utf8', '-in', file('setup.pem', identity.certificatePem)],
      {
        encoding: 'utf8',
      },
    );
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain('Signature Algorithm: ecdsa-with-SHA256');
    expect(text).toContain('Subject: C=SA, OU=Riyadh Branch, O=شركة دار العقارية, CN=دار - الفرع الرئيسي');
    expect(text).toContain('Not After : Nov  1 00:00:00 2027 GMT');
    expect(text).toMatch(
      /X509v3 Subject Alternative Name:\s*\n\s*DirName:\/SN=1-DarEstate\|2-1\.0\|3-[-0-9a-f]+\/UID=310122393500003\/title=1100\//,
    );
    expect(text).toMatch(/Serial Number:\s*\n?\s*[0-9a-f:]{20,26}\n/);
    const key = run('openssl', ['ec', '-noout', '-text', '-in', file('key.pem', identity.privateKeyPem)]);
    expect(key.stdout).toContain('ASN1 OID: secp256k1');
    // Self-signed: openssl verifies the certificate's signature over its TBSCertificate with its own key.
    const certificatePath = file('setup.pem', identity.certificatePem);
    const tbsOffset = /^\s*(\d+):d=1/m.exec(
      execFileSync('openssl', ['asn1parse', '-in', certificatePath], { encoding: 'utf8' }),
    )?.[1];
    const tbsPath = join(dir, 'tbs.der');
    execFileSync('openssl', ['asn1parse', '-in', certificatePath, '-strparse', tbsOffset!, '-noout', '-out', tbsPath]);
    const tbs = readFileSync(tbsPath);
    const signature = Buffer.from(printedSignatureHex(text), 'hex').toString('base64');
    expect(opensslVerifies(identity.certificatePem, signature, tbs)).toBe('Verified OK');
    expect(opensslVerifies(identity.certificatePem, signature, Buffer.concat([tbs, Buffer.from([0])]))).toBe(
      'Verification failure',
    );
  });

  it.each([
    ['a standard invoice', standardInvoice()],
    ['a simplified invoice', simplifiedInvoice()],
    ['a standard credit note', creditNote(standardInvoice())],
    ['a simplified credit note', creditNote(simplifiedInvoice())],
  ])('signs %s so that xmllint and openssl agree with its hash, signature and QR', (_, input) => {
    const signed = signInvoice(input, identity, new Date('2026-11-01T09:30:05Z'));
    const path = file('signed.xml', signed.xml);
    expect(run('xmllint', ['--noout', '--schema', ZATCA_INVOICE_SCHEMA, path]).stderr.trim()).toBe(`${path} validates`);

    expect(independentHash(signed.xml)).toBe(signed.hash);
    expect(invoiceHash(signed.xml).toString('base64')).toBe(signed.hash);
    expect(between(signed.xml, 'ds:DigestValue')).toBe(signed.hash);

    const certificatePem = pemOf(between(signed.xml, 'ds:X509Certificate'));
    expect(between(signed.xml, 'ds:SignatureValue')).toBe(signed.signature);
    expect(opensslVerifies(certificatePem, signed.signature, Buffer.from(signed.hash, 'base64'))).toBe('Verified OK');

    const qr = decodeQr(readQr(signed.xml));
    expect(qr).toMatchObject({
      sellerName: seller.legalName,
      vatNumber: seller.vatNumber,
      invoiceHash: signed.hash,
      signature: signed.signature,
    });
    expect(qr.timestamp).toBe(input.issuedAt.toISOString().replace('.000', ''));
    const publicKeyDer = execFileSync(
      'openssl',
      ['x509', '-noout', '-pubkey', '-in', file('cert.pem', certificatePem)],
      { encoding: 'utf8' },
    );
    expect(qr.publicKey?.toString('base64')).toBe(publicKeyDer.replace(/-----[A-Z ]+-----|\s/g, ''));
    if (input.audience === 'simplified') {
      const printed = execFileSync('openssl', ['x509', '-noout', '-text', '-in', file('cert.pem', certificatePem)], {
        encoding: 'utf8',
      });
      expect(qr.certificateSignature?.toString('hex')).toBe(printedSignatureHex(printed));
    } else {
      expect(qr.certificateSignature).toBeUndefined();
    }
  });

  it('signs an invoice the UBL 2.1 schema still accepts', () => {
    const path = file('signed-schema.xml', signInvoice(simplifiedInvoice(), identity).xml);
    const result = run('xmllint', ['--noout', '--schema', UBL_INVOICE_SCHEMA, path]);
    expect(result.stderr.trim()).toBe(`${path} validates`);
  });

  it("refuses a key that is not on secp256k1, or not the certificate's", () => {
    const other = execFileSync('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout'], {
      encoding: 'utf8',
    });
    expect(() => signInvoice(standardInvoice(), { ...identity, privateKeyPem: other })).toThrow(
      expect.objectContaining({ code: 'INVALID_CERTIFICATE' }),
    );
    const stranger = createSigningIdentity({ ...subject, commonName: 'another unit' });
    expect(() => signInvoice(standardInvoice(), { ...identity, privateKeyPem: stranger.privateKeyPem })).toThrow(
      expect.objectContaining({ code: 'INVALID_CERTIFICATE', message: "the private key is not the certificate's" }),
    );
    expect(readFileSync(file('k.pem', identity.privateKeyPem), 'utf8')).toContain('BEGIN EC PRIVATE KEY');
  });
});

/** The certificate's signature as \`openssl x509 -text\` prints it, in hexadecimal. */
function printedSignatureHex(printed: string): string {
  return /Signature Value:\s*([0-9a-f:\s]+)/.exec(printed)?.[1]?.replace(/[:\s]/g, '') ?? '';
}

function readQr(xml: string): string {
  return (
    /<cbc:ID>QR<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</.exec(xml)?.[1] ?? ''
  );
}
