import type { ReactElement } from 'react';
import type { SolutionIconKey } from '../content/solutions';

/** Line drawings on a 24×24 grid, stroked in the current text colour. */
const ICONS: Readonly<Record<SolutionIconKey, ReactElement>> = {
  car: (
    <>
      <path d="M4 15l1.6-5a2 2 0 0 1 1.9-1.4h9a2 2 0 0 1 1.9 1.4L20 15" />
      <rect x="3" y="15" width="18" height="4" rx="1" />
      <circle cx="7" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
      <path d="M12 2v3M9.5 3.5 12 5l2.5-1.5" />
    </>
  ),
  bike: (
    <>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="M6 16l4-7h5l3 7M10 9l2 7h-6M14 6h2.5" />
    </>
  ),
  drone: (
    <>
      <rect x="9" y="10" width="6" height="4" rx="1" />
      <path d="M9 11 5 8M15 11l4-3M9 13l-4 3M15 13l4 3" />
      <path d="M2 8h6M16 8h6M2 16h6M16 16h6" />
    </>
  ),
  robot: (
    <>
      <rect x="4" y="8" width="16" height="9" rx="2" />
      <circle cx="7.5" cy="19" r="1.5" />
      <circle cx="16.5" cy="19" r="1.5" />
      <path d="M12 8V4M9 4h6M8 12h2M14 12h2" />
    </>
  ),
  tractor: (
    <>
      <circle cx="7" cy="16" r="4" />
      <circle cx="18" cy="18" r="2" />
      <path d="M4 12V6h6l2 6h6a2 2 0 0 1 2 2v2M11 16h5" />
    </>
  ),
  bridge: (
    <>
      <path d="M2 16h20M4 16v4M20 16v4M12 16v4" />
      <path d="M3 16c3-6 6-8 9-8s6 2 9 8" />
      <path d="M12 3v2M9 4l1 1.5M15 4l-1 1.5" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M12 8.5a2.5 2.5 0 0 1 2.5 2.5c0 2-2.5 4.5-2.5 4.5S9.5 13 9.5 11A2.5 2.5 0 0 1 12 8.5z" />
    </>
  ),
  port: (
    <>
      <path d="M4 20V4h9M13 4v5M11 9h4v3h-4zM4 8h6" />
      <path d="M2 20h20M15 20v-4h6v4" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5z" />
      <circle cx="12" cy="11" r="2.5" />
    </>
  ),
  traffic: (
    <>
      <rect x="8" y="2" width="8" height="16" rx="2" />
      <circle cx="12" cy="6" r="1.5" />
      <circle cx="12" cy="10" r="1.5" />
      <circle cx="12" cy="14" r="1.5" />
      <path d="M12 18v4M9 22h6" />
    </>
  ),
  antenna: (
    <>
      <path d="M12 10v12M8 22h8" />
      <circle cx="12" cy="8" r="2" />
      <path d="M8.5 4.5a5 5 0 0 0 0 7M15.5 4.5a5 5 0 0 1 0 7M5.5 2a9 9 0 0 0 0 12M18.5 2a9 9 0 0 1 0 12" />
    </>
  ),
  lane: (
    <>
      <path d="M5 22 9 2M19 22 15 2M12 4v3M12 10v3M12 16v3" />
    </>
  ),
  truck: (
    <>
      <path d="M2 6h12v10H2zM14 10h4l3 3v3h-7" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
};

/**
 * A solution's icon (SPEC §2 industry solutions), decorative: hidden from assistive technology.
 * @param icon key from the solution's content record
 * @param size edge length in CSS pixels (default 32)
 */
export function SolutionIcon({ icon, size = 32 }: { icon: SolutionIconKey; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICONS[icon]}
    </svg>
  );
}
