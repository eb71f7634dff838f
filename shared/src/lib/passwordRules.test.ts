import { passwordProblem, passwordStrength } from './passwordRules';

describe('passwordProblem', () => {
  it.each(['abc12345', 'Xh@2026demo', 'a1b2c3d4e5f6g7h8i9j0'])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it.each([
    ['abc1234', '密码长度须为 8–20 位'],
    ['a1b2c3d4e5f6g7h8i9j0k', '密码长度须为 8–20 位'],
    ['abcdefgh', '密码须同时包含字母和数字'],
    ['12345678', '密码须同时包含字母和数字'],
    ['abc 12345', '密码只能由字母、数字和英文符号组成，不能含空格'],
    ['密码abc12345', '密码只能由字母、数字和英文符号组成，不能含空格'],
  ])('refuses %s: %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });
});

describe('passwordStrength', () => {
  it('is weak for a password that breaks the rule or only just follows it', () => {
    expect(passwordStrength('abc')).toBe(0);
    expect(passwordStrength('abc12345')).toBe(0);
  });

  it('is medium with two of: length 12, mixed case, a symbol', () => {
    expect(passwordStrength('Abc12345xyz9')).toBe(1);
    expect(passwordStrength('Abc@12345')).toBe(1);
  });

  it('is strong with all three', () => {
    expect(passwordStrength('Abc@12345xyz')).toBe(2);
  });
});
