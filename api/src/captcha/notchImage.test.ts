import zlib from 'node:zlib';
import { readNotch } from '../test/sliderSolver';
import { drawNotchImage, NOTCH_IMAGE } from './notchImage';
import { encodePng } from './png';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

describe('the challenge picture', () => {
  it.each([0.15, 0.3333, 0.5, 0.7421, 0.85])(
    'shows the notch at %s where a person sees it',
    (target) => {
      const picture = drawNotchImage(target);
      expect(Math.abs(readNotch(dataUrl(picture.png)) - target)).toBeLessThan(0.005);
    },
  );

  it('is a PNG of the announced size, small enough to send inline', () => {
    const { png, width, height, pieceSize, pieceTop } = drawNotchImage(0.5);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    expect({ width, height, pieceSize }).toEqual({
      width: NOTCH_IMAGE.width,
      height: NOTCH_IMAGE.height,
      pieceSize: NOTCH_IMAGE.piece,
    });
    expect(pieceTop).toBe((NOTCH_IMAGE.height - NOTCH_IMAGE.piece) / 2);
    expect(png.length).toBeLessThan(64 * 1024);
  });

  it('differs from one challenge to the next even at the same position', () => {
    expect(drawNotchImage(0.5).png.equals(drawNotchImage(0.5).png)).toBe(false);
  });

  it('has nothing as light as the outline but the notch', () => {
    const background = encodePng(2, 1, new Uint8Array([10, 20, 30, 200, 210, 215]));
    expect(() => readNotch(dataUrl(background))).toThrow('no notch');
  });
});

describe('encodePng', () => {
  it('writes rows a PNG decoder reads back', () => {
    const rgb = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const png = encodePng(2, 2, rgb);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const raw = zlib.inflateSync(png.subarray(41, 41 + idatLength));
    expect([...raw]).toEqual([0, 1, 2, 3, 4, 5, 6, 0, 7, 8, 9, 10, 11, 12]);
    expect(png.subarray(-12, -8).readUInt32BE(0)).toBe(0);
    expect(png.toString('ascii', png.length - 8, png.length - 4)).toBe('IEND');
  });

  it('refuses pixel data of the wrong length', () => {
    expect(() => encodePng(2, 2, new Uint8Array(3))).toThrow(RangeError);
  });
});
