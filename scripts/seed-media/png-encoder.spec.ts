import { decode, readChunks } from './png-decoder.js';
import { encodePng, PNG_SIGNATURE, type RgbImage } from './png-encoder.js';

/** Flat bands, a gradient and a noisy corner, so rows pick different filters. */
function sampleImage(width: number, height: number): RgbImage {
  const pixels = new Uint8Array(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (y < height / 3) pixels.set([30, 120, 200], i);
      else if (y < (2 * height) / 3) pixels.set([x * 4, y * 2, 255 - x * 3], i);
      else {
        seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
        pixels.set([seed & 0xff, (seed >> 8) & 0xff, (seed >> 16) & 0xff], i);
      }
    }
  }
  return { width, height, pixels };
}

describe('encodePng', () => {
  const image = sampleImage(48, 30);
  const png = encodePng(image);

  it('starts with the PNG signature and an IHDR for 8-bit RGB of the given size', () => {
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const [header] = readChunks(png);
    expect(header!.type).toBe('IHDR');
    expect(header!.data.readUInt32BE(0)).toBe(48);
    expect(header!.data.readUInt32BE(4)).toBe(30);
    expect([...header!.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('writes IHDR, IDAT and IEND, each with a correct CRC', () => {
    const chunks = readChunks(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const chunk of chunks) expect(chunk.crc).toBe(chunk.expectedCrc);
    expect(chunks[2]!.data).toHaveLength(0);
  });

  it('decodes back to exactly the same pixels', () => {
    const decoded = decode(png);
    expect(decoded.width).toBe(48);
    expect(decoded.height).toBe(30);
    expect(Buffer.from(decoded.pixels).equals(Buffer.from(image.pixels))).toBe(true);
    // A few pixels by value: a flat band, the gradient, the last pixel.
    const at = (x: number, y: number) => [...decoded.pixels.subarray((y * 48 + x) * 3, (y * 48 + x) * 3 + 3)];
    expect(at(5, 2)).toEqual([30, 120, 200]);
    expect(at(10, 12)).toEqual([40, 24, 225]);
    expect(at(47, 29)).toEqual([...image.pixels.subarray(image.pixels.length - 3)]);
  });

  it('chooses filters per row: flat rows and noisy rows do not share one', () => {
    expect(decode(png).filters.size).toBeGreaterThan(1);
  });

  it('compresses flat colours to almost nothing', () => {
    const flat = { width: 960, height: 600, pixels: new Uint8Array(960 * 600 * 3).fill(200) };
    expect(encodePng(flat).length).toBeLessThan(4096);
  });

  it('refuses a pixel buffer that does not match the size', () => {
    expect(() => encodePng({ width: 4, height: 4, pixels: new Uint8Array(47) })).toThrow(RangeError);
    expect(() => encodePng({ width: 0, height: 4, pixels: new Uint8Array(0) })).toThrow(RangeError);
  });
});
