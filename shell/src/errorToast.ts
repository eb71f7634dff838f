import { message } from 'antd';

/**
 * Shows an API failure's message as antd's error toast (SPEC §8). Its own module, imported on the
 * first failure, so antd is not part of the shell's first visit (docs/performance.md).
 * @param text the Chinese message (`ApiFailure.msg`)
 */
export function showErrorToast(text: string): void {
  void message.error(text);
}
