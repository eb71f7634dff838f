import type { IonoGrid } from '@xingheng/shared';
import { Tag } from '../../../components/Tag';
import { activityView } from '../activity';

/**
 * The activity level of the shown grid in plain words, what it means for fixing time, and the
 * label that the data is modelled, not measured (the "labelled on the page as model
 * data"). Plain markup, no antd (docs/performance.md "Every public page within budget").
 * @param grid the shown grid
 */
export function IonoActivityPanel({ grid }: { grid: IonoGrid }) {
  const { label, color } = activityView(grid.activity);
  return (
    <section className="iono-panel" aria-labelledby="iono-activity-title">
      <h2 id="iono-activity-title" className="iono-panel-title">
        电离层活动
      </h2>
      <p className="iono-level">
        活动等级：
        <span className="iono-level-tag">
          <Tag color={color}>{label}</Tag>
        </span>
      </p>
      <p className="iono-advice">{grid.advice}</p>
      {grid.disturbed && (
        <p className="iono-note">模型的扰动开关已开启：当前数据模拟电离层扰动时的情形。</p>
      )}
      <div className="iono-model">
        <Tag color="gold">模型数据（非实测）</Tag>
        <p className="iono-model-name">模型：{grid.model}</p>
        <p className="iono-note">
          数据由模型按地方太阳时的日变化与纬度分布计算，用于说明电离层对定位的影响，并非观测结果。
        </p>
      </div>
    </section>
  );
}
