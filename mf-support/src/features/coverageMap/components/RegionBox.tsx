import { useId, useState } from 'react';
import { Select } from 'antd';
import type { CoverageRegions } from '@xingheng/shared';
import { RegionCoverage } from './RegionCoverage';
import './coverage.css';

/**
 * The region panel (SPEC §2 `/support/map/component/regionBox`, also on `/support/map`): choose a
 * province, then one of its cities, and read each service's coverage of them. Both lists are
 * searchable by name and work with the keyboard.
 * @param regions the coverage API's regions
 * @param title a panel heading (`h2`) when the panel sits on a page with its own `h1`
 */
export function RegionBox({ regions, title }: { regions: CoverageRegions; title?: string }) {
  const ids = useId();
  const [provinceCode, setProvinceCode] = useState<string | null>(null);
  const [cityCode, setCityCode] = useState<string | null>(null);
  const province = regions.provinces.find((p) => p.code === provinceCode) ?? null;
  const city = province?.cities.find((c) => c.code === cityCode) ?? null;
  const search = { optionFilterProp: 'label' };
  return (
    <section className="cov-panel" aria-labelledby={title ? `${ids}-title` : undefined}>
      {title && (
        <h2 id={`${ids}-title`} className="cov-panel-title">
          {title}
        </h2>
      )}
      <div className="cov-fields">
        <div className="cov-field">
          <label htmlFor={`${ids}-province`}>省份</label>
          <Select<string>
            id={`${ids}-province`}
            showSearch={search}
            placeholder="选择省份"
            value={province?.code ?? null}
            options={regions.provinces.map((p) => ({ value: p.code, label: p.name }))}
            onChange={(code) => {
              setProvinceCode(code);
              setCityCode(null);
            }}
          />
        </div>
        <div className="cov-field">
          <label htmlFor={`${ids}-city`}>城市</label>
          <Select<string>
            id={`${ids}-city`}
            showSearch={search}
            allowClear
            disabled={!province || undefined}
            placeholder={province ? '选择城市（可选）' : '请先选择省份'}
            value={city?.code ?? null}
            options={(province?.cities ?? []).map((c) => ({ value: c.code, label: c.name }))}
            onChange={(code) => setCityCode(code ?? null)}
          />
        </div>
      </div>
      <div aria-live="polite">
        {province ? (
          <RegionCoverage services={regions.services} province={province} city={city} />
        ) : (
          <p className="cov-hint">选择省份后，这里显示各服务在该省及其城市的覆盖情况。</p>
        )}
      </div>
    </section>
  );
}
