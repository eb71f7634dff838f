import { Link } from 'react-router';
import type { HardwareItem } from '@xingheng/shared';
import { HardwareGlyph, hardwareKindOf } from './HardwareGlyph';
import { Section } from '../../../components/Section';
import { SectionError } from '../../../components/SectionError';

/** The page of a hardware product (SPEC §2 `/productSolution/hardware/{slug}`). */
export function hardwarePath(slug: string): string {
  return `/productSolution/hardware/${slug}`;
}

/**
 * The hardware section (SPEC §2 `/`, items of `/api/web/index/list`): a grid of linked cards,
 * each with a glyph by category, name, category and summary.
 * @param hardware the loader's items (`null` = request failed: error state)
 */
export function HardwareSection({ hardware }: { hardware: HardwareItem[] | null }) {
  return (
    <Section
      id="mkt-hardware"
      title="GNSS 与惯导硬件"
      lead="高精度 GNSS 模块、IMU、T-BOX 与 P-BOX，与定位服务深度适配。"
      extra={<Link to="/productSolution?tab=2">全部硬件</Link>}
      tone="muted"
    >
      {hardware === null && <SectionError what="硬件产品" />}
      {hardware?.length === 0 && <p className="mkt-empty">暂无可展示的硬件产品。</p>}
      {hardware && hardware.length > 0 && (
        <ul className="mkt-grid mkt-grid--4">
          {hardware.map((h) => (
            <li key={h.id} className="mkt-card mkt-card--stretch">
              <HardwareGlyph kind={hardwareKindOf(h.category, h.slug)} />
              <h3 className="mkt-card__title">
                <Link className="mkt-stretched-link" to={hardwarePath(h.slug)}>
                  {h.name}
                </Link>
              </h3>
              <p className="mkt-card__meta">{h.category}</p>
              <p className="mkt-card__text">{h.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
