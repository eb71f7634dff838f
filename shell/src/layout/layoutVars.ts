import type { CSSProperties } from 'react';
import { LAYOUT } from '@xingheng/shared';

/**
 * The layout constants of SPEC §9 (`LAYOUT`) as CSS custom properties, set once on the layout's
 * root so the plain CSS files read them instead of repeating the numbers:
 * `--shell-header-h` (64px), `--shell-header-h-mobile` (54px), `--shell-drawer-offset` (54px),
 * `--shell-content-width` (1200px). Media queries cannot read custom properties: they spell out
 * `LAYOUT.mobileBreakpoint` (768px) and say so.
 */
export const layoutVars = {
  '--shell-header-h': `${LAYOUT.headerHeight}px`,
  '--shell-header-h-mobile': `${LAYOUT.headerHeightMobile}px`,
  '--shell-drawer-offset': `${LAYOUT.drawerOffset}px`,
  '--shell-content-width': `${LAYOUT.contentWidth}px`,
} as CSSProperties;
