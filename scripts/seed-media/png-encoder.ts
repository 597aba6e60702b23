import { crc32, deflateSync } from 'node:zlib';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** 8-bit RGB pixels, row after row, three bytes each. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const BYTES_PER_PIXEL = 3;
const COLOR_TYPE_RGB = 2;
/** The pictures are drawn once, ahead of time, and kept in the repository: the smallest output is worth the time. */
const DEFLATE_LEVEL = 9;

/** PNG row filters (the format's numbering): None, Sub, Up, Average, Paeth. */
const FILTER_COUNT = 5;

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/** Writes row filtered with `filter` into `out` (without the filter-type byte). One loop per filter: this is hot. */
function applyFilter(filter: number, row: Uint8Array, above: Uint8Array, out: Uint8Array): void {
  const n = row.length;
  const bpp = BYTES_PER_PIXEL;
  switch (filter) {
    case 0:
      out.set(row);
      return;
    case 1:
      for (let i = 0; i < bpp; i++) out[i] = row[i]!;
      for (let i = bpp; i < n; i++) out[i] = (row[i]! - row[i - bpp]!) & 0xff;
      return;
    case 2:
      for (let i = 0; i < n; i++) out[i] = (row[i]! - above[i]!) & 0xff;
      return;
    case 3:
      for (let i = 0; i < bpp; i++) out[i] = (row[i]! - (above[i]! >> 1)) & 0xff;
      for (let i = bpp; i < n; i++) out[i] = (row[i]! - ((row[i - bpp]! + above[i]!) >> 1)) & 0xff;
      return;
    default:
      for (let i = 0; i < bpp; i++) out[i] = (row[i]! - above[i]!) & 0xff;
      for (let i = bpp; i < n; i++) out[i] = (row[i]! - paeth(row[i - bpp]!, above[i]!, above[i - bpp]!)) & 0xff;
  }
}

/** Sum of the bytes read as signed values: the usual estimate of how well a filtered row will compress. */
function signedSum(filtered: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < filtered.length; i++) {
    const value = filtered[i]!;
    sum += value < 128 ? value : 256 - value;
  }
  return sum;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** Encodes 8-bit RGB pixels as a non-interlaced PNG, choosing a filter per row so flat colours compress to little. */
export function encodePng({ width, height, pixels }: RgbImage): Buffer {
  const stride = width * BYTES_PER_PIXEL;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`invalid image size ${width}x${height}`);
  }
  if (pixels.length !== stride * height) {
    throw new RangeError(`expected ${stride * height} bytes of pixels, got ${pixels.length}`);
  }
  const raw = Buffer.alloc((stride + 1) * height);
  const zeros = new Uint8Array(stride);
  const candidate = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : zeros;
    const target = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    // Flat colours make Sub or Up rows almost all zeros, which deflate squeezes to nearly nothing.
    let bestCost = Infinity;
    for (let filter = 0; filter < FILTER_COUNT; filter++) {
      applyFilter(filter, row, above, candidate);
      const cost = signedSum(candidate);
      if (cost < bestCost) {
        bestCost = cost;
        raw[y * (stride + 1)] = filter;
        target.set(candidate);
      }
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = COLOR_TYPE_RGB;
  header[10] = 0; // deflate
  header[11] = 0; // adaptive filtering
  header[12] = 0; // not interlaced
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: DEFLATE_LEVEL })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
