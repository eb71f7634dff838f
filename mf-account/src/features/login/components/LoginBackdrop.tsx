/**
 * Decorative background of the login page: a stylised globe with satellite orbits (inline SVG,
 * hidden from assistive technology).
 */
export function LoginBackdrop() {
  return (
    <svg
      className="acc-login-backdrop"
      viewBox="0 0 800 800"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <radialGradient id="acc-globe" cx="40%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#2f7bff" stopOpacity="0.55" />
          <stop offset="100%" stopColor="#0a1a3a" stopOpacity="0.2" />
        </radialGradient>
      </defs>
      <g transform="translate(400 400)" fill="none" stroke="#7fb0ff" strokeOpacity="0.35">
        <circle r="220" fill="url(#acc-globe)" />
        <ellipse rx="220" ry="70" />
        <ellipse rx="220" ry="150" />
        <ellipse rx="70" ry="220" />
        <ellipse rx="150" ry="220" />
        <line x1="-220" y1="0" x2="220" y2="0" />
        <line x1="0" y1="-220" x2="0" y2="220" />
        <g strokeDasharray="4 8" strokeOpacity="0.5">
          <ellipse rx="340" ry="120" transform="rotate(-20)" />
          <ellipse rx="300" ry="180" transform="rotate(35)" />
          <ellipse rx="370" ry="90" transform="rotate(70)" />
        </g>
        <g fill="#9cc2ff" stroke="none">
          <circle cx="319" cy="-116" r="6" />
          <circle cx="-180" cy="-160" r="5" />
          <circle cx="60" cy="362" r="5" />
          <circle cx="-250" cy="160" r="4" />
        </g>
        <g stroke="#ffd166" strokeOpacity="0.8">
          <circle cx="-60" cy="40" r="6" fill="#ffd166" />
          <circle cx="-60" cy="40" r="18" />
          <circle cx="-60" cy="40" r="32" strokeOpacity="0.4" />
        </g>
      </g>
    </svg>
  );
}
