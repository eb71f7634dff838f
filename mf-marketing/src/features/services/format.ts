import { DURATION_UNIT, labelOf, type ServicePlan } from '@xingheng/shared';

/**
 * A price in yuan for display (SPEC §3 plans).
 * @param priceCents price in fen (1/100 yuan), an integer ≥ 0
 * @returns `¥` + yuan with thousands separators and 2 decimals, e.g. 120000 → `¥1,200.00`
 */
export function formatPriceCents(priceCents: number): string {
  const cents = Math.round(Math.abs(priceCents));
  const yuan = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fen = String(cents % 100).padStart(2, '0');
  return `${priceCents < 0 ? '-' : ''}¥${yuan}.${fen}`;
}

/**
 * A plan's duration for display: `${duration}${labelOf(DURATION_UNIT, durationUnit)}` (SPEC §3).
 * @returns e.g. `1年`, `3月`, `7天`
 */
export function formatPlanDuration(plan: Pick<ServicePlan, 'duration' | 'durationUnit'>): string {
  return `${plan.duration}${labelOf(DURATION_UNIT, plan.durationUnit)}`;
}
