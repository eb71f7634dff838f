// jsdom test environment plus Node's fetch API (Request, Response, Headers, fetch, AbortController
// and streams), which React Router's data APIs need and jsdom lacks, and TextEncoder/TextDecoder
// (React Router, antd); see docs/stack.md "jsdom shims".
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
