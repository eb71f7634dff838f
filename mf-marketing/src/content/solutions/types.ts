import type { HardwareSlug, SolutionName } from '../routeNames';

export { SOLUTION_NAMES, type SolutionName } from '../routeNames';

/**
 * Types of the industry-solution records (SPEC §2 `/productSolution/solution/{name}`;
 * solutions are typed content records rendered by one template). Pure data: no React.
 */

/** Keys of the inline SVG icons in `components/SolutionIcon.tsx`. */
export type SolutionIconKey =
  | 'car'
  | 'bike'
  | 'drone'
  | 'robot'
  | 'tractor'
  | 'bridge'
  | 'phone'
  | 'port'
  | 'shield'
  | 'traffic'
  | 'antenna'
  | 'lane'
  | 'truck';

/** Groups of the solution list page (`/productSolution/solution`), in display order. */
export const SOLUTION_GROUPS = [
  '交通出行',
  '智能驾驶与车路协同',
  '低空与机器人',
  '行业监测与公共安全',
  '大众与农业',
] as const;

/** One group of the solution list page. */
export type SolutionGroup = (typeof SOLUTION_GROUPS)[number];

/** Ids of the correction services a solution can use (SPEC §2 footer: 6 Locate-CM, 7 Locate-DM, 8 Orion). */
export type SolutionServiceId = 6 | 7 | 8;

/** A titled list of short statements (the industry's problem, or our approach). */
export interface SolutionPoints {
  title: string;
  points: string[];
}

/** A box of the architecture diagram; `id` is unique within the solution. */
export interface ArchitectureNode {
  id: string;
  /** Short label drawn in the box (at most about 10 CJK characters). */
  label: string;
}

/** A row of the architecture diagram, e.g. 星衡时空云平台, drawn top to bottom in record order. */
export interface ArchitectureLayer {
  title: string;
  nodes: ArchitectureNode[];
}

/** A directed link (`from` → `to`, by node id) between nodes of adjacent layers or neighbouring nodes of one layer. */
export interface ArchitectureEdge {
  from: string;
  to: string;
}

/** The architecture diagram as data, drawn as SVG by `ArchitectureDiagram`. */
export interface Architecture {
  layers: ArchitectureLayer[];
  edges: ArchitectureEdge[];
}

/** A service the solution uses, linked to `/productSolution/services/details/{id}`. */
export interface SolutionServiceUse {
  id: SolutionServiceId;
  reason: string;
}

/** A hardware product the solution uses, linked via `hardwarePath(slug)` of `paths.ts`. */
export interface SolutionHardwareUse {
  slug: HardwareSlug;
  reason: string;
}

/** A typical (illustrative) figure, e.g. `{ value: '10 cm', label: '车道级定位', note: '城市开阔路段 95% 置信' }`. */
export interface SolutionFigure {
  value: string;
  label: string;
  note: string;
}

/** A customer case; customers are anonymised (某头部网约车平台). */
export interface SolutionCase {
  customer: string;
  challenge: string;
  result: string;
}

/**
 * An industry solution. `name` is the route name (`/productSolution/solution/{name}`), `title` the
 * Chinese name, `summary` one sentence (meta description, cards), `featured` puts it on the home
 * page; the remaining fields are the sections of the solution page.
 */
export interface Solution<N extends SolutionName = SolutionName> {
  name: N;
  title: string;
  summary: string;
  featured: boolean;
  icon: SolutionIconKey;
  group: SolutionGroup;
  /** One-line value proposition under the h1. */
  headline: string;
  /** Extra search terms for the site search. */
  keywords: string[];
  problem: SolutionPoints;
  approach: SolutionPoints;
  architecture: Architecture;
  services: SolutionServiceUse[];
  hardware: SolutionHardwareUse[];
  /** 3–4 illustrative figures. */
  figures: SolutionFigure[];
  /** 1–2 customer cases. */
  cases: SolutionCase[];
}

/**
 * The document title of a solution page and of its search entry.
 * @returns e.g. `智能驾驶解决方案`
 */
export function solutionPageTitle(solution: Pick<Solution, 'title'>): string {
  return `${solution.title}解决方案`;
}
