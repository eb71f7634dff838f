import {
  apiPost,
  type CaptchaResult,
  type SliderChallenge,
  type SliderTracePoint,
} from '@xingheng/shared';

/** What the slider posts (docs/api.md "Captcha"): the drag trace, whose last point is the answer. */
export interface SliderAnswer {
  challengeId: string;
  trace: SliderTracePoint[];
}

/** The built-in slider captcha's calls; the modal takes them as a prop so tests pass fakes. */
export interface SliderCaptchaApi {
  /** `POST /api/captcha/slider/challenge` → `SliderChallenge`; rejects with an `ApiFailure`. */
  getChallenge(): Promise<SliderChallenge>;
  /** `POST /api/captcha/slider/verify` → `{ ret, ticket, randstr }`; rejects with an `ApiFailure`. */
  verify(answer: SliderAnswer): Promise<CaptchaResult>;
}

/** The real calls to our API (SPEC §5, docs/api.md rows captcha). */
export const sliderCaptchaApi: SliderCaptchaApi = {
  getChallenge: () => apiPost<SliderChallenge>('/captcha/slider/challenge'),
  verify: (answer) => apiPost<CaptchaResult>('/captcha/slider/verify', answer),
};
