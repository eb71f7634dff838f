import { useEffect, useState, type ReactNode } from 'react';
import { Popover, Spin } from 'antd';

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
  if (!src) return <Spin size="small" aria-label="二维码生成中" />;
  return <img className="shell-qr-img" src={src} alt={`${alt}二维码`} width={128} height={128} />;
}

/**
 * A footer button that shows a QR code in an antd Popover on hover and on keyboard focus
 * (SPEC §2 footer: WeChat and Weibo QR popovers).
 * @param label the button text and accessible name (微信公众号)
 * @param text the content encoded in the QR code (a URL)
 * @param hint a line under the code (扫码关注)
 * @param icon an inline SVG icon
 */
export function QrPopover({
  label,
  text,
  hint,
  icon,
}: {
  label: string;
  text: string;
  hint: string;
  icon: ReactNode;
}) {
  return (
    <Popover
      trigger={['hover', 'focus']}
      placement="top"
      content={
        <div className="shell-qr">
          <QrImage text={text} alt={label} />
          <span className="shell-qr-hint">{hint}</span>
        </div>
      }
    >
      <button type="button" className="shell-qr-trigger">
        {icon}
        {label}
      </button>
    </Popover>
  );
}
