import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@xingheng/shared/ui';
import { ApiFailure, type CaptchaResult, type SliderChallenge } from '@xingheng/shared';
import type { SliderAnswer, SliderCaptchaApi } from '../../lib/captcha/sliderApi';
import { SliderCaptchaModal } from './SliderCaptchaModal';

const PASSED: CaptchaResult = { ret: 0, ticket: 't-1', randstr: 'r-1' };
/** A 1×1 PNG standing in for the server's picture. */
const IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC';

function fakeApi(results: CaptchaResult[]): jest.Mocked<SliderCaptchaApi> {
  let n = 0;
  return {
    getChallenge: jest.fn(
      async (): Promise<SliderChallenge> => ({
        challengeId: `c-${++n}`,
        image: IMAGE,
        pieceImage: IMAGE,
        imageWidth: 300,
        imageHeight: 150,
        pieceSize: 44,
        pieceTop: 53,
        expiresInSec: 120,
      }),
    ),
    verify: jest.fn(async (_answer: SliderAnswer) => results.shift() ?? PASSED),
  };
}

function renderModal(api: SliderCaptchaApi) {
  const onResult = jest.fn();
  render(
    <AppProviders>
      <SliderCaptchaModal open api={api} onResult={onResult} />
    </AppProviders>,
  );
  return onResult;
}

test('shows the server picture with the piece moving along with the handle', async () => {
  const user = userEvent.setup();
  renderModal(fakeApi([PASSED]));
  const picture = await screen.findByRole('img', { name: /验证码图片/ });
  expect(picture).toHaveAttribute('src', IMAGE);
  const piece = picture.nextElementSibling;
  if (!(piece instanceof HTMLElement)) throw new Error('no piece');
  expect(piece.style.left).toBe('0%');
  screen.getByRole('slider').focus();
  await user.keyboard('{End}');
  expect(Number.parseFloat(piece.style.left)).toBeCloseTo(100 - (44 / 300) * 100);
});

test('arrow keys move the handle by 1 % and Enter posts the trace of the presses', async () => {
  const user = userEvent.setup();
  const api = fakeApi([PASSED]);
  const onResult = renderModal(api);

  const slider = await screen.findByRole('slider', { name: '拖动滑块到缺口位置' });
  expect(slider).toHaveAttribute('aria-valuenow', '0');
  slider.focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
  await user.keyboard('{ArrowRight}{ArrowLeft}');
  expect(slider).toHaveAttribute('aria-valuenow', '5');

  await user.keyboard('{Enter}');
  await waitFor(() => expect(onResult).toHaveBeenCalledWith(PASSED));
  expect(api.verify).toHaveBeenCalledTimes(1);
  const answer = api.verify.mock.calls[0]?.[0];
  expect(answer?.challengeId).toBe('c-1');
  expect(answer?.trace.map((p) => p.x)).toEqual([0, 0.01, 0.02, 0.03, 0.04, 0.05, 0.06, 0.05]);
  expect(answer?.trace.every((p) => p.by === 'key')).toBe(true);
  expect(answer?.trace[0]?.t).toBe(0);
  expect(answer).not.toHaveProperty('position');
  expect(answer).not.toHaveProperty('durationMs');
});

test('a failed attempt says so and fetches a new challenge', async () => {
  const user = userEvent.setup();
  const api = fakeApi([{ ret: 1, ticket: '', randstr: '' }]);
  const onResult = renderModal(api);

  (await screen.findByRole('slider')).focus();
  await user.keyboard('{ArrowRight}{Enter}');

  expect(await screen.findByText('验证未通过，请重试')).toBeInTheDocument();
  await waitFor(() => expect(api.getChallenge).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  expect(onResult).not.toHaveBeenCalled();
});

test('closing the modal resolves ret 2', async () => {
  const user = userEvent.setup();
  const onResult = renderModal(fakeApi([]));
  await screen.findByRole('slider');
  await user.click(screen.getByRole('button', { name: /close|关闭/i }));
  expect(onResult).toHaveBeenCalledWith({ ret: 2, ticket: '', randstr: '' });
});

test('a challenge that fails to load offers a reload', async () => {
  const user = userEvent.setup();
  const api = fakeApi([]);
  api.getChallenge.mockRejectedValueOnce(
    new ApiFailure({ code: 42900, msg: '请求过于频繁', status: 429 }),
  );
  renderModal(api);
  await user.click(await screen.findByRole('button', { name: '重新加载' }));
  expect(await screen.findByRole('slider')).toBeInTheDocument();
});
