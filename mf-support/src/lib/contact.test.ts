import { contactError } from './contact';

describe('contactError', () => {
  it.each(['13800138000', ' 19912345678 ', 'zhang.san@example.com', 'ops@xingheng-space.com.cn'])(
    'accepts %p',
    (value) => {
      expect(contactError(value)).toBeNull();
    },
  );

  it('asks for a value when empty', () => {
    expect(contactError('')).toBe('请输入手机号或邮箱');
    expect(contactError('   ')).toBe('请输入手机号或邮箱');
    expect(contactError(undefined)).toBe('请输入手机号或邮箱');
  });

  it.each(['1380013800', '12800138000', '138001380001', '010-62981688'])(
    'refuses the number %p with the mobile message',
    (value) => {
      expect(contactError(value)).toBe('请输入 11 位中国大陆手机号');
    },
  );

  it.each(['zhang@', 'zhang@example', 'zhang san@example.com', '张三'])(
    'refuses %p with the general message',
    (value) => {
      expect(contactError(value)).toBe('请输入正确的手机号或邮箱地址');
    },
  );
});
