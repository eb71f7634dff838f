import type { PageBudgetKind } from '@xingheng/shared';
import { formatTable } from './table';
import {
  KB,
  RATIO_LIMIT,
  RATIO_METRICS,
  evaluatePage,
  meets,
  ratio,
  targetsFor,
  type Check,
  type PageFigures,
  type Preset,
  type Target,
} from '@xingheng/release';

/** One page's figures on both builds, in one preset. */
export interface PageComparison {
  page: string;
  /** The page's budget kind from its route table (`chart`: 450 KB of JS in all); default `page`. */
  budget?: PageBudgetKind;
  federated: PageFigures;
  monolith: PageFigures;
}

type Figure =
  | 'score'
  | 'lcpMs'
  | 'tbtMs'
  | 'cls'
  | 'jsGzipBytes'
  | 'jsTransferBytes'
  | 'jsFiles'
  | 'requests';

/** The rows of a page's table: label, and the figure in the row's unit. */
const ROWS: { figure: Figure; label: string; show: (value: number) => string }[] = [
  { figure: 'score', label: 'score', show: (v) => v.toFixed(0) },
  { figure: 'lcpMs', label: 'LCP (s)', show: (v) => (v / 1000).toFixed(2) },
  { figure: 'tbtMs', label: 'TBT (ms)', show: (v) => v.toFixed(0) },
  { figure: 'cls', label: 'CLS', show: (v) => v.toFixed(3) },
  { figure: 'jsGzipBytes', label: 'JS gzip (KB)', show: (v) => (v / KB).toFixed(1) },
  { figure: 'jsTransferBytes', label: 'JS transfer (KB)', show: (v) => (v / KB).toFixed(1) },
  { figure: 'jsFiles', label: 'JS files', show: (v) => v.toFixed(0) },
  { figure: 'requests', label: 'requests', show: (v) => v.toFixed(0) },
];

// Shown for the reader beside the ratios the goal bounds (RATIO_METRICS): what federation costs in
// bytes on the wire and in requests.
const RATIO_FIGURES: readonly Figure[] = [...RATIO_METRICS, 'jsTransferBytes', 'requests'];

/** `2.50` → `2.5`, `250.0` → `250`, `90` stays `90`. */
function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

