/**
 * `@xingheng/shared`: the shared singleton (one instance for the shell and every remote).
 * Stateful pieces live here: the store, the auth state, the API client, the runtime config.
 */
export * from './types/api';
export * from './types/address';
export * from './types/identity';
export * from './types/account';
export * from './types/oauth';
export * from './types/order';
export * from './types/support';
export * from './config/site';
export * from './config/lookups';
export * from './config/links';
export * from './config/runtime';
export * from './config/errorCodes';
export * from './api/apiFailure';
export * from './api/client';
export * from './api/failureMessage';
export * from './api/redirect';
export * from './store/authSlice';
export * from './store/store';
export * from './store/tokenCookie';
export * from './store/bindClient';
export * from './store/RequireAuth';
export * from './federation/contract';
export * from './federation/addressBook';
export * from './federation/federatedModule';
export * from './federation/remoteRoutes';
export * from './federation/unsavedWork';
export * from './lib/parsePositiveId';
export * from './lib/checkDigits';
export * from './lib/passwordRules';
export * from './lib/maskPhone';
export * from './lib/highlight';
export * from './lib/chineseDate';
export * from './lib/mobileNumber';
export * from './lib/TitledList';
export * from './geo/coordinates';
export * from './geo/frames';
export * from './ssr/styleCollector';
export * from './ssr/redirect';
export * from './ssr/hydratedMark';
export * from './ssr/htmlSanitizer';
