import { ApiFailure } from './apiFailure';

describe('ApiFailure', () => {
  it('is an Error carrying the envelope and the HTTP status', () => {
    const failure = new ApiFailure({
      code: 40001,
      msg: '参数错误',
      data: { field: 'q' },
      status: 400,
    });
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure.name).toBe('ApiFailure');
    expect(failure.message).toBe('参数错误');
    expect(failure.msg).toBe('参数错误');
    expect(failure.code).toBe(40001);
    expect(failure.status).toBe(400);
    expect(failure.data).toEqual({ field: 'q' });
  });

  it('defaults data to null and status to undefined (no answer arrived)', () => {
    const failure = new ApiFailure({ code: -1, msg: '网络异常' });
    expect(failure.data).toBeNull();
    expect(failure.status).toBeUndefined();
  });

  it.each([
    [{ code: 40401, status: 404 }, true],
    [{ code: 40400, status: 404 }, true],
    [{ code: 404, status: undefined }, true],
    [{ code: 40401, status: undefined }, true],
    [{ code: 50000, status: 404 }, true],
    [{ code: 40001, status: 400 }, false],
    [{ code: 401, status: 401 }, false],
    [{ code: -1, status: undefined }, false],
  ])('isNotFound for %p is %p', ({ code, status }, expected) => {
    expect(new ApiFailure({ code, msg: 'x', status }).isNotFound()).toBe(expected);
  });

  it.each([
    [{ code: 401, status: 401 }, true],
    [{ code: 50000, status: 401 }, true],
    [{ code: 401, status: 200 }, true],
    [{ code: 40401, status: 404 }, false],
  ])('isUnauthorized for %p is %p', ({ code, status }, expected) => {
    expect(new ApiFailure({ code, msg: 'x', status }).isUnauthorized()).toBe(expected);
  });

  it('is() recognises failures, including one from another copy of the module', () => {
    expect(ApiFailure.is(new ApiFailure({ code: 1, msg: 'x' }))).toBe(true);
    let Other: typeof ApiFailure | undefined;
    jest.isolateModules(() => {
      Other = jest.requireActual<{ ApiFailure: typeof ApiFailure }>('./apiFailure').ApiFailure;
    });
    if (!Other) throw new Error('module not loaded');
    expect(Other).not.toBe(ApiFailure);
    expect(ApiFailure.is(new Other({ code: 1, msg: 'x' }))).toBe(true);
  });

  it('is() refuses envelopes and other errors', () => {
    expect(ApiFailure.is({ code: 40401, msg: '不存在', data: null })).toBe(false);
    expect(ApiFailure.is(new Error('x'))).toBe(false);
    expect(ApiFailure.is(undefined)).toBe(false);
  });
});
