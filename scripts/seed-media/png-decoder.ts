import { inflateSync } from 'node:zlib';
import { PNG_SIGNATURE, type RgbImage } from './png-encoder.js';

// A minimal PNG reader for the tests: the chunks as written, and 8-bit RGB pixels back from them.

/** CRC-32 as the PNG specification writes it (a byte table), to check the encoder's against. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function referenceCrc(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  /** CRC of type and data, computed here. */
  expectedCrc: number;
}

export function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crc: png.readUInt32BE(offset + 8 + length),
      expectedCrc: referenceCrc(typeAndData),
    });
    offset += 12 + length;
  }
  return chunks;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** A minimal decoder for 8-bit RGB: inflate the IDAT stream and undo each row's filter. */
export function decode(png: Buffer): RgbImage & { filters: Set<number> } {
  const chunks = readChunks(png);
  const header = chunks[0]!.data;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  const filters = new Set<number>();
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    filters.add(filter);
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i]!;
      const a = i >= 3 ? pixels[y * stride + i - 3]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= 3 && y > 0 ? pixels[(y - 1) * stride + i - 3]! : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter]!;
      pixels[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  return { width, height, pixels, filters };
}
