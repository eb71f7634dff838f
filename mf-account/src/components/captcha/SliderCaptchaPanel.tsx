import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { CaptchaResult, SliderChallenge } from '@xingheng/shared';
import type { SliderCaptchaApi } from '../../lib/captcha/sliderApi';
import { createTraceRecorder } from '../../lib/captcha/traceRecorder';
import { SliderPicture } from './SliderPicture';
import { SliderTrack } from './SliderTrack';

/**
 * Inside of the slider captcha modal (SPEC §5, docs/api.md "Captcha"): gets a challenge, shows its
 * picture, lets the user move the piece onto the notch with the handle (pointer or arrow keys),
 * records the movement and posts `{ challengeId, trace }`; calls `onResult` with a passed answer
 * (`ret` 0). A failed or unanswerable attempt shows "验证未通过，请重试" and loads a new challenge.
 * @param api the challenge/verify calls (tests pass fakes)
 * @param onResult called once with the passed `{ ret: 0, ticket, randstr }`
 */
export function SliderCaptchaPanel({
  api,
  onResult,
}: {
  api: SliderCaptchaApi;
  onResult: (result: CaptchaResult) => void;
}) {
  const [challenge, setChallenge] = useState<SliderChallenge | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [position, setPosition] = useState(0);
  const [checking, setChecking] = useState(false);
  const [failed, setFailed] = useState(false);
  const recorder = useRef(createTraceRecorder());
  const alive = useRef(true);

  const fetchChallenge = () =>
    api.getChallenge().then(
      (next) => {
        if (!alive.current) return;
        recorder.current = createTraceRecorder();
        setPosition(0);
        setChallenge(next);
      },
      () => {
        if (alive.current) setLoadFailed(true);
      },
    );

  useEffect(() => {
    alive.current = true;
    void fetchChallenge();
    return () => {
      alive.current = false;
    };
    // One challenge when the panel opens; later ones come from user actions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reload = () => {
    setChallenge(null);
    setLoadFailed(false);
    void fetchChallenge();
  };

  const submit = async () => {
    if (!challenge || checking || position === 0) return;
    setChecking(true);
    const answer = { challengeId: challenge.challengeId, trace: recorder.current.points() };
    const result = await api.verify(answer).catch(() => null);
    if (!alive.current) return;
    setChecking(false);
    if (result?.ret === 0) {
      onResult(result);
      return;
    }
    setFailed(true);
    reload();
  };

  if (loadFailed) {
    return (
      <Alert
        type="error"
        showIcon
        title="验证码加载失败，请检查网络后重试"
        action={
          <Button size="small" onClick={reload}>
            重新加载
          </Button>
        }
      />
    );
  }

  return (
    <div>
      <p style={{ marginTop: 0, color: '#4a5568' }}>
        为保障账号安全，请拖动下方滑块（或聚焦后按方向键），使拼图块与图中缺口对齐。
      </p>
      {challenge ? (
        <>
          <SliderPicture challenge={challenge} position={position} />
          <SliderTrack
            key={challenge.challengeId}
            position={position}
            disabled={checking}
            onStart={(by) => {
              recorder.current.start(by);
              setFailed(false);
            }}
            onMove={(next, by) => {
              recorder.current.record(next, by);
              setPosition(next);
            }}
            onSubmit={() => void submit()}
          />
        </>
      ) : (
        <div
          style={{ height: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <Spin size="small" aria-label="正在加载验证码" />
        </div>
      )}
      <div className="acc-slider-status" role="status" aria-live="polite">
        {checking && <span style={{ color: '#4a5568' }}>正在校验…</span>}
        {!checking && failed && <span style={{ color: '#e5484d' }}>验证未通过，请重试</span>}
      </div>
    </div>
  );
}
