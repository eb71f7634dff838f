import type { ReactNode } from 'react';

/**
 * The `Providers` of a remote whose pages bring their own antd scope (contract `RemoteRoutesModule`
 * of `@xingheng/shared`): it renders its children as they are, so a page without antd components
 * loads no antd at all (docs/performance.md "Small pages"). Each page of such a remote that does
 * use antd exports its component through {@link withAppProviders}; `npm run test:lint` checks that
 * none is missed (tools/src/lint/antdScope.ts).
 * @param props.children the remote's routes
 */
export function PlainProviders({ children }: { children: ReactNode }) {
  return children;
}
