import { jsonForScript, readSsrPayload, SSR_SCRIPT_ID } from './ssrPayload';

describe('jsonForScript', () => {
  it('cannot close the script element or start markup, and parses back to the same value', () => {
    const value = { html: '</script><script>alert(1)</script>', amp: 'a & b', line: '\u2028' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('readSsrPayload', () => {
  afterEach(() => document.getElementById(SSR_SCRIPT_ID)?.remove());

  function page(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = SSR_SCRIPT_ID;
    script.textContent = text;
    document.head.append(script);
  }

  it('reads the server render payload of the page', () => {
    const payload = {
      remote: { name: 'mf-marketing', version: 'v1' },
      hydrationData: { loaderData: { root: {} } },
    };
    page(jsonForScript(payload));
    expect(readSsrPayload()).toEqual(payload);
  });

  it('gives undefined for a client-rendered page and for a malformed payload', () => {
    expect(readSsrPayload()).toBeUndefined();
    page('{not json');
    expect(readSsrPayload()).toBeUndefined();
    document.getElementById(SSR_SCRIPT_ID)?.remove();
    page('{"remote":null}');
    expect(readSsrPayload()).toBeUndefined();
  });
});
