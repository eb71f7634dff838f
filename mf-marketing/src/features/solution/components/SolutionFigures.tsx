import { Section } from '../../../components/Section';
import type { SolutionFigure } from '../../../content/solutions';

/**
 * Typical figures of a solution ("typical figures"), marked as illustrative.
 * @param figures the record's 3–4 figures
 */
export function SolutionFigures({ figures }: { figures: readonly SolutionFigure[] }) {
  return (
    <Section id="mkt-sol-figures" title="典型指标" tone="dark">
      <dl className="mkt-sol-figures">
        {figures.map((figure) => (
          <div key={figure.label} className="mkt-sol-figures__item">
            <dt className="mkt-sol-figures__label">{figure.label}</dt>
            <dd className="mkt-sol-figures__value">{figure.value}</dd>
            <dd className="mkt-sol-figures__note">{figure.note}</dd>
          </div>
        ))}
      </dl>
      <p className="mkt-sol-figures__disclaimer">
        以上为典型场景下的示例指标，实际表现与观测环境、终端型号和安装方式相关。
      </p>
    </Section>
  );
}
