import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { setServerHtmlSanitizer } from '@xingheng/shared';
import { RichHtml } from '@xingheng/shared/ui';
import { createServerSanitizer } from './serverSanitizer';

// Rich text rendered on the server (no DOM in this process, as in the page renderer).

const ATTACK =
  '<p>条款正文</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
  '<a href="javascript:alert(1)">链接</a>';

afterEach(() => setServerHtmlSanitizer(undefined));

test('the server sanitizer removes scripts, handlers and javascript: links', () => {
  const clean = createServerSanitizer()(ATTACK);
  expect(clean).toContain('<p>条款正文</p>');
  expect(clean).not.toMatch(/<script|onerror|javascript:/);
});

test('RichHtml renders sanitized text into the server HTML with the installed sanitizer', () => {
  setServerHtmlSanitizer(createServerSanitizer());
  const html = renderToString(createElement(RichHtml, { html: ATTACK, className: 'rich' }));
  expect(html).toMatch(/^<div class="rich"><p>条款正文<\/p>/);
  expect(html).not.toMatch(/<script|onerror|javascript:/);
});

test('without a sanitizer RichHtml refuses to render on the server', () => {
  expect(() => renderToString(createElement(RichHtml, { html: ATTACK }))).toThrow(/净化器/);
});
