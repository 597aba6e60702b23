import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  creditNote,
  seller,
  simplifiedInvoice,
  standardInvoice,
} from '../../../test/fixtures/einvoicing/sample-documents.js';
import '../../../test/fixtures/einvoicing/xmllint.js';
import { checkChain } from './chain-check.js';
import { INITIAL_PREVIOUS_HASH } from './invoice-hash.js';
import type { EInvoiceInput } from './invoice-xml.js';
import { signInvoice, type SignedDocument } from './invoice-signing.js';
import { createSigningIdentity, readCertificate, type SigningIdentity } from './signing-certificate.js';

const subject = {
  commonName: 'Dar Estate',
  organization: seller.legalName,
  organizationUnit: 'Riyadh',
  vatNumber: seller.vatNumber,
  deviceSerial: '1-DarEstate|2-1.0|3-1',
  location: 'RRRD2929',
  industry: 'Real estate',
};
const identity = createSigningIdentity(subject);

/** Signs the documents in order, each carrying the previous one's hash and the next counter. */
function issue(
  inputs: EInvoiceInput[],
  signer: SigningIdentity = identity,
  first = { hash: INITIAL_PREVIOUS_HASH, counter: 1 },
) {
  const signed: SignedDocument[] = [];
  let previousHash = first.hash;
  inputs.forEach((input, index) => {
    const document = signInvoice({ ...input, counter: first.counter + index, previousHash }, signer);
    signed.push(document);
    previousHash = document.hash;
  });
  return signed;
}

const invoice = standardInvoice({ number: 'INV-2026-000001' });
const retail = simplifiedInvoice({ number: 'INV-2026-000002' });
const inputs = [
  invoice,
  retail,
  creditNote(invoice, { number: 'CRN-2026-000001' }),
  creditNote(retail, { number: 'CRN-2026-000002' }),
];
const chain = issue(inputs);
const xmls = chain.map((document) => document.xml);

const dir = mkdtempSync(join(tmpdir(), 'einvoice-chain-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Text between the first opening and closing of a tag (the tests' own reading, not the module's). */
const first = (xml: string, pattern: RegExp) => pattern.exec(xml)?.[1] ?? '';

describe('the check of a chain of stored e-invoices', () => {
  it('passes an intact chain', () => {
    expect(checkChain(xmls)).toEqual({
      ok: true,
      documents: 4,
      lastHash: chain[3]!.hash,
      lastCounter: 4,
      hashes: chain.map((document) => document.hash),
    });
  });

  it('stores links that the test recomputes with xmllint and openssl', () => {
    let previous = INITIAL_PREVIOUS_HASH;
    xmls.forEach((xml, index) => {
      const stripped = xml
        .replace(/<ext:UBLExtensions>[\s\S]*?<\/ext:UBLExtensions>/, '')
        .replace(/<cac:Signature>[\s\S]*?<\/cac:Signature>/, '')
        .replace(
          /<cac:AdditionalDocumentReference>\s*<cbc:ID>QR<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/,
          '',
        );
      const file = join(dir, `link-${index}.xml`);
      writeFileSync(file, stripped);
      const hash = execFileSync('openssl', ['dgst', '-sha256', '-binary'], {
        input: execFileSync('xmllint', ['--c14n11', file]),
      }).toString('base64');
      expect(
        first(xml, /<cbc:ID>PIH<\/cbc:ID>\s*<cac:Attachment>\s*<cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</),
      ).toBe(previous);
      expect(first(xml, /<cbc:ID>ICV<\/cbc:ID>\s*<cbc:UUID>(\d+)</)).toBe(String(index + 1));
      expect(hash).toBe(chain[index]!.hash);
      previous = hash;
    });
  });

  it('names the document whose amount was changed after it was stored', () => {
    const tampered = [...xmls];
    tampered[2] = tampered[2]!.replace(
      /<cbc:TaxInclusiveAmount currencyID="SAR">([\d.]+)</,
      (_, amount: string) => `<cbc:TaxInclusiveAmount currencyID="SAR">${(Number(amount) + 100).toFixed(2)}<`,
    );
    expect(tampered[2]).not.toBe(xmls[2]);
    expect(checkChain(tampered)).toMatchObject({
      ok: false,
      index: 2,
      documentNumber: 'CRN-2026-000001',
      problem: 'hash',
    });
  });

  it('names the document after a missing one, and one out of order', () => {
    expect(checkChain([xmls[0]!, xmls[2]!, xmls[3]!])).toMatchObject({
      ok: false,
      index: 1,
      documentNumber: 'CRN-2026-000001',
      problem: 'previous-hash',
    });
    expect(checkChain([xmls[1]!, xmls[0]!])).toMatchObject({
      ok: false,
      index: 0,
      documentNumber: 'INV-2026-000002',
      problem: 'previous-hash',
    });
  });

  it('finds a document signed again with another key, by its certificate or by the next link', () => {
    const other = createSigningIdentity(subject);
    const forged = issue([{ ...inputs[1]!, lines: inputs[1]!.lines.slice(1) }], other, {
      hash: chain[0]!.hash,
      counter: 2,
    })[0]!;
    const withForgery = [xmls[0]!, forged.xml, xmls[2]!, xmls[3]!];
    expect(checkChain(withForgery, { certificates: [readCertificate(identity.certificatePem).base64] })).toMatchObject({
      ok: false,
      index: 1,
      problem: 'certificate',
    });
    expect(checkChain(withForgery)).toMatchObject({
      ok: false,
      index: 2,
      documentNumber: 'CRN-2026-000001',
      problem: 'previous-hash',
    });
  });

  it('finds a changed signature, a changed QR (which the hash leaves out) and a counter that skips', () => {
    const signature = chain[1]!.signature;
    const badSignature = xmls[1]!.replace(
      signature,
      signature.replace(/^MEU|^MEQ|^MEY/, (p) => (p === 'MEU' ? 'MEQ' : 'MEU')),
    );
    expect(badSignature).not.toBe(xmls[1]);
    expect(checkChain([xmls[0]!, badSignature])).toMatchObject({ ok: false, index: 1, problem: 'signature' });

    const qr = chain[0]!.qr;
    const otherQr = signInvoice({ ...invoice, lines: invoice.lines.slice(0, 1) }, identity).qr;
    expect(checkChain([xmls[0]!.replace(qr, otherQr)])).toMatchObject({ ok: false, index: 0, problem: 'qr' });

    const skipping = issue([invoice], identity, { hash: chain[1]!.hash, counter: 4 })[0]!;
    expect(checkChain([xmls[0]!, xmls[1]!, skipping.xml])).toMatchObject({ ok: false, index: 2, problem: 'counter' });
    // A check may start mid-chain from the last link it trusts.
    expect(checkChain([xmls[2]!, xmls[3]!], { previousHash: chain[1]!.hash, previousCounter: 2 })).toMatchObject({
      ok: true,
      documents: 2,
    });
  });

  it('names a stored document that is not XML any more', () => {
    expect(checkChain([xmls[0]!, xmls[1]!.slice(0, -40)])).toMatchObject({
      ok: false,
      index: 1,
      problem: 'not-readable',
    });
  });
});
