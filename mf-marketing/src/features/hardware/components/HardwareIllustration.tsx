import type { HardwareCategory } from '../../../content/hardware';

const PADS = Array.from({ length: 9 }, (_, i) => 150 + i * 20);

/** A GNSS module: LGA board with castellated pads, a shield can and satellite signal arcs. */
function ModuleDrawing({ model }: { model: string }) {
  return (
    <g>
      <path
        d="M360 70a40 40 0 0 1 40 40M360 50a60 60 0 0 1 60 60M360 30a80 80 0 0 1 80 80"
        className="mkt-hw-figure__signal"
      />
      <rect x="130" y="80" width="220" height="180" rx="10" className="mkt-hw-figure__board" />
      {PADS.map((x) => (
        <g key={x}>
          <rect x={x - 4} y="72" width="8" height="14" rx="2" className="mkt-hw-figure__pad" />
          <rect x={x - 4} y="254" width="8" height="14" rx="2" className="mkt-hw-figure__pad" />
        </g>
      ))}
      <rect x="160" y="105" width="160" height="130" rx="6" className="mkt-hw-figure__shield" />
      <text x="240" y="165" textAnchor="middle" className="mkt-hw-figure__model">
        {model}
      </text>
      <text x="240" y="195" textAnchor="middle" className="mkt-hw-figure__caption">
        GNSS · RTK
      </text>
    </g>
  );
}

/** An IMU: an isometric cube with the three sensing axes and a rotation arc. */
function ImuDrawing({ model }: { model: string }) {
  return (
    <g>
      <path d="M240 70 340 120v110l-100 50-100-50V120z" className="mkt-hw-figure__board" />
      <path d="M140 120l100 50 100-50M240 170v110" className="mkt-hw-figure__edge" />
      <path d="M240 170V40M240 170l150 70M240 170 90 240" className="mkt-hw-figure__axis" />
      <path d="M210 60a40 16 0 1 0 60 0" className="mkt-hw-figure__signal" />
      <text x="250" y="44" className="mkt-hw-figure__caption">
        Z
      </text>
      <text x="394" y="250" className="mkt-hw-figure__caption">
        X
      </text>
      <text x="72" y="250" className="mkt-hw-figure__caption">
        Y
      </text>
      <text
        x="240"
        y="306"
        textAnchor="middle"
        className="mkt-hw-figure__model mkt-hw-figure__model--small"
      >
        {model}
      </text>
    </g>
  );
}

/** A terminal: a finned enclosure with two antennas, status LEDs and a connector row. */
function TerminalDrawing({ model }: { model: string }) {
  return (
    <g>
      <path d="M170 110V50M310 110V40" className="mkt-hw-figure__edge" />
      <circle cx="170" cy="46" r="6" className="mkt-hw-figure__pad" />
      <circle cx="310" cy="36" r="6" className="mkt-hw-figure__pad" />
      <rect x="90" y="110" width="300" height="170" rx="14" className="mkt-hw-figure__board" />
      <rect x="70" y="240" width="30" height="24" rx="4" className="mkt-hw-figure__shield" />
      <rect x="380" y="240" width="30" height="24" rx="4" className="mkt-hw-figure__shield" />
      <text x="130" y="165" className="mkt-hw-figure__model mkt-hw-figure__model--light">
        {model}
      </text>
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={134 + i * 22} cy="196" r="5" className="mkt-hw-figure__led" />
      ))}
      {[0, 1, 2, 3].map((i) => (
        <rect
          key={i}
          x={240 + i * 34}
          y="228"
          width="26"
          height="30"
          rx="3"
          className="mkt-hw-figure__shield"
        />
      ))}
    </g>
  );
}

/**
 * The product illustration of a hardware page (own inline SVG, no outside images):
 * a module, an IMU or a terminal by category, labelled with the model. Fixed 3:2 aspect ratio
 * (480×320 view box) so the layout never shifts.
 * @param category product family, picks the drawing
 * @param model the model printed on it, e.g. `LF-GNSS`
 * @param label accessible description, e.g. `LF-GNSS 高精度定位模组产品示意图`
 */
export function HardwareIllustration({
  category,
  model,
  label,
}: {
  category: HardwareCategory;
  model: string;
  label: string;
}) {
  return (
    <svg
      className="mkt-hw-figure"
      viewBox="0 0 480 320"
      width="480"
      height="320"
      role="img"
      aria-label={label}
      data-category={category}
    >
      <rect width="480" height="320" rx="16" className="mkt-hw-figure__bg" />
      {category === 'GNSS' && <ModuleDrawing model={model} />}
      {category === 'IMU' && <ImuDrawing model={model} />}
      {category === '终端' && <TerminalDrawing model={model} />}
    </svg>
  );
}
