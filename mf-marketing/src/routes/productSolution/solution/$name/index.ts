/**
 * The lazily loaded module of `/productSolution/solution/:name` (SPEC §2): one template
 * for all solution records, and the loader that picks the record (404 for an unknown name).
 */
export { SolutionDetailPage as Component } from './SolutionDetailPage';
export { solutionLoader as loader } from './solutionLoader';
