import { creditNetPart } from './payments-ledger.js';

/** VAT on a net part as a credit note reckons it: rounded half up to the halala. */
const vatOn = (net: number, percent: number) => Math.round((net * percent) / 100);

describe('creditNetPart (halalas)', () => {
  it('credits all of the net for all of the total', () => {
    expect(creditNetPart(115_000, 100_000, 15_000, 15)).toBe(100_000);
    expect(creditNetPart(100_000, 100_000, 0, 0)).toBe(100_000);
  });

  it('splits a part pro rata to the halala, its VAT part the VAT of its net part', () => {
    // 100.00 of 1,000 + 150: 86.96 net and 13.04 VAT.
    expect(creditNetPart(10_000, 100_000, 15_000, 15)).toBe(8_696);
    // 690.00 of 6,000 + 900: 600 and 90.
    expect(creditNetPart(69_000, 600_000, 90_000, 15)).toBe(60_000);
    // An invoice without VAT: all of it is net.
    expect(creditNetPart(12_345, 500_000, 0, 0)).toBe(12_345);
  });

  it('keeps each part within the invoice, moving the share by at most a halala where that makes the VAT agree', () => {
    const net = 123_457;
    const vat = vatOn(net, 15);
    for (let amount = 1; amount < net + vat; amount += 7) {
      const part = creditNetPart(amount, net, vat, 15);
      const share = Math.round((amount * net) / (net + vat));
      expect(part).toBeGreaterThanOrEqual(0);
      expect(part).toBeLessThanOrEqual(net);
      expect(amount - part).toBeGreaterThanOrEqual(0);
      expect(amount - part).toBeLessThanOrEqual(vat);
      // Where a net part within a halala of the share has the amount's VAT part as its VAT, that one is taken;
      // else (a total the VAT's rounding skips) the share stands.
      const agrees = [share, share - 1, share + 1].some((candidate) => amount - candidate === vatOn(candidate, 15));
      if (agrees) expect(amount - part).toBe(vatOn(part, 15));
      else expect(part).toBe(share);
    }
  });
});
