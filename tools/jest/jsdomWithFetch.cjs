// jsdom test environment plus Node's fetch API (Request, Response, Headers, fetch, AbortController
// and streams), which React Router's data APIs need and jsdom lacks, and TextEncoder/TextDecoder
// (React Router, antd); see docs/stack.md "jsdom shims".
const path = require('node:path');

/**
 * jsdom matches every rule of every style sheet against the element on each `getComputedStyle`
 * (Testing Library calls it for every role query, user-event for every pointer action), and
 * nwsapi keeps the selectors it compiled in an LRU cache of 1,000 entries. antd's CSS-in-JS
 * writes more distinct selectors than that into a page, so the cache evicted each selector just
 * before it was asked for again and every match compiled its selector anew: about 60% of an antd
 * page test's time. The two match caches (compiled functions and resolvers, both pure functions of
 * the selector text) are made unbounded here, before jsdom loads nwsapi. Newer jsdom releases
 * index the rules instead, but need Node 22 (docs/stack.md "jsdom shims").
 */
function unboundNwsapiMatchCaches() {
  const jsdomDir = path.dirname(require.resolve('jsdom/package.json'));
  const nwsapiPath = require.resolve('nwsapi', { paths: [jsdomDir] });
  const factory = require(nwsapiPath);
  if (factory.unboundedMatchCaches) return;
  function nwsapiWithUnboundedMatchCaches(...args) {
    const dom = factory.apply(this, args);
    for (const cache of [dom.matchLambdas, dom.matchResolvers]) {
      // An nwsapi whose caches changed shape: say so rather than lose the speed-up unnoticed.
      if (typeof cache?.get !== 'function' || typeof cache.set !== 'function') {
        throw new Error(`nwsapi ${dom.Version}: its match caches changed; see docs/stack.md`);
      }
      const entries = new Map();
      cache.get = (key) => entries.get(key);
      cache.has = (key) => entries.has(key);
      cache.set = (key, value) => (entries.set(key, value), value);
      cache.clear = () => entries.clear();
      cache.size = () => entries.size;
    }
    return dom;
  }
  nwsapiWithUnboundedMatchCaches.unboundedMatchCaches = true;
  require.cache[nwsapiPath].exports = nwsapiWithUnboundedMatchCaches;
}
unboundNwsapiMatchCaches();

const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of [
      'TextEncoder',
      'TextDecoder',
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'TransformStream',
      'WritableStream',
      'structuredClone',
      'BroadcastChannel',
    ]) {
      if (typeof globalThis[name] !== 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
