import { ApiFailure } from '@xingheng/shared';
import { fetchIonoGrid, fetchIonoTimes } from '#features/iono/api';
import { ionoGrid, LATEST, TIMES } from '#testing/ionoFixtures';
import { ionoLoader } from './ionoLoader';

jest.mock('#features/iono/api');
const times = jest.mocked(fetchIonoTimes);
const gridAt = jest.mocked(fetchIonoGrid);

afterEach(() => jest.clearAllMocks());

describe('ionoLoader', () => {
  it('returns the times and the grid of the latest time', async () => {
    times.mockResolvedValue({ times: TIMES, latest: LATEST });
    gridAt.mockResolvedValue(ionoGrid(LATEST, 20, 'normal'));
    await expect(ionoLoader()).resolves.toEqual({
      kind: 'ready',
      times: { times: TIMES, latest: LATEST },
      grid: ionoGrid(LATEST, 20, 'normal'),
    });
    expect(gridAt).toHaveBeenCalledTimes(1);
    expect(gridAt).toHaveBeenCalledWith(LATEST);
  });

  it('asks for the last listed time when the latest is not listed', async () => {
    const listed = TIMES.slice(0, 10);
    times.mockResolvedValue({ times: listed, latest: LATEST });
    gridAt.mockResolvedValue(ionoGrid(listed[9] ?? 0, 20, 'normal'));
    await expect(ionoLoader()).resolves.toMatchObject({ kind: 'ready' });
    expect(gridAt).toHaveBeenCalledWith(listed[9]);
  });

  it('returns empty without asking for a grid when no time is listed', async () => {
    times.mockResolvedValue({ times: [], latest: 0 });
    await expect(ionoLoader()).resolves.toEqual({ kind: 'empty' });
    expect(gridAt).not.toHaveBeenCalled();
  });

  it('returns the message of a failed time list instead of throwing', async () => {
    times.mockRejectedValue(
      new ApiFailure({ code: 500, msg: '服务繁忙，请稍后再试', status: 500 }),
    );
    await expect(ionoLoader()).resolves.toEqual({ kind: 'error', error: '服务繁忙，请稍后再试' });
    expect(gridAt).not.toHaveBeenCalled();
  });

  it('returns the message of a failed first grid instead of throwing', async () => {
    times.mockResolvedValue({ times: TIMES, latest: LATEST });
    gridAt.mockRejectedValue(new Error('socket hang up'));
    await expect(ionoLoader()).resolves.toEqual({
      kind: 'error',
      error: '网络异常，请稍后重试',
    });
  });
});
