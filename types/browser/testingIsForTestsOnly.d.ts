/**
 * What browser code sees of `@xingheng/shared/testing` (`paths` in tsconfig.browser.json): nothing.
 * The test helpers pull in Testing Library and must never reach a production bundle, so an import
 * of them from anything but a test (`*.test.ts(x)`, `testing/`) fails the type check with
 * "has no exported member". Tests resolve the real module (tsconfig.test.json).
 */
export declare const importedOutsideTests: never;
