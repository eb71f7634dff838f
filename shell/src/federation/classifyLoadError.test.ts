import { classifyLoadError } from './classifyLoadError';

/**
 * Failure kinds (`REMOTE_FAILURE_KINDS`, docs/api.md) from the errors `@module-federation/enhanced`
 * 2.9.2 rejects with (messages as the runtime formats them: description, `#RUNTIME-xxx`, args,
 * original message).
 */

function runtimeError(code: string, original?: string): Error {
  return new Error(
    [
      `Some description. #RUNTIME-${code}`,
      'args: {"remoteName":"mf_support"}',
      `View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime#runtime-${code}`,
      ...(original ? [`Original Error Message:\n ${original}`] : []),
    ].join('\n'),
  );
}

describe('classifyLoadError', () => {
  it('calls a manifest that is missing, HTML or not a federation manifest `manifest`', () => {
    expect(classifyLoadError(runtimeError('003', "SyntaxError: Unexpected token '<'"), true)).toBe(
      'manifest',
    );
    expect(classifyLoadError(runtimeError('013'), true)).toBe('manifest');
    expect(classifyLoadError(runtimeError('011'), true)).toBe('manifest');
  });

  it('calls a manifest fetch that got no answer `network`', () => {
    expect(classifyLoadError(runtimeError('003', 'TypeError: Failed to fetch'), true)).toBe(
      'network',
    );
    expect(
      classifyLoadError(
        runtimeError('003', 'TypeError: NetworkError when attempting to fetch resource.'),
        true,
      ),
    ).toBe('network');
  });

  it('calls a remoteEntry.js that is missing, throws or has no container `entry`', () => {
    expect(
      classifyLoadError(
        runtimeError('008', 'ScriptNetworkError: Failed to load script "x/remoteEntry.js"'),
        true,
      ),
    ).toBe('entry');
    expect(
      classifyLoadError(new Error('ScriptExecutionError: Script loaded but threw'), true),
    ).toBe('entry');
    expect(classifyLoadError(runtimeError('001'), true)).toBe('entry');
    expect(classifyLoadError(runtimeError('015'), true)).toBe('entry');
  });

  it('calls a remoteEntry.js that timed out `network`', () => {
    expect(
      classifyLoadError(runtimeError('008', 'ScriptNetworkError: Script "x" timed out.'), true),
    ).toBe('network');
  });

  it('calls a failed chunk, a missing expose or a throwing module `module`', () => {
    const chunk = new Error('Loading chunk 812 failed.\n(missing: /remotes/mf-support/v1/812.js)');
    chunk.name = 'ChunkLoadError';
    expect(classifyLoadError(chunk, true)).toBe('module');
    expect(classifyLoadError(runtimeError('014'), true)).toBe('module');
    expect(classifyLoadError(new TypeError('Cannot read properties of undefined'), true)).toBe(
      'module',
    );
    expect(classifyLoadError('a string', true)).toBe('module');
  });

  it('calls every failure `network` while the browser is offline', () => {
    expect(classifyLoadError(runtimeError('013'), false)).toBe('network');
  });
});
