import type { PasswordStrength } from '@xingheng/shared';

const LEVELS = ['弱', '中', '强'] as const;

/**
 * Three bars and a word (弱 / 中 / 强) under the password field, from `passwordStrength`; the word
 * is what assistive technology reads (`role="status"`, polite).
 * @param strength 0 weak, 1 medium, 2 strong
 */
export function PasswordStrengthMeter({ strength }: { strength: PasswordStrength }) {
  return (
    <div className={`acc-strength acc-strength-${strength}`} role="status">
      <span className="acc-strength-bars" aria-hidden="true">
        {LEVELS.map((level, index) => (
          <span key={level} className={index <= strength ? 'on' : undefined} />
        ))}
      </span>
      <span>密码强度：{LEVELS[strength]}</span>
    </div>
  );
}
