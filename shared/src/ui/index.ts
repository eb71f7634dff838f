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
export * from './BusyArea';
export * from './PageBreadcrumbs';
export * from './plainForm/fieldRules';
export * from './plainForm/usePlainForm';
export * from './plainForm/useSubmitOnce';
export * from './plainForm/PlainIcon';
export * from './plainForm/PlainButton';
export * from './plainForm/PlainAlert';
export * from './plainForm/PlainLinkButton';
export * from './plainForm/PlainSteps';
export * from './plainForm/PlainResult';
export * from './plainForm/PlainInputField';
export * from './plainForm/PlainSelectField';
export * from './plainForm/PlainTextAreaField';
export * from './plainForm/PlainCheckbox';
export * from './plainForm/PlainRadioGroup';
export * from './plainForm/PlainSpinner';
export * from './plainForm/fieldParts';
