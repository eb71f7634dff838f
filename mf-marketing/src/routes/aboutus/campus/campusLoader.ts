import { createJobsLoader } from '../../../features/recruitment/jobsLoader';

/** The loader of `/aboutus/dayiJoin` (issue #3): the campus positions (`kind=campus`). */
export const campusLoader = createJobsLoader('campus');
