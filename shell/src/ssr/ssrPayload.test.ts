import {
  jsonForScript,
  readSsrPayload,
  renderedForVisitor,
  SSR_SCRIPT_ID,
  type SsrPayload,
} from './ssrPayload';

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
      signedIn: false,
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
    // A payload without `signedIn` (an older server) cannot say whom it was rendered for.
    document.getElementById(SSR_SCRIPT_ID)?.remove();
    page('{"remote":null,"hydrationData":{"loaderData":{}}}');
    expect(readSsrPayload()).toBeUndefined();
  });
});

describe('renderedForVisitor', () => {
  const rendered = (signedIn: boolean): SsrPayload => ({
    remote: null,
    hydrationData: { loaderData: {} },
    signedIn,
  });

  it('hydrates while the token cookie says what it said to the server', () => {
    expect(renderedForVisitor(rendered(false), '')).toBe(true);
    expect(renderedForVisitor(rendered(true), 'a1b2c3')).toBe(true);
  });

  it('renders afresh after a login or a logout since the response', () => {
    expect(renderedForVisitor(rendered(false), 'a1b2c3')).toBe(false);
    expect(renderedForVisitor(rendered(true), '')).toBe(false);
  });
});
