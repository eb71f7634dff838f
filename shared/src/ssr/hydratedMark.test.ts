import { HYDRATED_MARK, markHydrated } from './hydratedMark';

/** A performance timeline that keeps its marks (jsdom's has no User Timing). */
function fakeTimeline() {
  const marks: { name: string; startTime: number }[] = [];
  let now = 0;
  return {
    marks,
    mark: jest.fn((name: string) => {
      now += 10;
      const entry = { name, startTime: now };
      marks.push(entry);
      return entry as unknown as PerformanceMark;
    }),
    getEntriesByName: jest.fn(
      (name: string) => marks.filter((m) => m.name === name) as unknown as PerformanceEntryList,
    ),
  };
}

describe('markHydrated', () => {
  it('sets the mark once, keeping the first time', () => {
    const timeline = fakeTimeline();
    markHydrated(timeline);
    markHydrated(timeline);
    expect(timeline.marks).toEqual([{ name: HYDRATED_MARK, startTime: 10 }]);
  });

  it('leaves a timeline without User Timing alone', () => {
    expect(() => markHydrated({} as Performance)).not.toThrow();
  });
});
