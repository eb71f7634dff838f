/**
 * `@xingheng/shared/testing`: helpers for tests only. Never import it from application code: it
 * pulls in Testing Library, which must not reach a production bundle.
 */
export * from './renderRoute';
