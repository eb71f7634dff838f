import { hardwareCards } from '../../../components/hardwareCards';
import { LinkCardGrid } from '../../../components/LinkCardGrid';
import { HARDWARE, HARDWARE_SLUGS, type Hardware } from '../../../content/hardware';

/** Headings of the hardware categories; a category not listed here shows as is. */
const CATEGORY_TITLES: Readonly<Record<string, string>> = {
  GNSS: 'GNSS 高精度定位模组',
  IMU: 'IMU 惯性导航',
  终端: '定位与通信终端',
};

/** Groups hardware by category, keeping the order of `HARDWARE_SLUGS`. */
export function groupHardware(items: readonly Hardware[]): [string, Hardware[]][] {
  const groups = new Map<string, Hardware[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups.entries()];
}

/**
 * Tab 2 of `/productSolution` (SPEC §2 `?tab=2`): all hardware records of `content/hardware.ts`
 * grouped by category (an h2 per group), each card linking to `/productSolution/hardware/{slug}`.
 */
export function HardwareTab() {
  const groups = groupHardware(HARDWARE_SLUGS.map((slug) => HARDWARE[slug]));
  return (
    <div className="mkt-svc-catalog">
      {groups.map(([category, items]) => (
        <section key={category} aria-labelledby={`mkt-hw-${category}`}>
          <h2 className="mkt-svc-group-title" id={`mkt-hw-${category}`}>
            {CATEGORY_TITLES[category] ?? category}
          </h2>
          <LinkCardGrid cards={hardwareCards(items)} columns={4} />
        </section>
      ))}
    </div>
  );
}
