import type { Architecture } from '../../../content/solutions';

/**
 * Geometry of the architecture diagram ("its architecture (an SVG diagram)"): layers are
 * stacked top to bottom as bands, each band's nodes centred in one row, edges drawn as curves
 * between adjacent bands or as straight arrows between neighbouring boxes of one band. Pure functions, all sizes in SVG user units (the SVG scales via viewBox).
 */

/** Fixed measures of the diagram, in SVG user units. */
export const DIAGRAM = {
  width: 560,
  padding: 16,
  bandPadding: 12,
  titleHeight: 20,
  nodeHeight: 44,
  nodeGap: 20,
  bandGap: 36,
  maxNodesPerLayer: 3,
  fontSize: 15,
  titleFontSize: 13,
} as const;

/** Width of one node box: three boxes fit side by side in a band. */
export const NODE_WIDTH =
  (DIAGRAM.width -
    2 * DIAGRAM.padding -
    2 * DIAGRAM.bandPadding -
    (DIAGRAM.maxNodesPerLayer - 1) * DIAGRAM.nodeGap) /
  DIAGRAM.maxNodesPerLayer;

const BAND_HEIGHT =
  DIAGRAM.bandPadding + DIAGRAM.titleHeight + DIAGRAM.nodeHeight + DIAGRAM.bandPadding;

/** A positioned rectangle (top-left corner and size). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A laid-out band: the layer's title and its rectangle. */
export interface LaidOutLayer extends Box {
  title: string;
}

/** A laid-out node box with its label and the index of its layer. */
export interface LaidOutNode extends Box {
  id: string;
  label: string;
  layer: number;
}

/** A laid-out edge: an SVG path from the source box to the target box (arrow at the target). */
export interface LaidOutEdge {
  from: string;
  to: string;
  path: string;
}

/** The whole diagram: viewBox size, bands, nodes and edges. */
export interface DiagramLayout {
  width: number;
  height: number;
  layers: LaidOutLayer[];
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

/**
 * Estimated rendered width of a label: CJK and other full-width characters take 1 em, the rest
 * 0.6 em.
 * @param label the text; @param fontSize in user units
 * @returns width in user units
 */
export function estimateTextWidth(label: string, fontSize: number = DIAGRAM.fontSize): number {
  let ems = 0;
  for (const char of label) ems += /[\u2E80-\uFFEF]/.test(char) ? 1 : 0.6;
  return ems * fontSize;
}

function edgePath(from: LaidOutNode, to: LaidOutNode): string {
  if (from.layer === to.layer) {
    const y = from.y + from.height / 2;
    const right = from.x < to.x;
    return `M${right ? from.x + from.width : from.x} ${y} H${right ? to.x : to.x + to.width}`;
  }
  const down = from.layer < to.layer;
  const x1 = from.x + from.width / 2;
  const x2 = to.x + to.width / 2;
  const y1 = down ? from.y + from.height : from.y;
  const y2 = down ? to.y : to.y + to.height;
  const mid = (y1 + y2) / 2;
  return `M${x1} ${y1} C${x1} ${mid} ${x2} ${mid} ${x2} ${y2}`;
}

/**
 * Lays out an architecture record.
 * @param architecture layers (top to bottom) with up to `DIAGRAM.maxNodesPerLayer` nodes each, and
 *   edges between nodes of adjacent layers (curves) or neighbouring nodes of one layer (straight)
 * @returns the positioned bands, nodes and edge paths and the viewBox size
 * @throws Error when an edge names a node id that is not in the layers
 */
export function layoutArchitecture(architecture: Architecture): DiagramLayout {
  const { padding, bandPadding, titleHeight, nodeHeight, nodeGap, bandGap, width } = DIAGRAM;
  const layers: LaidOutLayer[] = [];
  const nodes: LaidOutNode[] = [];
  architecture.layers.forEach((layer, index) => {
    const y = padding + index * (BAND_HEIGHT + bandGap);
    layers.push({
      title: layer.title,
      x: padding,
      y,
      width: width - 2 * padding,
      height: BAND_HEIGHT,
    });
    const rowWidth = layer.nodes.length * NODE_WIDTH + (layer.nodes.length - 1) * nodeGap;
    const startX = (width - rowWidth) / 2;
    layer.nodes.forEach((node, column) => {
      nodes.push({
        id: node.id,
        label: node.label,
        layer: index,
        x: startX + column * (NODE_WIDTH + nodeGap),
        y: y + bandPadding + titleHeight,
        width: NODE_WIDTH,
        height: nodeHeight,
      });
    });
  });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edges = architecture.edges.map(({ from, to }) => {
    const source = byId.get(from);
    const target = byId.get(to);
    if (!source || !target) throw new Error(`架构图连线引用了不存在的节点：${from} → ${to}`);
    return { from, to, path: edgePath(source, target) };
  });
  const count = architecture.layers.length;
  const height = 2 * padding + count * BAND_HEIGHT + Math.max(0, count - 1) * bandGap;
  return { width, height, layers, nodes, edges };
}

/**
 * The diagram as one sentence, for the SVG's `<desc>` (text alternative).
 * @returns e.g. `自上而下共 4 层：卫星与参考站（北斗/GPS 卫星、全国参考站网）；…。`
 */
export function describeArchitecture(architecture: Architecture): string {
  const layers = architecture.layers
    .map((layer) => `${layer.title}（${layer.nodes.map((n) => n.label).join('、')}）`)
    .join('；');
  return `自上而下共 ${architecture.layers.length} 层：${layers}。`;
}
