/**
 * The part of `qrcode`'s browser build the shell uses (footer QR popovers, SPEC §2). Browser code
 * resolves `qrcode` here (`paths` in tsconfig.browser.json) rather than to `@types/qrcode`, whose
 * `/// <reference types="node" />` would load every Node type into the browser program and let
 * `process` or `Buffer` slip into code that runs in the page (docs/architecture.md, "TypeScript
 * projects").
 */

/** Options of `toString`: `type` of output, quiet-zone `margin` in modules, `width` in pixels. */
export interface QRCodeToStringOptions {
  type?: 'svg' | 'utf8' | 'terminal';
  margin?: number;
  width?: number;
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  color?: { dark?: string; light?: string };
}

/**
 * Renders `text` as a QR code.
 * @returns the SVG markup (with `type: 'svg'`)
 */
export function toString(text: string, options?: QRCodeToStringOptions): Promise<string>;

/** The CommonJS module object (`import('qrcode')` resolves `{ default: … }` under webpack). */
declare const QRCode: { toString: typeof toString };
export default QRCode;
