import { html, scriptJson, SafeHtml } from './html';

describe('html', () => {
  it('escapes interpolated text and attributes, keeps fragments', () => {
    const reason = `"><script>alert('x')</script>&`;
    expect(html`<p title="${reason}">${reason}${html`<b>ok</b>`}</p>`.value).toBe(
      '<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">' +
        '&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;<b>ok</b></p>',
    );
  });

  it('joins lists and drops null, undefined and false', () => {
    expect(html`${['a', new SafeHtml('<br>'), 1, null, undefined, false]}`.value).toBe('a<br>1');
  });
});

describe('scriptJson', () => {
  it('cannot end the script it is embedded in', () => {
    const text = scriptJson({ name: '</script><script>alert(1)</script>', line: '\u2028<!--' });
    expect(text).not.toMatch(/[<\u2028]/);
    expect(JSON.parse(text)).toEqual({
      name: '</script><script>alert(1)</script>',
      line: '\u2028<!--',
    });
  });
});
