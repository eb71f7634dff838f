import { act, renderHook } from '@testing-library/react';
import { ApiFailure } from '@xingheng/shared';
import { useSmsCodeSender } from './useSmsCodeSender';

const SENT = { resendInSec: 60, expiresInSec: 300 };

test('a sent code starts the 60 s countdown', async () => {
  const send = jest.fn(async () => SENT);
  const { result } = renderHook(() => useSmsCodeSender(send));
  await act(() => result.current.sendCode('13912345678'));
  expect(send).toHaveBeenCalledWith('13912345678');
  expect(result.current).toMatchObject({ sent: true, countdown: 60, error: null });
});

test('a send that stops silently (captcha not passed) counts nothing down and says nothing', async () => {
  const { result } = renderHook(() => useSmsCodeSender(async () => null));
  await act(() => result.current.sendCode('13912345678'));
  expect(result.current).toMatchObject({ sent: false, countdown: 0, error: null, sending: false });
});

test("a refused send shows the API's message and keeps the failure for the form", async () => {
  const refused = new ApiFailure({ code: 42901, msg: '发送过于频繁，请 42 秒后再试', status: 429 });
  const { result } = renderHook(() =>
    useSmsCodeSender(async () => {
      throw refused;
    }),
  );
  await act(() => result.current.sendCode('13912345678'));
  expect(result.current.error).toBe('发送过于频繁，请 42 秒后再试');
  expect(result.current.failure).toBe(refused);
  act(() => result.current.clearError());
  expect(result.current.error).toBeNull();
});
