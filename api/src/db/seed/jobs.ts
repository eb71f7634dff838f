import type { JobTable } from '../types';
import { campusJobs } from './jobsCampus';
import { socialJobsEngineering } from './jobsEngineering';
import { socialJobsBusiness } from './jobsBusiness';

/** Every opening (social then campus) as rows: list fields as JSON text, `sort_order` in seed order. */
export function jobRows(): JobTable[] {
  return [...socialJobsEngineering, ...socialJobsBusiness, ...campusJobs].map(
    ({ responsibilities, requirements, publishedAt, ...rest }, index) => ({
      ...rest,
      published_at: publishedAt,
      responsibilities_json: JSON.stringify(responsibilities),
      requirements_json: JSON.stringify(requirements),
      sort_order: index + 1,
    }),
  );
}
