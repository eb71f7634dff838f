import { withAppProviders } from '@xingheng/shared/ui';
import { SliderCaptchaModal } from './SliderCaptchaModal';

/**
 * `SliderCaptchaModal` inside antd's theme and Chinese locale (`withAppProviders`): the login page
 * carries no antd of its own, so the modal brings its scope along when `CaptchaHost` loads it.
 */
export const ScopedSliderCaptchaModal = withAppProviders(SliderCaptchaModal);
