import { createJobsLoader } from '../../../features/recruitment/api';

/** The loader of `/aboutus/dayiJoin`: the campus positions (`kind=campus`). */
export const campusLoader = createJobsLoader('campus');
