/**
 * `@xingheng/shared/router`: the one door to react-router for browser code (docs/performance.md
 * "The router, shared tree-shaken"). It is a federation shared singleton in place of the
 * `react-router` package: the shell provides it, every remote consumes it, so the router's
 * contexts exist once, as before. A shared package is bundled whole, because the provider cannot
 * know what the consumers use; react-router 7 whole is 65 KB gzip, while the exports below, what
 * the shell and the remotes use, are 33 KB once webpack drops the rest. ESLint keeps every other
 * browser module from importing `react-router` itself (types excepted), so nothing bypasses it.
 * Add an export here when a page needs one more API.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  matchRoutes,
  redirect,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';
export type * from 'react-router';
