import { useId } from 'react';
import type { CoverageRegions } from '@xingheng/shared';
import { PlainSelectField, usePlainForm } from '@xingheng/shared/ui';
import { RegionCoverage } from './RegionCoverage';
import './coverage.css';

/** Neither list has a rule: any choice, or none, is fine. */
const NO_RULES = { province: [], city: [] };

/**
 * The region panel (SPEC §2 `/support/map/component/regionBox`, also on `/support/map`): choose a
 * province, then one of its cities (optional; choosing another province clears it), and read each
 * service's coverage of them. Two native selects from the site's form kit (`@xingheng/shared/ui`,
 * no antd: docs/performance.md "Small pages"): the browser's own list, keyboard (arrow keys, typing
 * a name's first characters) and phone picker; disabled until hydrated, the city list until a
 * province is chosen.
 * @param regions the coverage API's regions
 * @param title a panel heading (`h2`) when the panel sits on a page with its own `h1`
 */
export function RegionBox({ regions, title }: { regions: CoverageRegions; title?: string }) {
  const headingId = useId();
  const form = usePlainForm(NO_RULES);
  const province = regions.provinces.find((p) => p.code === form.values.province) ?? null;
  const city = province?.cities.find((c) => c.code === form.values.city) ?? null;
  const provinceBinding = form.bind('province');
  return (
    <section className="cov-panel" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <h2 id={headingId} className="cov-panel-title">
          {title}
        </h2>
      )}
      <div className="cov-fields">
        <PlainSelectField
          binding={{
            ...provinceBinding,
            onChoose: (code) => {
              provinceBinding.onChoose(code);
              form.setValue('city', '');
            },
          }}
          label="省份"
          placeholder="选择省份"
          options={regions.provinces.map((p) => ({ value: p.code, label: p.name }))}
          size="middle"
        />
        <PlainSelectField
          binding={form.bind('city')}
          label="城市"
          placeholder={province ? '选择城市（可选）' : '请先选择省份'}
          options={(province?.cities ?? []).map((c) => ({ value: c.code, label: c.name }))}
          disabled={!province}
          size="middle"
        />
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
