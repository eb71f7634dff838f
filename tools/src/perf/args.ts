import { PRESETS, type Preset } from '@xingheng/release';
import { list, positiveInteger, readFlags } from './flags';

/** The sections of `npm run perf`. */
export const SECTIONS = ['lighthouse', 'build', 'api', 'load'] as const;
/** One section: `lighthouse`, `build`, `api` or `load` (pages under load). */
export type Section = (typeof SECTIONS)[number];

/** What `npm run perf` was asked to do. */
export interface PerfOptions {
  /** Sections to run, in report order. */
  sections: Section[];
  /** Build the federated site (and activate it in `deploy/`) and the monolith when stale. */
  build: boolean;
  /** Lighthouse runs per page, build and preset (≥ 1). */
  runs: number;
  /**
   * Pages to measure (paths), or `all`: every public route of the route tables (`sitePages` of the
   * active versions, one address per route).
   */
  pages: string[] | 'all';
  /**
   * Lighthouse's throttling: `simulate` (its default, Lantern's model of a slow phone) or
   * `devtools` (the page really loaded under the same network and CPU limits).
   */
  throttling: 'simulate' | 'devtools';
  /** Lighthouse presets. */
  presets: Preset[];
  /** Seconds of each API bench run; `undefined`: the bench's default. */
  apiSeconds?: number;
  /** Seconds of each run of the load section; `undefined`: the bench's default (10). */
  loadSeconds?: number;
  /** File changed for the development rebuild, relative to the repository root. */
  devFile?: string;
  /** Print the usage and stop. */
  help: boolean;
}

/** The usage text of `npm run perf`. */
export const PERF_USAGE = `npm run perf [-- options]
  --only lighthouse,build,api,load
                                run only these sections (default: all four)
  --no-build                    measure deploy/ and monolith/dist as they are (no builds)
  --runs N                      Lighthouse runs per page, build and preset (default 3)
  --pages all|/,/login          pages to measure (default: all, every public route of the
                                route tables, one address each)
  --throttling simulate|devtools
                                Lighthouse's throttling (default simulate; devtools loads the
                                page really throttled)
  --presets mobile,desktop      Lighthouse presets (default: both)
  --api-seconds N               duration of each API bench run
  --load-seconds N              duration of each run of the load section (cached pages, flood)
  --dev-file path               file changed for the dev rebuild (default: a marketing page)`;

/**
 * Parses the arguments of `npm run perf` (`PERF_USAGE`).
 * @param argv the arguments after the script, e.g. `['--only', 'build', '--runs', '1']`
 * @returns the options, defaults filled in
 * @throws Error naming the flag for an unknown flag, a missing or malformed value, or a page that
 *   does not start with `/`
 */
export function parsePerfArgs(argv: readonly string[]): PerfOptions {
  const options: PerfOptions = {
    sections: [...SECTIONS],
    build: true,
    runs: 3,
    pages: 'all',
    throttling: 'simulate',
    presets: [...PRESETS],
    help: false,
  };
  const { help } = readFlags(argv, PERF_USAGE, (flag, value) => {
    switch (flag) {
      case '--only': {
        const only = list(flag, value(), SECTIONS);
        options.sections = SECTIONS.filter((section) => only.includes(section));
        return true;
      }
      case '--no-build':
        options.build = false;
        return true;
      case '--runs':
        options.runs = positiveInteger(flag, value());
        return true;
      case '--pages': {
        const pages = list(flag, value());
        if (pages.length === 1 && pages[0] === 'all') {
          options.pages = 'all';
          return true;
        }
        for (const page of pages) {
          if (!page.startsWith('/')) throw new Error(`--pages 的页面须以 / 开头：${page}`);
        }
        options.pages = pages;
        return true;
      }
      case '--throttling':
        [options.throttling] = list(flag, value(), ['simulate', 'devtools'] as const) as [
          'simulate' | 'devtools',
        ];
        return true;
      case '--presets': {
        const presets = list(flag, value(), PRESETS);
        options.presets = PRESETS.filter((preset) => presets.includes(preset));
        return true;
      }
      case '--api-seconds':
        options.apiSeconds = positiveInteger(flag, value());
        return true;
      case '--load-seconds':
        options.loadSeconds = positiveInteger(flag, value());
        return true;
      case '--dev-file':
        options.devFile = list(flag, value())[0];
        return true;
      default:
        return false;
    }
  });
  options.help = help;
  return options;
}
