import { ApiFailure } from './apiFailure';
import { NETWORK_ERROR_MSG } from './client';
import { failureMessage } from './failureMessage';

test("an API failure shows the API's own Chinese message", () => {
  const failure = new ApiFailure({ code: 40012, msg: '手机号或密码错误', status: 400 });
  expect(failureMessage(failure)).toBe('手机号或密码错误');
});

test('an API failure without a message shows the network message', () => {
  expect(failureMessage(new ApiFailure({ code: 50000, msg: '', status: 502 }))).toBe(
    NETWORK_ERROR_MSG,
  );
});

test('anything else (network down, a thrown TypeError) shows the network message', () => {
  expect(failureMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MSG);
});
