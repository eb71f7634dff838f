import { useId } from 'react';
import type { Architecture } from '../../../content/solutions';
import { DIAGRAM, describeArchitecture, layoutArchitecture } from './layoutArchitecture';
import { ArchitectureText } from './ArchitectureText';
import './diagram.css';

/**
 * The architecture diagram of a solution ("its architecture (an SVG diagram)"): the
 * record's layers drawn top to bottom as bands of node boxes, edges as arrowed curves. The SVG
 * scales with its container (viewBox, no fixed size, so nothing shifts); it is one image for
 * assistive technology (`role="img"`, named by `<title>`, described by `<desc>`), followed by the
 * same layers and links as text (`ArchitectureText`). SSR-safe: deterministic markup, ids from
 * `useId`.
 * @param architecture the record's `architecture` (edges must name existing nodes)
 * @param name the accessible name, e.g. `智能驾驶解决方案架构图`
 */
export function ArchitectureDiagram({
  architecture,
  name,
}: {
  architecture: Architecture;
  name: string;
}) {
  const id = `mkt-arch-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const layout = layoutArchitecture(architecture);
  const arrow = `${id}-arrow`;
  return (
    <figure className="mkt-arch">
      <svg
        className="mkt-arch__svg"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        preserveAspectRatio="xMidYMid meet"
        style={{ aspectRatio: `${layout.width} / ${layout.height}` }}
      >
        <title id={`${id}-title`}>{name}</title>
        <desc id={`${id}-desc`}>{describeArchitecture(architecture)}</desc>
        <defs>
          <marker
            id={arrow}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0 0L10 5L0 10z" className="mkt-arch__arrow" />
          </marker>
        </defs>
        {layout.layers.map((layer, index) => (
          <g key={layer.title} className={`mkt-arch__band mkt-arch__band--${index % 2}`}>
            <rect x={layer.x} y={layer.y} width={layer.width} height={layer.height} rx="8" />
            <text
              x={layer.x + DIAGRAM.bandPadding}
              y={layer.y + DIAGRAM.bandPadding + DIAGRAM.titleFontSize}
              fontSize={DIAGRAM.titleFontSize}
              className="mkt-arch__band-title"
            >
              {layer.title}
            </text>
          </g>
        ))}
        {layout.edges.map((edge) => (
          <path
            key={`${edge.from}-${edge.to}`}
            d={edge.path}
            className="mkt-arch__edge"
            markerEnd={`url(#${arrow})`}
          />
        ))}
        {layout.nodes.map((node) => (
          <g key={node.id} className="mkt-arch__node">
            <rect x={node.x} y={node.y} width={node.width} height={node.height} rx="6" />
            <text
              x={node.x + node.width / 2}
              y={node.y + node.height / 2}
              fontSize={DIAGRAM.fontSize}
              textAnchor="middle"
              dominantBaseline="central"
            >
              {node.label}
            </text>
          </g>
        ))}
      </svg>
      <ArchitectureText architecture={architecture} />
    </figure>
  );
}
