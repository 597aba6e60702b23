import { EInvoiceError } from './einvoice-error.js';
import { decodeQr, decodeTlv, encodeTlv, phase1Qr, phase2Qr, QR_PHASE1_MAX_CHARS, QrTag } from './qr-tlv.js';

// The QR of the signed simplified invoice ZATCA's e-invoicing SDK ships as its sample
// (Data/Samples/Simplified/Invoice/Simplified_Invoice.xml): tags 1-9.
const ZATCA_SDK_SAMPLE_QR =
  'ARNBY21lIFdpZGdldOKAmXMgTFREAg8zMTExMTExMTExMDExMTMDFDIwMjItMDgtMTdUMTc6NDE6MDhaBAYyMzEuMTUFBTMwLjE1BixyLzJzaTYwQkVldzBOUUNITkhOZWpvd0xETGpWTlYvVlRUL1A4UVNMeE1rPQdgTUVVQ0lRQ29qbHZvQjZrRW94WkNzamYrRlhyVG5lbXVKaTlwNkNFOTh4WGhHNWFtOUFJZ1N6WldYM2lSa05XNUdoNmNUQTdKdkEzSzlHWjZJcDFsdlEwSmVuM3IwOUU9CFgwVjAQBgcqhkjOPQIBBgUrgQQACgNCAARhgwyg5oVgCEw7+y16i19nJq+vqnXVJKXCwr1rOawtjtvVv4UuGowCuEHZ2ocpujGoo1++QoN4+GmqO6LmFyfRCUYwRAIgOgjNPJW017lsIijmVQVkP7GzFO2KQKd9GHaukLgIWFsCIFJF9uwKhTMxDjWbN+1awsnFI7RLBRxA/6hZ+F1wtaqU';

describe('the QR code (TLV in Base64)', () => {
  it("reads ZATCA's SDK sample and writes the same text back from its fields", () => {
    const decoded = decodeQr(ZATCA_SDK_SAMPLE_QR);
    expect(decoded).toMatchObject({
      sellerName: 'Acme Widget’s LTD',
      vatNumber: '311111111101113',
      timestamp: '2022-08-17T17:41:08Z',
      totalWithVat: '231.15',
      vatTotal: '30.15',
      invoiceHash: 'r/2si60BEew0NQCHNHNejowLDLjVNV/VTT/P8QSLxMk=',
    });
    expect(decoded.records.map((r) => r.tag)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // Tag 8 is the DER public key itself (88 bytes for secp256k1), tag 9 the certificate's DER signature.
    expect(decoded.publicKey).toHaveLength(88);
    expect(decoded.publicKey?.subarray(0, 2).toString('hex')).toBe('3056');
    expect(decoded.certificateSignature?.subarray(0, 1).toString('hex')).toBe('30');
    const again = phase2Qr({
      sellerName: decoded.sellerName!,
      vatNumber: decoded.vatNumber!,
      timestamp: decoded.timestamp!,
      totalWithVat: decoded.totalWithVat!,
      vatTotal: decoded.vatTotal!,
      invoiceHash: decoded.invoiceHash!,
      signature: decoded.signature!,
      publicKey: decoded.publicKey!,
      certificateSignature: decoded.certificateSignature,
    });
    expect(again).toBe(ZATCA_SDK_SAMPLE_QR);
  });

  it('writes phase 1 as the byte-by-byte TLV of the guideline (hand-computed)', () => {
    // 01 0C "Bobs Records" 02 0F "310122393500003" 03 14 "2022-04-25T15:30:00Z" 04 07 "1000.00" 05 06 "150.00"
    expect(
      phase1Qr({
        sellerName: 'Bobs Records',
        vatNumber: '310122393500003',
        timestamp: '2022-04-25T15:30:00Z',
        totalWithVat: '1000.00',
        vatTotal: '150.00',
      }),
    ).toBe('AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==');
  });

  it('counts an Arabic name in UTF-8 bytes, not letters', () => {
    const qr = phase1Qr({
      sellerName: 'شركة دار',
      vatNumber: '310122393500003',
      timestamp: '2026-11-01T09:30:00Z',
      totalWithVat: '14490.07',
      vatTotal: '1890.01',
    });
    const bytes = Buffer.from(qr, 'base64');
    expect(bytes.subarray(0, 2).toString('hex')).toBe('010f'); // 8 letters, 15 bytes
    expect(bytes.toString('hex')).toBe(
      '010fd8b4d8b1d983d8a920d8afd8a7d8b1020f3331303132323339333530303030330314323032362d31312d30315430393a33303a30305a040831343439302e30370507313839302e3031',
    );
    expect(decodeQr(qr).sellerName).toBe('شركة دار');
  });

  it('refuses a field over 255 bytes and phase 1 fields over 700 characters, saying which', () => {
    const fields = {
      vatNumber: '310122393500003',
      timestamp: '2026-11-01T09:30:00Z',
      totalWithVat: '1.00',
      vatTotal: '0.13',
    };
    expect(() => phase1Qr({ ...fields, sellerName: 'ش'.repeat(128) })).toThrow(
      expect.objectContaining({ code: 'QR_FIELD_TOO_LONG', message: expect.stringContaining('256 bytes') }),
    );
    // Each field fits its byte, but together they pass 700 Base64 characters.
    const long = { ...fields, sellerName: 'ش'.repeat(127), timestamp: 'x'.repeat(255), totalWithVat: '9'.repeat(60) };
    expect(() => phase1Qr(long)).toThrow(expect.objectContaining({ code: 'QR_TOO_LONG' }));
    const fitting = phase1Qr({ ...fields, sellerName: 'ش'.repeat(127) });
    expect(fitting.length).toBeLessThanOrEqual(QR_PHASE1_MAX_CHARS);
  });

  it('refuses a cut-short or doubled record when reading', () => {
    expect(() => decodeTlv(Buffer.from([1, 5, 65, 66]))).toThrow(EInvoiceError);
    expect(() => decodeTlv(Buffer.from([1]))).toThrow(expect.objectContaining({ code: 'QR_MALFORMED' }));
    const doubled = encodeTlv([
      { tag: QrTag.SellerName, value: Buffer.from('a') },
      { tag: QrTag.SellerName, value: Buffer.from('b') },
    ]).toString('base64');
    expect(() => decodeQr(doubled)).toThrow(expect.objectContaining({ code: 'QR_MALFORMED' }));
    expect(() => decodeQr('not base64!')).toThrow(expect.objectContaining({ code: 'QR_MALFORMED' }));
  });
});
