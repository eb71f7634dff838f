import { createJobsLoader } from '../../../features/recruitment/api';

/** The loader of `/aboutus/join`: social positions filtered by the URL query. */
export const joinLoader = createJobsLoader('social');
