/**
 * `@xingheng/shared/ui`: NOT a shared singleton. Bundled into each app so that antd components
 * here come from that app's own (tree-shaken) antd.
 */
export * from './theme';
export * from './AppProviders';
export * from './PlainProviders';
export * from './LazyAppProviders';
export * from './PageMeta';
export * from './mountRemoteHarness';
export * from './RichHtml';
export * from './useIsClient';
export * from './useAsyncData';
export * from './Highlighted';
export * from './PageStates';
export * from './ListPager';
export * from './ChoiceLinks';
