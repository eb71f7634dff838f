import type { ReactNode } from 'react';
import { Link } from '@xingheng/shared/router';
import { SupportPage } from '../../../components/SupportPage';
import { paths } from '../../../paths';

/** Props of {@link CoverageToolPage}. */
export interface CoverageToolPageProps {
  /** The document title, `h1` and last breadcrumb. */
  title: string;
  /** The meta description. */
  description: string;
  /** What the panel does, the lead before 也可以在覆盖地图上查看全国范围。 */
  intro: string;
  /** The panel. */
  children: ReactNode;
}

/**
 * A panel of the coverage map on its own narrow page (`/support/map/component/…`): under
 * 支持中心 › 覆盖范围 in the breadcrumbs, with a lead that links back to the map.
 */
export function CoverageToolPage({ title, description, intro, children }: CoverageToolPageProps) {
  return (
    <SupportPage
      title={title}
      description={description}
      lead={
        <>
          {`${intro}；也可以在`}
          <Link to={paths.map}>覆盖地图</Link>上查看全国范围。
        </>
      }
      crumbs={[
        { title: '支持中心', to: paths.support },
        { title: '覆盖范围', to: paths.map },
        { title },
      ]}
      narrow
    >
      {children}
    </SupportPage>
  );
}
