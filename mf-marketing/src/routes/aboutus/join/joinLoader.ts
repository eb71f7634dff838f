import { createJobsLoader } from '../../../features/recruitment/jobsLoader';

/** The loader of `/aboutus/join`: social positions filtered by the URL query. */
export const joinLoader = createJobsLoader('social');
