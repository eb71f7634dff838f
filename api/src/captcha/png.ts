import zlib from 'node:zlib';

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * The Paeth predictor of the PNG specification (filter type 4). No `Math` calls: it runs once per
 * byte, and a sandbox's `Math` (jest's) is not inlined.
 */
function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = p > a ? p - a : a - p;
  const pb = p > b ? p - b : b - p;
  const pc = p > c ? p - c : c - p;
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * Encodes an 8-bit RGB or RGBA image as PNG (colour type 2 or 6, no interlace, filter 4 "Paeth" on
 * every row).
 * @param width pixels per row
 * @param height rows
 * @param pixels `width × height × channels` bytes, row by row
 * @param channels 3 (RGB, default) or 4 (RGBA, straight alpha)
 * @returns the PNG file
 * @throws RangeError when `pixels` has the wrong length
 */
export function encodePng(
  width: number,
  height: number,
  pixels: Uint8Array,
  channels: 3 | 4 = 3,
): Buffer {
  if (pixels.length !== width * height * channels) {
    throw new RangeError('像素数据长度与尺寸不符');
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  const stride = width * channels;
  const raw = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : null;
    const out = y * (stride + 1);
    // Filter 4 (Paeth) on every row: gradients and 2 × 2 noise blocks compress to a third.
    raw[out] = 4;
    for (let i = 0; i < stride; i += 1) {
      const a = i >= channels ? (row[i - channels] ?? 0) : 0;
      const b = above ? (above[i] ?? 0) : 0;
      const c = above && i >= channels ? (above[i - channels] ?? 0) : 0;
      raw[out + 1 + i] = ((row[i] ?? 0) - paeth(a, b, c)) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
