import { pageTitle, SITE } from '../config/site';

/**
 * Document title and meta description of a page (SPEC §1). React 19 hoists `<title>` and
 * `<meta>` into `<head>`, on the client and in server rendering alike.
 * @param title the page's own title (`关于我们`); the site name is appended; omit on the home page
 * @param description the page's meta description; the site description when omitted
 */
export function PageMeta({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description ?? SITE.description} />
    </>
  );
}
