import { fieldProblem } from '@xingheng/shared/ui';
import { loginPasswordRules, phoneRules, sendCodeLabel, smsCodeRules } from './accountFields';

test('the first broken rule speaks, in order; empty values only break required', () => {
  expect(fieldProblem('', phoneRules)).toBe('请输入手机号');
  expect(fieldProblem(undefined, phoneRules)).toBe('请输入手机号');
  expect(fieldProblem('12345678901', phoneRules)).toBe('请输入正确的 11 位手机号');
  expect(fieldProblem('1381234567', phoneRules)).toBe('请输入正确的 11 位手机号');
  expect(fieldProblem('13812345678', phoneRules)).toBeUndefined();
});

test('lengths count characters, both ends included', () => {
  expect(fieldProblem('12345', loginPasswordRules)).toBe('密码长度为 6–20 位');
  expect(fieldProblem('123456', loginPasswordRules)).toBeUndefined();
  expect(fieldProblem('a'.repeat(20), loginPasswordRules)).toBeUndefined();
  expect(fieldProblem('a'.repeat(21), loginPasswordRules)).toBe('密码长度为 6–20 位');
  expect(fieldProblem('12345', smsCodeRules)).toBe('短信验证码为 6 位数字');
  expect(fieldProblem('12345a', smsCodeRules)).toBe('短信验证码为 6 位数字');
});

test('the send button says the countdown, then 重新获取', () => {
  expect(sendCodeLabel(0, false)).toBe('获取验证码');
  expect(sendCodeLabel(59, true)).toBe('59 秒后重新获取');
  expect(sendCodeLabel(0, true)).toBe('重新获取');
});
