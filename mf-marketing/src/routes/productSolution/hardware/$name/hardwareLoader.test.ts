import { HARDWARE } from '#content/hardware';
import { hardwareLoader } from './hardwareLoader';

/** The value a loader threw (react-router `data()` gives `{ data, init }`). */
function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('the loader did not throw');
}

describe('hardwareLoader', () => {
  it('returns the record of a known product', () => {
    expect(hardwareLoader({ params: { name: 'stic-imu' } })).toEqual({
      hardware: HARDWARE['stic-imu'],
    });
  });

  it.each(['x-box', 'LF-GNSS', '', undefined])('throws a 404 for %p', (name) => {
    expect(thrownBy(() => hardwareLoader({ params: { name } }))).toMatchObject({
      data: '产品不存在',
      init: { status: 404 },
    });
  });
});
