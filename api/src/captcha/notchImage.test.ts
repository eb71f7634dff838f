import zlib from 'node:zlib';
import { decodeRgbPng, readNotchByColour } from '../test/sliderSolver';
import { drawNotchImage, NOTCH_IMAGE } from './notchImage';
import { NOTCH_SHAPE_KINDS } from './notchShapes';
import { encodePng } from './png';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A seeded source of randomness (mulberry32), so the measured rates do not flake. */
function seeded(seed: number): (min: number, max: number) => number {
  let a = seed;
  return (min, max) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return min + Math.floor(r * (max - min + 1));
  };
}

describe('the challenge picture', () => {
  it('cannot be read by one colour: the old outline reader hits the notch rarely', () => {
    const random = seeded(21);
    let hits = 0;
    const runs = 60;
    for (let n = 0; n < runs; n += 1) {
      const target = 0.15 + random(0, 700) / 1000;
      const picture = drawNotchImage(target, random);
      try {
        if (Math.abs(readNotchByColour(dataUrl(picture.png)) - target) <= 0.04) hits += 1;
      } catch {
        // Sees no outline at all.
      }
    }
    expect(hits / runs).toBeLessThan(0.2);
  });

  it('varies the shape, outline colour, width, fill and noise from one challenge to the next', () => {
    const random = seeded(7);
    const styles = Array.from({ length: 40 }, () => drawNotchImage(0.5, random).style);
    expect(new Set(styles.map((s) => s.kind)).size).toBe(NOTCH_SHAPE_KINDS.length);
    expect(new Set(styles.map((s) => s.outline.rgb.join())).size).toBeGreaterThan(30);
    expect(new Set(styles.map((s) => s.outline.width)).size).toBe(3);
    expect(new Set(styles.map((s) => s.fill.mode)).size).toBe(2);
    expect(new Set(styles.map((s) => s.noise)).size).toBeGreaterThan(4);
    const darkOutlines = styles.filter((s) => Math.max(...s.outline.rgb) <= 60);
    expect(darkOutlines.length).toBeGreaterThan(0);
  });

  it("draws look-alikes of other shapes, and a piece of the notch's own shape", () => {
    const random = seeded(3);
    for (let n = 0; n < 20; n += 1) {
      const { style, piecePng } = drawNotchImage(0.5, random);
      expect(style.decoys.length).toBeGreaterThan(0);
      expect(style.decoys).not.toContain(style.kind);
      expect(piecePng.readUInt8(25)).toBe(6);
    }
  });

  it('is a PNG of the announced size, small enough to send inline', () => {
    const { png, width, height, pieceSize, pieceTop } = drawNotchImage(0.5);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    expect({ width, height, pieceSize }).toEqual({
      width: NOTCH_IMAGE.width,
      height: NOTCH_IMAGE.height,
      pieceSize: NOTCH_IMAGE.piece,
    });
    expect(pieceTop).toBeGreaterThanOrEqual(NOTCH_IMAGE.margin);
    expect(pieceTop).toBeLessThanOrEqual(
      NOTCH_IMAGE.height - NOTCH_IMAGE.piece - NOTCH_IMAGE.margin,
    );
    expect(png.length).toBeLessThan(72 * 1024);
  });

  it('differs from one challenge to the next even at the same position', () => {
    expect(drawNotchImage(0.5).png.equals(drawNotchImage(0.5).png)).toBe(false);
  });

  it('darkens or lightens the notch where it is, so a person sees it', () => {
    const random = seeded(11);
    for (let n = 0; n < 10; n += 1) {
      const target = 0.15 + random(0, 700) / 1000;
      const picture = drawNotchImage(target, random);
      const { rgb, width } = decodeRgbPng(picture.png);
      const left = Math.round(target * (width - NOTCH_IMAGE.piece));
      const centre = (x: number, y: number) => {
        const i = (y * width + x) * 3;
        return (rgb[i] ?? 0) + (rgb[i + 1] ?? 0) + (rgb[i + 2] ?? 0);
      };
      const mid = picture.pieceTop + NOTCH_IMAGE.piece / 2;
      const inside = centre(left + NOTCH_IMAGE.piece / 2, mid);
      const outside = Math.max(centre(left - 12, mid), centre(left + NOTCH_IMAGE.piece + 12, mid));
      expect(inside).not.toBe(outside);
    }
  });
});

describe('encodePng', () => {
  it('writes rows a PNG decoder reads back', () => {
    const rgb = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const png = encodePng(2, 2, rgb);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(14);
    expect(decodeRgbPng(png).rgb).toEqual(rgb);
    expect(png.subarray(-12, -8).readUInt32BE(0)).toBe(0);
    expect(png.toString('ascii', png.length - 8, png.length - 4)).toBe('IEND');
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(RangeError);
  });
});
