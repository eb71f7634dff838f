import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../spinner/Spinner';

/** How long the popover stays after the pointer or the focus leaves, in ms (antd's 0.1 s). */
const CLOSE_DELAY_MS = 100;

/**
 * The QR code image, drawn from `text` when it first mounts (the popover mounts its content on
 * first open, so nothing is computed for visitors who never hover). SVG via `qrcode`, as a data URL;
 * the `qrcode` package itself is a separate chunk fetched on first open, not on page load.
 */
function QrImage({ text, alt }: { text: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toString(text, { type: 'svg', margin: 1, width: 128 }))
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [text]);

  if (failed) return <p className="shell-qr-error">二维码生成失败，请搜索“{alt}”</p>;
  if (!src) return <Spinner label="二维码生成中" />;
  return <img className="shell-qr-img" src={src} alt={`${alt}二维码`} width={128} height={128} />;
}

/** Props of `QrPopover`. */
export interface QrPopoverProps {
  /** The button text and accessible name (微信公众号). */
  label: string;
  /** The content encoded in the QR code (a URL). */
  text: string;
  /** A line under the code (扫码关注). */
  hint: string;
  /** An inline SVG icon. */
  icon: ReactNode;
}

/**
 * A footer button that shows a QR code in a popover above it (SPEC §2 footer: WeChat and Weibo QR
 * popovers), in plain markup drawn like antd's Popover: it opens while the pointer is over the
 * button or the popover, on keyboard focus and on a tap (`aria-expanded`), and closes 100 ms
 * after both are left, or on Escape. The code is drawn on first open and kept.
 */
export function QrPopover({ label, text, hint, icon }: QrPopoverProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
    setOpened(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <span
      className="shell-qr-anchor"
      onPointerEnter={show}
      onPointerLeave={hideSoon}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className="shell-qr-trigger"
        aria-expanded={open}
        aria-controls={id}
        onFocus={show}
        onBlur={hideSoon}
        onClick={show}
      >
        {icon}
        {label}
      </button>
      {opened && (
        <span id={id} className="shell-qr-popover" hidden={!open}>
          <span className="shell-qr">
            <QrImage text={text} alt={label} />
            <span className="shell-qr-hint">{hint}</span>
          </span>
        </span>
      )}
    </span>
  );
}
