import '@testing-library/jest-dom';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { RichHtml } from './RichHtml';

const html = '<p>条款正文</p><script>alert(1)</script>';

describe('RichHtml', () => {
  it('renders an empty body in server rendering (no unsanitized HTML leaves the server)', () => {
    const markup = renderToString(<RichHtml html={html} className="sup-rich" />);
    expect(markup).toBe('<div class="sup-rich"></div>');
  });

  it('renders the sanitized HTML in the browser', () => {
    const { container } = render(<RichHtml html={html} />);
    expect(container).toHaveTextContent('条款正文');
    expect(container.querySelector('script')).toBeNull();
  });
});
