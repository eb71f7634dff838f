import { Section } from '../../../components/Section';
import './bands.css';

/** The key figures of the network (illustrative, as the footnote says). */
const FIGURES = [
  { value: '3,000+', label: '地基增强站', note: '覆盖全国主要城市与交通干线' },
  { value: '2 cm', label: '水平定位精度（RMS）', note: '厘米级服务，开阔环境典型值' },
  { value: '秒级', label: '初始化收敛', note: '网络 RTK 固定解典型用时' },
  { value: '99.9%', label: '服务可用性', note: '多中心冗余部署' },
];

/**
 * The key-figures band of the home page (SPEC §1: centimetre and sub-metre services). Static
 * copy; the figures are labelled as typical, illustrative values.
 */
export function KeyFigures() {
  return (
    <Section id="mkt-figures" title="一张覆盖全国的高精度定位网络" tone="muted">
      <ul className="mkt-figures">
        {FIGURES.map((f) => (
          <li key={f.label} className="mkt-figures__item">
            <span className="mkt-figures__value">{f.value}</span>
            <span className="mkt-figures__label">{f.label}</span>
            <span className="mkt-figures__note">{f.note}</span>
          </li>
        ))}
      </ul>
      <p className="mkt-footnote">
        注：以上为典型场景下的示意指标，实际表现受观测环境、终端性能与网络条件影响。
      </p>
    </Section>
  );
}
