import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ArrowRightOutlined } from '@ant-design/icons';
import type { SliderTracePoint } from '@xingheng/shared';
import './sliderCaptcha.css';

/** Handle width in px: the handle moves over `trackWidth - HANDLE_PX`. */
const HANDLE_PX = 44;
/** Keyboard step: 1 % of the track. */
const KEY_STEP = 0.01;

type Input = SliderTracePoint['by'];

const clamp = (v: number) => Math.min(1, Math.max(0, v));
/** Left edge of a handle-sized box whose position along the track is `p` (0–1). */
const leftOf = (p: number) => `calc(${p * 100}% - ${p * HANDLE_PX}px)`;

/**
 * The slider of the built-in captcha (SPEC §5): a track with a handle the user drags (pointer:
 * mouse, touch, pen) or moves with the arrow keys (1 % a press; Home/End); Enter or releasing the
 * pointer submits. The notch is in the picture above, not on the track.
 * @param position handle position, 0–1
 * @param disabled blocks input while an answer is being checked
 * @param onStart once when an interaction begins, with what began it (`pointer` or `key`)
 * @param onMove the new position (0–1) on every move, and what moved it
 * @param onSubmit the user released the handle or pressed Enter
 */
export function SliderTrack(props: {
  position: number;
  disabled: boolean;
  onStart: (by: Input) => void;
  onMove: (position: number, by: Input) => void;
  onSubmit: () => void;
}) {
  const { position, disabled, onStart, onMove, onSubmit } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ startX: number; startPos: number; width: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (disabled) return;
    const width = (trackRef.current?.getBoundingClientRect().width ?? 0) - HANDLE_PX;
    drag.current = { startX: e.clientX, startPos: position, width: Math.max(width, 1) };
    e.currentTarget.setPointerCapture?.(e.pointerId);
    onStart('pointer');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    onMove(clamp(d.startPos + (e.clientX - d.startX) / d.width), 'pointer');
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    onSubmit();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const moves: Record<string, number> = {
      ArrowRight: position + KEY_STEP,
      ArrowUp: position + KEY_STEP,
      ArrowLeft: position - KEY_STEP,
      ArrowDown: position - KEY_STEP,
      Home: 0,
      End: 1,
    };
    const next = moves[e.key];
    if (next !== undefined) {
      e.preventDefault();
      onStart('key');
      onMove(clamp(Math.round(next * 100) / 100), 'key');
    } else if (e.key === 'Enter') {
      e.preventDefault();
      onSubmit();
    }
  };

  const percent = Math.round(position * 100);
  return (
    <div className="acc-slider-track" ref={trackRef}>
      <div
        className="acc-slider-fill"
        style={{ width: `calc(${leftOf(position)} + ${HANDLE_PX / 2}px)` }}
      />
      <span className="acc-slider-hint" aria-hidden="true">
        向右拖动滑块，使拼图块对准缺口
      </span>
      <div
        className="acc-slider-handle"
        role="slider"
        tabIndex={0}
        aria-label="拖动滑块到缺口位置"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        aria-disabled={disabled}
        style={{ left: leftOf(position), width: HANDLE_PX }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        <ArrowRightOutlined />
      </div>
    </div>
  );
}
