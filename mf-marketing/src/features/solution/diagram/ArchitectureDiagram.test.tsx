import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SOLUTIONS } from '../../../content/solutions';
import { ArchitectureDiagram } from './ArchitectureDiagram';

describe('ArchitectureDiagram', () => {
  const { architecture } = SOLUTIONS.v2xPrecision;

  it('is one image named by its title and described by its layers', () => {
    render(<ArchitectureDiagram architecture={architecture} name="V2X 高精度定位解决方案架构图" />);
    const image = screen.getByRole('img', { name: 'V2X 高精度定位解决方案架构图' });
    expect(image).toHaveAccessibleDescription(
      /自上而下共 4 层：卫星与参考站（多频 GNSS 卫星、参考站网）/,
    );
    expect(image).toHaveAttribute('viewBox', expect.stringMatching(/^0 0 560 \d+/));
    expect(image.querySelectorAll('path[marker-end]')).toHaveLength(architecture.edges.length);
  });

  it('offers the layers and data flows as text behind a native disclosure', async () => {
    render(<ArchitectureDiagram architecture={architecture} name="V2X 高精度定位解决方案架构图" />);
    const summary = screen.getByText('架构图文字说明');
    await userEvent.click(summary);
    const details = summary.closest('details');
    expect(details).toHaveAttribute('open');
    const lists = within(details as HTMLElement).getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(4);
    expect(within(lists[1]!).getByText('RSU 广播改正数 → OBU 本地 RTK')).toBeInTheDocument();
  });
});