function showTarget(target: Target | undefined, show: (value: number) => string): string {
  if (!target) return '';
  return `${target.bound === 'min' ? '≥' : '≤'} ${trimZeros(show(target.limit))}`;
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

/** The table of one page: one row per figure, both builds, ratio, target and verdicts. */
function pageTable(preset: Preset, comparison: PageComparison): string {
  const { page, federated, monolith, budget } = comparison;
  const targets = targetsFor(preset, budget);
  const header = [
    'metric',
    'federated',
    'monolith',
    'fed/mono',
    'target',
    'federated',
    'monolith',
    `fed ≤ ${RATIO_LIMIT.toFixed(2)} × mono`,
  ];
  const rows = ROWS.map(({ figure, label, show }) => {
    const fed = federated[figure];
    const mono = monolith[figure];
    const target = targets.find((t) => t.metric === figure);
    const r = RATIO_FIGURES.includes(figure) ? ratio(fed, mono) : undefined;
    const ratioGoal = (RATIO_METRICS as readonly Figure[]).includes(figure);
    return [
      label,
      fed === undefined ? 'n/a' : show(fed),
      mono === undefined ? 'n/a' : show(mono),
      r === undefined ? '' : r.toFixed(2),
      showTarget(target, show),
      target ? verdict(meets(target, fed)) : '',
      target ? verdict(meets(target, mono)) : '',
      ratioGoal ? verdict(r !== undefined && r <= RATIO_LIMIT) : '',
    ];
  });
  const table = formatTable(
    [header, ...rows],
    ['left', 'right', 'right', 'right', 'right', 'left', 'left', 'left'],
  );
  const failures = (['federated', 'monolith'] as const)
    .filter((build) => comparison[build].errors.length > 0)
    .map(
      (build) =>
        `  ${build}: ${comparison[build].runs - comparison[build].runsOk} of ${comparison[build].runs} runs failed: ${[...new Set(comparison[build].errors)].join('; ')}`,
    );
  return [page, indent(table), ...failures].join('\n');
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

/**
 * The Lighthouse report of one preset: a table per page with the federated and the monolith
 * figures (medians), the ratio federated / monolith for LCP and JavaScript bytes, each target
 * and PASS or FAIL for each build and for the 10% goal.
 * @param preset `mobile` or `desktop`
 * @param comparisons one per page, in print order
 * @returns the text (no final newline)
 */
export function formatLighthouseReport(preset: Preset, comparisons: PageComparison[]): string {
  const runs = Math.max(0, ...comparisons.flatMap((c) => [c.federated.runs, c.monolith.runs]));
  const config = preset === 'mobile' ? 'default config' : 'desktop-config.js';
  const title =
    `Lighthouse ${preset} (${config}), median of ${runs} run${runs === 1 ? '' : 's'} per page and build; ` +
    `KB = 1,024 bytes; JS gzip = each script gzipped at level 6 (as npm run size)`;
  return [title, ...comparisons.map((comparison) => pageTable(preset, comparison))].join('\n\n');
}

/**
 * Every check of some presets' comparisons (`evaluatePage` of each page).
 * @param results each preset's comparisons
 * @returns the checks, preset by preset and page by page
 */
export function checksOf(results: { preset: Preset; comparisons: PageComparison[] }[]): Check[] {
  return results.flatMap(({ preset, comparisons }) =>
    comparisons.flatMap((c) => evaluatePage(preset, c.page, c.federated, c.monolith, c.budget)),
  );
}

/** What the summary line covers; a section that did not run is left out. */
export interface SummaryInput {
  /** Checks of the Lighthouse section (`checksOf`), when it ran. */
  checks?: Check[];
  /** API endpoints that met their goal, of how many, when the API bench ran. */
  api?: { met: number; total: number };
  /** Page load goals met (each cached page, the flood), of how many, when the load section ran. */
  load?: { met: number; total: number };
  /** Sections that stopped with an error (their message was printed). */
  errors: string[];
}

function count(checks: Check[]): string {
  return `${checks.filter((c) => c.pass).length}/${checks.length}`;
}

/**
 * The one-line verdict printed last: PASS only when every federated target, every 10% goal and
 * every API goal that was measured is met and no section failed.
 * @returns e.g. `perf: FAIL — federated targets met 7/24 (mobile 6/20, desktop 1/4); …`
 */
export function formatSummaryLine(input: SummaryInput): string {
  const parts: string[] = [];
  let pass = input.errors.length === 0;
  if (input.checks) {
    const targets = input.checks.filter((c) => c.kind === 'target' && c.build === 'federated');
    const ratios = input.checks.filter((c) => c.kind === 'ratio');
    const presets = [...new Set(targets.map((c) => c.preset))];
    const byPreset = presets
      .map((preset) => `${preset} ${count(targets.filter((c) => c.preset === preset))}`)
      .join(', ');
    parts.push(`federated targets met ${count(targets)} (${byPreset})`);
    parts.push(`within ${Math.round((RATIO_LIMIT - 1) * 100)}% of the monolith ${count(ratios)}`);
    pass &&= [...targets, ...ratios].every((c) => c.pass);
  }
  if (input.api) {
    parts.push(`API goal met ${input.api.met}/${input.api.total} endpoints`);
    pass &&= input.api.met === input.api.total;
  }
  if (input.load) {
    parts.push(`page load goals met ${input.load.met}/${input.load.total}`);
    pass &&= input.load.met === input.load.total;
  }
  if (input.errors.length) parts.push(`sections that failed to run: ${input.errors.join(', ')}`);
  if (parts.length === 0) parts.push('nothing measured');
  return `perf: ${pass ? 'PASS' : 'FAIL'} — ${parts.join('; ')}`;
}
