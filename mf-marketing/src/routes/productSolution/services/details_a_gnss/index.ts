/** The lazily loaded module of `/productSolution/services/details_a_gnss/:id?` (SPEC §2): static page. */
export { AGnssPage as Component } from './AGnssPage';
