import { ApiFailure, NETWORK_ERROR_MSG } from '@xingheng/shared';
import { failureMessage } from './failureMessage';

test("an API failure shows the API's own Chinese message", () => {
  const failure = new ApiFailure({ code: 40012, msg: '手机号或密码错误', status: 400 });
  expect(failureMessage(failure)).toBe('手机号或密码错误');
});

test('anything else (network down, a thrown TypeError) shows the network message', () => {
  expect(failureMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_ERROR_MSG);
});
