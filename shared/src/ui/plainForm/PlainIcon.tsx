import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * A node's attributes as React props: `fill-rule` becomes `fillRule`; `focusable` is left out (the
 * root sets it).
 */
function attributesOf(node: AbstractNode): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(node.attrs)) {
    if (name !== 'focusable')
      attrs[name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
  }
  return attrs;
}

/** Renders one node of an icon definition and its children as React SVG elements. */
function renderNode(node: AbstractNode, key?: number): ReactNode {
  const attrs = attributesOf(node);
  return createElement(
    node.tag,
    { key, ...attrs },
    node.children?.map((child, index) => renderNode(child, index)),
  );
}

/**
 * One antd icon drawn from its definition in `@ant-design/icons-svg` (the data behind
 * `@ant-design/icons`), without the icon runtime: for the login page's first paint, which carries
 * no antd (docs/performance.md "Small pages"). Sized 1em and coloured `currentColor` like antd's
 * icons; decorative (`aria-hidden`), so the control around it carries the name.
 * @param props.icon e.g. the default export of `@ant-design/icons-svg/lib/asn/LockOutlined`
 *   (outlined and filled icons; a two-tone definition is drawn in `currentColor`)
 * @param props.className extra classes on the `<svg>`
 */
export function PlainIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const root =
    typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <svg
      {...attributesOf(root)}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      className={className ? `xh-icon ${className}` : 'xh-icon'}
    >
      {root.children?.map((child, index) => renderNode(child, index))}
    </svg>
  );
}
