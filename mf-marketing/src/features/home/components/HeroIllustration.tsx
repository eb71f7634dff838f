/** Illustration themes of the hero banners; any other `Banner.theme` falls back to `satellites`. */
export type HeroTheme = 'satellites' | 'orbits' | 'cors';

/** Maps a banner's free-text `theme` to one of the drawn illustrations. */
export function heroThemeOf(theme: string): HeroTheme {
  const t = theme.toLowerCase();
  if (t.includes('orbit')) return 'orbits';
  if (t.includes('cors') || t.includes('station') || t.includes('network')) return 'cors';
  return 'satellites';
}

const SATELLITES = [
  { x: 90, y: 60 },
  { x: 250, y: 30 },
  { x: 400, y: 70 },
];

function Satellite({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect x="-26" y="-6" width="18" height="12" fill="#3d7bff" opacity="0.8" />
      <rect x="8" y="-6" width="18" height="12" fill="#3d7bff" opacity="0.8" />
      <rect x="-8" y="-9" width="16" height="18" rx="3" fill="#dce8ff" />
    </g>
  );
}

function Satellites() {
  return (
    <>
      <path d="M-20 330 Q240 200 500 330" fill="#15305c" stroke="#3d7bff" strokeWidth="2" />
      {SATELLITES.map((s) => (
        <line
          key={s.x}
          x1={s.x}
          y1={s.y + 10}
          x2="240"
          y2="262"
          stroke="#7fb0ff"
          strokeDasharray="6 6"
          className="mkt-hero-art__signal"
        />
      ))}
      {SATELLITES.map((s) => (
        <Satellite key={s.x} x={s.x} y={s.y} />
      ))}
      <circle cx="240" cy="262" r="8" fill="#ffb020" />
      <circle cx="240" cy="262" r="20" fill="none" stroke="#ffb020" opacity="0.5" />
    </>
  );
}

function Orbits() {
  return (
    <>
      <circle cx="240" cy="160" r="70" fill="#15305c" stroke="#3d7bff" strokeWidth="2" />
      <path d="M175 140 Q240 120 305 140 M170 175 Q240 195 310 175" stroke="#3d7bff" fill="none" />
      {[-25, 20, 70].map((angle) => (
        <g key={angle} transform={`rotate(${angle} 240 160)`}>
          <ellipse cx="240" cy="160" rx="200" ry="56" fill="none" stroke="#7fb0ff" opacity="0.6" />
          <circle cx="440" cy="160" r="7" fill="#dce8ff" />
        </g>
      ))}
    </>
  );
}

const STATIONS = [
  { x: 60, y: 230 },
  { x: 150, y: 110 },
  { x: 260, y: 200 },
  { x: 350, y: 90 },
  { x: 420, y: 240 },
];
const LINKS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [0, 2],
  [2, 3],
  [1, 3],
  [3, 4],
  [2, 4],
];

function CorsNetwork() {
  return (
    <>
      {LINKS.map(([a, b]) => {
        const from = STATIONS[a];
        const to = STATIONS[b];
        if (!from || !to) return null;
        return (
          <line
            key={`${a}-${b}`}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            stroke="#3d7bff"
            opacity="0.7"
          />
        );
      })}
      {STATIONS.map((s) => (
        <g key={s.x} transform={`translate(${s.x} ${s.y})`}>
          <circle r="22" fill="none" stroke="#7fb0ff" opacity="0.35" />
          <path d="M0 -14 L10 8 H-10 Z" fill="#dce8ff" />
        </g>
      ))}
      <g transform="translate(300 150)">
        <rect x="-14" y="-8" width="28" height="16" rx="4" fill="#ffb020" />
        <circle r="30" fill="none" stroke="#ffb020" opacity="0.5" className="mkt-hero-art__pulse" />
      </g>
    </>
  );
}

/**
 * The drawn illustration of a hero slide (no external images): satellites signalling a receiver,
 * orbit rings round the Earth, or a CORS reference-station network around a vehicle. Decorative.
 * @param theme the banner's `theme` (free text, mapped by `heroThemeOf`)
 */
export function HeroIllustration({ theme }: { theme: string }) {
  const kind = heroThemeOf(theme);
  return (
    <svg
      className="mkt-hero-art"
      viewBox="0 0 480 320"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      data-theme={kind}
    >
      {kind === 'satellites' && <Satellites />}
      {kind === 'orbits' && <Orbits />}
      {kind === 'cors' && <CorsNetwork />}
    </svg>
  );
}
