import { list, positiveInteger, readFlags } from './flags';

/** The sections of `npm run perf:cluster`, in report order. */
export const CLUSTER_SECTIONS = ['engines', 'nodes', 'promote'] as const;
/**
 * One section: `engines` (menu and order endpoints on SQLite and PostgreSQL), `nodes` (one node
 * against two behind nginx), `promote` (time from a promote to both nodes serving it).
 */
export type ClusterSection = (typeof CLUSTER_SECTIONS)[number];

/** What `npm run perf:cluster` was asked to do. */
export interface PerfClusterOptions {
  sections: ClusterSection[];
  /** Seconds of each measured autocannon run (≥ 1). */
  durationSeconds: number;
  /** autocannon connections of each run, the same total for one node and two (≥ 1). */
  connections: number;
  /** Runs of each figure, medians quoted (≥ 1). */
  runs: number;
  /** Promotes and rollbacks timed in the `promote` section (≥ 1). */
  promotes: number;
  /** Print the usage and stop. */
  help: boolean;
}

/** The usage text of `npm run perf:cluster`. */
export const PERF_CLUSTER_USAGE = `npm run perf:cluster [-- options]
  --only engines,nodes,promote  run only these sections (default: all three)
  --duration N                  seconds of each measured run per endpoint (default 5)
  --connections N               autocannon connections, the same for one node and two (default 50)
  --runs N                      runs of each figure; the tables quote medians (default 3)
  --promotes N                  promotes and rollbacks timed (default 5)`;

/**
 * Parses the arguments of `npm run perf:cluster` (`PERF_CLUSTER_USAGE`).
 * @param argv the arguments after the script, e.g. `['--only', 'engines', '--runs=3']`
 * @returns the options, defaults filled in (all sections, 5 s, 50 connections, 3 runs, 5 promotes)
 * @throws Error naming the flag for an unknown flag or section, or a value that is not a positive
 *   integer
 */
export function parsePerfClusterArgs(argv: readonly string[]): PerfClusterOptions {
  const options: PerfClusterOptions = {
    sections: [...CLUSTER_SECTIONS],
    durationSeconds: 5,
    connections: 50,
    runs: 3,
    promotes: 5,
    help: false,
  };
  const { help } = readFlags(argv, PERF_CLUSTER_USAGE, (flag, value) => {
    switch (flag) {
      case '--only': {
        const only = list(flag, value(), CLUSTER_SECTIONS);
        options.sections = CLUSTER_SECTIONS.filter((section) => only.includes(section));
        return true;
      }
      case '--duration':
        options.durationSeconds = positiveInteger(flag, value());
        return true;
      case '--connections':
        options.connections = positiveInteger(flag, value());
        return true;
      case '--runs':
        options.runs = positiveInteger(flag, value());
        return true;
      case '--promotes':
        options.promotes = positiveInteger(flag, value());
        return true;
      default:
        return false;
    }
  });
  options.help = help;
  return options;
}
