import { Link } from '@xingheng/shared/router';
import type { HardwareItem } from '@xingheng/shared';
import { hardwareCards } from '../../../components/hardwareCards';
import { LinkCardGrid } from '../../../components/LinkCardGrid';
import { Section } from '../../../components/Section';
import { SectionError } from '../../../components/SectionError';
import { productTabPath } from '../../../paths';

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
      extra={<Link to={productTabPath('2')}>全部硬件</Link>}
      tone="muted"
    >
      {hardware === null && <SectionError what="硬件产品" />}
      {hardware?.length === 0 && <p className="mkt-empty">暂无可展示的硬件产品。</p>}
      {hardware && hardware.length > 0 && (
        <LinkCardGrid cards={hardwareCards(hardware, { showCategory: true })} columns={4} />
      )}
    </Section>
  );
}
