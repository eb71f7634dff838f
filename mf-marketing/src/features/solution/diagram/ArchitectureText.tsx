import type { Architecture } from '../../../content/solutions';

/**
 * The text alternative of the architecture diagram: a disclosure (native
 * `<details>`, keyboard accessible) listing each layer with its nodes, then each link as
 * `来源 → 目标`.
 * @param architecture the record's `architecture`
 */
export function ArchitectureText({ architecture }: { architecture: Architecture }) {
  const labels = new Map(
    architecture.layers.flatMap((layer) => layer.nodes.map((node) => [node.id, node.label])),
  );
  return (
    <details className="mkt-arch__text">
      <summary>架构图文字说明</summary>
      <ol className="mkt-arch__layers">
        {architecture.layers.map((layer) => (
          <li key={layer.title}>
            <strong>{layer.title}</strong>：{layer.nodes.map((node) => node.label).join('、')}
          </li>
        ))}
      </ol>
      <p className="mkt-arch__flows-title">数据流向</p>
      <ul className="mkt-arch__flows">
        {architecture.edges.map((edge) => (
          <li key={`${edge.from}-${edge.to}`}>
            {labels.get(edge.from)} → {labels.get(edge.to)}
          </li>
        ))}
      </ul>
    </details>
  );
}
