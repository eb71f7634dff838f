import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@xingheng/shared/ui';
import type { CaptchaResult } from '@xingheng/shared';
import { CaptchaHost } from './CaptchaHost';
import type { SliderCaptchaApi } from '../../lib/captcha/sliderApi';
import { useCaptchaProvider } from '../../lib/captcha/useCaptchaProvider';

function Probe() {
  const provider = useCaptchaProvider();
  const [result, setResult] = useState<CaptchaResult | null>(null);
  return (
    <>
      <button onClick={() => void provider.verify().then(setResult)}>验证</button>
      {result && <output>ret={result.ret}</output>}
    </>
  );
}

const api: SliderCaptchaApi = {
  getChallenge: async () => ({
    challengeId: 'c',
    image: 'data:image/png;base64,iVBORw0KGgo=',
    pieceImage: 'data:image/png;base64,iVBORw0KGgo=',
    imageWidth: 300,
    imageHeight: 150,
    pieceSize: 44,
    pieceTop: 53,
    expiresInSec: 120,
  }),
  verify: async () => ({ ret: 0, ticket: 't', randstr: 'r' }),
};

function renderHost() {
  render(
    <AppProviders>
      <CaptchaHost api={api}>
        <Probe />
      </CaptchaHost>
    </AppProviders>,
  );
}

test('the built-in provider opens the slider modal and resolves with its answer', async () => {
  const user = userEvent.setup();
  renderHost();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '验证' }));
  const slider = await screen.findByRole('slider');
  slider.focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
  expect(await screen.findByText('ret=0')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('slider')).not.toBeInTheDocument());
});

test('closing the modal resolves ret 2', async () => {
  const user = userEvent.setup();
  renderHost();
  await user.click(screen.getByRole('button', { name: '验证' }));
  await screen.findByRole('slider');
  await user.keyboard('{Escape}');
  expect(await screen.findByText('ret=2')).toBeInTheDocument();
});
