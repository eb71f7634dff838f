import { hardwareKindOf } from './HardwareGlyph';

describe('hardwareKindOf', () => {
  it('reads the kind from the category, then the slug, defaulting to a GNSS module', () => {
    expect(hardwareKindOf('IMU')).toBe('imu');
    expect(hardwareKindOf('惯导模块')).toBe('imu');
    expect(hardwareKindOf('T-BOX')).toBe('tbox');
    expect(hardwareKindOf('车载终端', 'p-box')).toBe('pbox');
    expect(hardwareKindOf('组合导航', 'stic-imu')).toBe('imu');
    expect(hardwareKindOf('GNSS 模块', 'lk-gnss')).toBe('gnss');
    expect(hardwareKindOf('其他')).toBe('gnss');
  });
});
