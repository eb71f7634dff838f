import { render, screen } from '@testing-library/react';
import { BusyArea } from './BusyArea';

describe('BusyArea', () => {
  it('says what is loading and marks the content busy while the refresh runs', () => {
    const { rerender } = render(
      <BusyArea busy label="正在加载职位">
        <p>列表</p>
      </BusyArea>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('正在加载职位');
    expect(screen.getByText('列表').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    rerender(
      <BusyArea busy={false}>
        <p>列表</p>
      </BusyArea>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('列表').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  });

  it('says 正在加载 unless told otherwise', () => {
    render(
      <BusyArea busy>
        <p>列表</p>
      </BusyArea>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('正在加载');
  });
});
