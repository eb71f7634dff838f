import { Modal } from 'antd';
import type { CaptchaResult } from '@xingheng/shared';
import { sliderCaptchaApi, type SliderCaptchaApi } from '../../lib/captcha/sliderApi';
import { CAPTCHA_CLOSED } from '../../lib/captcha/types';
import { SliderCaptchaPanel } from './SliderCaptchaPanel';

/**
 * The built-in slide-to-verify captcha (SPEC §5) in an antd Modal. Each opening starts with a new
 * challenge.
 * @param open whether the modal is shown
 * @param api challenge/verify calls; defaults to our API (`/captcha/slider/*`), tests pass fakes
 * @param onResult `{ ret: 0, ticket, randstr }` when passed; `{ ret: 2, ticket: '', randstr: '' }`
 *   when the user closes the modal
 */
export function SliderCaptchaModal({
  open,
  api = sliderCaptchaApi,
  onResult,
}: {
  open: boolean;
  api?: SliderCaptchaApi;
  onResult: (result: CaptchaResult) => void;
}) {
  return (
    <Modal
      open={open}
      title="安全验证"
      footer={null}
      width={400}
      centered
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={() => onResult(CAPTCHA_CLOSED)}
    >
      {open && <SliderCaptchaPanel api={api} onResult={onResult} />}
    </Modal>
  );
}
