import type { ReactNode } from 'react';
import { PageMeta } from '@xingheng/shared/ui';
import './orderPage.css';

/**
 * The frame of every mf-order page: the page's title and description; a 1200px column (SPEC §9)
 * with the page's one `h1`, unless the page draws its own (`heading={false}`, the pay result
 * pages put it in their antd `Result`). Login is checked by the page around it (`RequireAuth`),
 * before any of the page's calls run.
 * @param title document title (the site name is appended) and, by default, the `h1`
 * @param description meta description
 * @param heading the `h1` text when it differs from `title`; `false` when the page renders its own
 * @param narrow a 760px column (forms) instead of the full 1200px
 * @param children the page body
 */
export function OrderPage({
  title,
  description,
  heading,
  narrow = false,
  children,
}: {
  title: string;
  description: string;
  heading?: ReactNode | false;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={description} />
      <div className={narrow ? 'ord-page ord-page--narrow' : 'ord-page'}>
        {heading === false ? null : <h1 className="ord-h1">{heading ?? title}</h1>}
        {children}
      </div>
    </>
  );
}
