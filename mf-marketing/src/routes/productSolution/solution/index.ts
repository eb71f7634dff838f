/**
 * The lazily loaded module of `/productSolution/solution` (SPEC §2): every solution,
 * grouped. Static content, so it has no loader.
 */
export { SolutionListPage as Component } from './SolutionListPage';
