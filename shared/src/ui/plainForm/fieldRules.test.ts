import { fieldProblem, type PlainRule } from './fieldRules';

const phone: PlainRule[] = [
  { required: true, message: '请输入手机号' },
  { pattern: /^1\d{10}$/, message: '请输入正确的 11 位手机号' },
];

test('the first broken rule speaks, in order; empty values only break required', () => {
  expect(fieldProblem('', phone)).toBe('请输入手机号');
  expect(fieldProblem(undefined, phone)).toBe('请输入手机号');
  expect(fieldProblem('1381234567', phone)).toBe('请输入正确的 11 位手机号');
  expect(fieldProblem('13812345678', phone)).toBeUndefined();
  expect(fieldProblem('', [{ pattern: /^\d+$/, message: '只能是数字' }])).toBeUndefined();
});

test('lengths count characters, both ends included', () => {
  const rules: PlainRule[] = [{ min: 2, max: 3, message: '2–3 个字' }];
  expect(fieldProblem('a', rules)).toBe('2–3 个字');
  expect(fieldProblem('ab', rules)).toBeUndefined();
  expect(fieldProblem('abc', rules)).toBeUndefined();
  expect(fieldProblem('abcd', rules)).toBe('2–3 个字');
});

test('an unticked checkbox breaks required; a ticked one passes', () => {
  const agree: PlainRule[] = [{ required: true, message: '请阅读并同意《用户协议》' }];
  expect(fieldProblem(false, agree)).toBe('请阅读并同意《用户协议》');
  expect(fieldProblem(true, agree)).toBeUndefined();
});

test('a check of its own reads the other values and says its own message', () => {
  const confirm: PlainRule[] = [
    { required: true, message: '请再次输入密码' },
    { check: (value, values) => (value !== values.password ? '两次输入的密码不一致' : null) },
  ];
  expect(fieldProblem('', confirm, { password: 'a1b2c3d4' })).toBe('请再次输入密码');
  expect(fieldProblem('a1b2c3d5', confirm, { password: 'a1b2c3d4' })).toBe('两次输入的密码不一致');
  expect(fieldProblem('a1b2c3d4', confirm, { password: 'a1b2c3d4' })).toBeUndefined();
});
