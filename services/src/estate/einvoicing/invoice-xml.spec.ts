import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  creditNote,
  debitNote,
  simplifiedInvoice,
  standardInvoice,
  UBL_INVOICE_SCHEMA,
  ZATCA_INVOICE_SCHEMA,
} from '../../../test/fixtures/einvoicing/sample-documents.js';
import '../../../test/fixtures/einvoicing/xmllint.js';
import { buildInvoiceXml, documentTotals, escapeXml } from './invoice-xml.js';

/**
 * The documents are validated against OASIS UBL 2.1's own schema (test/fixtures/einvoicing/ubl-2.1-xsd/, shipped
 * with its licence; UBL_21_XSD_DIR names another copy) and against the schema of what this module writes (UBL 2.1's
 * order and ZATCA's rules, in test/fixtures/einvoicing/zatca-invoice-xsd/).
 */
const invoiceSchema = UBL_INVOICE_SCHEMA;

const dir = mkdtempSync(join(tmpdir(), 'einvoice-xml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, xml: string) => {
  const file = join(dir, name);
  writeFileSync(file, xml);
  return file;
};
/** A value read back by xmllint's XPath (local names, so no namespace setup). */
const xpath = (file: string, expression: string) =>
  execFileSync('xmllint', ['--xpath', expression, file], { encoding: 'utf8' }).trim();

const invoice = standardInvoice();
const documents = {
  'standard-invoice': invoice,
  'simplified-invoice': simplifiedInvoice(),
  'standard-credit-note': creditNote(invoice),
  'simplified-credit-note': creditNote(simplifiedInvoice()),
  'standard-debit-note': debitNote(invoice),
  'simplified-debit-note': debitNote(simplifiedInvoice()),
};

describe('UBL 2.1 XML of tax invoices, credit and debit notes, read by xmllint', () => {
  it.each(Object.entries(documents))('writes a well-formed %s that xmllint reads', (name, input) => {
    const file = write(`${name}.xml`, buildInvoiceXml(input, { qr: 'AQA=' }));
    const result = spawnSync('xmllint', ['--noout', file], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(xpath(file, 'string(/*[local-name()="Invoice"]/*[local-name()="ProfileID"])')).toBe('reporting:1.0');
  });

  it.each(Object.entries(documents))("writes a %s the schema of ZATCA's rules accepts", (name, input) => {
    const file = write(`${name}-zatca.xml`, buildInvoiceXml(input, { qr: 'AQA=' }));
    const result = spawnSync('xmllint', ['--noout', '--schema', ZATCA_INVOICE_SCHEMA, file], { encoding: 'utf8' });
    expect(result.stderr.trim()).toBe(`${file} validates`);
  });

  it("has a schema of ZATCA's rules that refuses a document breaking them", () => {
    const xml = buildInvoiceXml(documents['standard-invoice'], { qr: 'AQA=' });
    const broken = {
      'no UUID': xml.replace(/\s*<cbc:UUID>[^<]*<\/cbc:UUID>/, ''),
      'VAT number': xml.replace('<cbc:CompanyID>310122393500003<', '<cbc:CompanyID>310122393500004<'),
      'three decimals': xml.replace(
        /<cbc:PayableAmount currencyID="SAR">([\d.]+)</,
        '<cbc:PayableAmount currencyID="SAR">$10<',
      ),
      dollars: xml.replace('<cbc:DocumentCurrencyCode>SAR<', '<cbc:DocumentCurrencyCode>USD<'),
      subtype: xml.replace('name="0100000"', 'name="0300000"'),
      order: xml.replace(
        /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(\s*)(<cbc:IssueTime>[^<]*<\/cbc:IssueTime>)/,
        '$3$2$1',
      ),
    };
    for (const [what, text] of Object.entries(broken)) {
      expect([what, text === xml]).toEqual([what, false]);
      const file = write(`broken-${what.replace(/\W/g, '-')}.xml`, text);
      const result = spawnSync('xmllint', ['--noout', '--schema', ZATCA_INVOICE_SCHEMA, file], { encoding: 'utf8' });
      expect([what, result.status]).toEqual([what, 3]);
    }
  });

  it.each(Object.entries(documents))('writes a %s the UBL 2.1 schema accepts', (name, input) => {
    const file = write(`${name}-schema.xml`, buildInvoiceXml(input, { qr: 'AQA=' }));
    const result = spawnSync('xmllint', ['--noout', '--schema', invoiceSchema, file], { encoding: 'utf8' });
    expect(result.stderr.trim()).toBe(`${file} validates`);
    expect(result.status).toBe(0);
  });

  it('has a UBL 2.1 schema that refuses a document out of its order or with an unknown element', () => {
    const xml = buildInvoiceXml(documents['standard-invoice'], { qr: 'AQA=' });
    const broken = {
      order: xml.replace(
        /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(\s*)(<cbc:IssueTime>[^<]*<\/cbc:IssueTime>)/,
        '$3$2$1',
      ),
      unknown: xml.replace('<cbc:DocumentCurrencyCode>', '<cbc:Colour>red</cbc:Colour><cbc:DocumentCurrencyCode>'),
    };
    for (const [what, text] of Object.entries(broken)) {
      expect([what, text === xml]).toEqual([what, false]);
      const file = write(`ubl-broken-${what}.xml`, text);
      const result = spawnSync('xmllint', ['--noout', '--schema', invoiceSchema, file], { encoding: 'utf8' });
      expect([what, result.status]).toEqual([what, 3]);
    }
  });

  it("carries ZATCA's fields: type and subtype, counter, previous hash, currencies, parties", () => {
    const file = write('fields.xml', buildInvoiceXml(documents['standard-invoice'], { qr: 'AQA=' }));
    const root = '/*[local-name()="Invoice"]';
    const value = (path: string) => xpath(file, `string(${root}/${path})`);
    expect(value('*[local-name()="InvoiceTypeCode"]')).toBe('388');
    expect(value('*[local-name()="InvoiceTypeCode"]/@name')).toBe('0100000');
    expect(value('*[local-name()="IssueDate"]')).toBe('2026-11-01');
    expect(value('*[local-name()="IssueTime"]')).toBe('09:30:00');
    expect(value('*[local-name()="DocumentCurrencyCode"]')).toBe('SAR');
    expect(value('*[local-name()="TaxCurrencyCode"]')).toBe('SAR');
    const reference = (id: string) => `*[local-name()="AdditionalDocumentReference"][*[local-name()="ID"]="${id}"]`;
    expect(value(`${reference('ICV')}/*[local-name()="UUID"]`)).toBe('1');
    expect(value(`${reference('PIH')}//*[local-name()="EmbeddedDocumentBinaryObject"]`)).toBe(
      'NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==',
    );
    expect(value(`${reference('QR')}//*[local-name()="EmbeddedDocumentBinaryObject"]`)).toBe('AQA=');
    const seller = '*[local-name()="AccountingSupplierParty"]/*[local-name()="Party"]';
    expect(value(`${seller}/*[local-name()="PartyIdentification"]/*[local-name()="ID"]/@schemeID`)).toBe('CRN');
    expect(value(`${seller}//*[local-name()="CompanyID"]`)).toBe('310122393500003');
    expect(value(`${seller}//*[local-name()="RegistrationName"]`)).toBe('شركة دار العقارية');
    expect(value(`${seller}//*[local-name()="PlotIdentification"]`)).toBe('8228');
    // Markup characters in a name are escaped and read back as written.
    const buyer = '*[local-name()="AccountingCustomerParty"]/*[local-name()="Party"]';
    expect(value(`${buyer}//*[local-name()="RegistrationName"]`)).toBe('مؤسسة النخيل & شركاه <التجارية>');
    expect(value('*[local-name()="InvoiceLine"][2]//*[local-name()="Name"]')).toBe('Service charge "common areas"');
  });

  it('writes the totals in halalas: line VAT, VAT per category and rate, total with VAT', () => {
    // 12,500.50 + 3 × 333.33 = 13,500.49 net; VAT 15% = 2,025.07 (2,025.0735); total 15,525.56.
    const file = write('totals.xml', buildInvoiceXml(documents['standard-invoice']));
    const total = (name: string) =>
      xpath(file, `string(//*[local-name()="LegalMonetaryTotal"]/*[local-name()="${name}"])`);
    expect(total('LineExtensionAmount')).toBe('13500.49');
    expect(total('TaxExclusiveAmount')).toBe('13500.49');
    expect(total('TaxInclusiveAmount')).toBe('15525.56');
    expect(total('PayableAmount')).toBe('15525.56');
    expect(
      xpath(file, 'string(//*[local-name()="Invoice"]/*[local-name()="TaxTotal"][1]/*[local-name()="TaxAmount"])'),
    ).toBe('2025.07');
    expect(xpath(file, 'string(//*[local-name()="InvoiceLine"][2]/*[local-name()="LineExtensionAmount"])')).toBe(
      '999.99',
    );
    expect(xpath(file, 'string(//*[local-name()="InvoiceLine"][2]//*[local-name()="RoundingAmount"])')).toBe('1149.99');

    const mixed = documentTotals(documents['simplified-invoice'].lines);
    expect(mixed.subtotals.map((s) => [s.category, s.percent, s.taxable, s.vat])).toEqual([
      ['S', 15, 50_000, 7_500],
      ['E', 0, 300_000, 0],
    ]);
    const simplified = write('simplified.xml', buildInvoiceXml(documents['simplified-invoice']));
    expect(xpath(simplified, 'string(//*[local-name()="InvoiceTypeCode"]/@name)')).toBe('0200000');
    expect(
      xpath(simplified, 'string(//*[local-name()="TaxSubtotal"][2]//*[local-name()="TaxExemptionReasonCode"])'),
    ).toBe('VATEX-SA-30');
  });

  it('makes a credit note a 381 that names the invoice it corrects and why', () => {
    const file = write('credit.xml', buildInvoiceXml(documents['standard-credit-note']));
    expect(xpath(file, 'string(//*[local-name()="InvoiceTypeCode"])')).toBe('381');
    expect(
      xpath(
        file,
        'string(//*[local-name()="BillingReference"]/*[local-name()="InvoiceDocumentReference"]/*[local-name()="ID"])',
      ),
    ).toBe('INV-2026-000001');
    expect(xpath(file, 'string(//*[local-name()="PaymentMeans"]/*[local-name()="InstructionNote"])')).toBe(
      'استرداد إيجار نوفمبر بعد إنهاء العقد',
    );
  });

  it('makes a debit note a 383 that names the invoice it corrects and why', () => {
    const file = write('debit.xml', buildInvoiceXml(documents['standard-debit-note']));
    expect(xpath(file, 'string(//*[local-name()="InvoiceTypeCode"])')).toBe('383');
    expect(xpath(file, 'string(//*[local-name()="InvoiceTypeCode"]/@name)')).toBe('0100000');
    expect(
      xpath(
        file,
        'string(//*[local-name()="BillingReference"]/*[local-name()="InvoiceDocumentReference"]/*[local-name()="ID"])',
      ),
    ).toBe('INV-2026-000001');
    expect(xpath(file, 'string(//*[local-name()="LegalMonetaryTotal"]/*[local-name()="TaxExclusiveAmount"])')).toBe(
      '250.00',
    );
  });
});

describe('UBL 2.1 XML refusals', () => {
  it('refuses what ZATCA would reject, with a code', () => {
    const refused = (input: Parameters<typeof buildInvoiceXml>[0], message: RegExp) =>
      expect(() => buildInvoiceXml(input)).toThrow(
        expect.objectContaining({ message: expect.stringMatching(message) }),
      );
    refused(
      standardInvoice({ seller: { ...documents['standard-invoice'].seller, vatNumber: '123456789012345' } }),
      /seller's VAT/,
    );
    refused(standardInvoice({ buyer: undefined }), /buyer's legal name/);
    refused(standardInvoice({ supplyDate: undefined }), /date of supply/);
    refused(
      standardInvoice({ buyer: { ...invoice.buyer!, vatNumber: undefined, crn: undefined } }),
      /VAT or CR number/,
    );
    refused(creditNote(invoice, { correcting: undefined }), /invoice it corrects/);
    refused(debitNote(invoice, { correcting: undefined }), /invoice it corrects/);
    refused(standardInvoice({ lines: [] }), /at least one line/);
    refused(
      standardInvoice({ lines: [{ name: 'x', quantity: 1, unitPrice: 100, vatCategory: 'E', vatPercent: 0 }] }),
      /exemption reason/,
    );
    expect(() => escapeXml('bell \u0007')).toThrow(expect.objectContaining({ code: 'INVALID_TEXT' }));
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
