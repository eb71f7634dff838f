import { createJobsLoader } from '../../../features/recruitment/jobsLoader';

/** The loader of `/aboutus/dayiJoin`: the campus positions (`kind=campus`). */
export const campusLoader = createJobsLoader('campus');
