import { render } from '@testing-library/react';
import { HYDRATED_MARK } from '@xingheng/shared';
import { HydratedMark } from './HydratedMark';

describe('HydratedMark', () => {
  it('sets the hydrated mark when it is committed, and renders nothing', () => {
    // jsdom's performance has no User Timing: give it the two methods the mark uses.
    const marked: string[] = [];
    const timeline = performance as unknown as Record<string, unknown>;
    timeline.getEntriesByName = () => [];
    timeline.mark = (name: string) => marked.push(name);
    try {
      const { container } = render(<HydratedMark />);
      expect(container).toBeEmptyDOMElement();
      expect(marked).toEqual([HYDRATED_MARK]);
    } finally {
      delete timeline.getEntriesByName;
      delete timeline.mark;
    }
  });
});
