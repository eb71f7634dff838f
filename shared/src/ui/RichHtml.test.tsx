import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { RichHtml } from './RichHtml';

const html = '<p>条款正文</p><script>alert(1)</script><img src="x" onerror="alert(2)">';

describe('RichHtml in the browser', () => {
  it('renders the sanitized HTML: no script, no event handler', () => {
    const { container } = render(<RichHtml html={html} />);
    expect(container).toHaveTextContent('条款正文');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
