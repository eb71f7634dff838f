import type { SliderChallenge } from '@xingheng/shared';

/**
 * The challenge picture of the built-in slider (SPEC §5, docs/api.md "Captcha"): the server's
 * image with the notch and its look-alikes drawn in, and the piece the user moves along its row
 * (the server's picture of the notch's shape: the user matches shape to shape). Sizes follow the
 * image's own geometry, so the picture scales with the modal.
 * @param challenge the images and the piece geometry (image pixels)
 * @param position the handle's position, 0–1: the piece's left edge at `position × (width − piece)`
 */
export function SliderPicture({
  challenge,
  position,
}: {
  challenge: SliderChallenge;
  position: number;
}) {
  const size = (challenge.pieceSize / challenge.imageWidth) * 100;
  const top = (challenge.pieceTop / challenge.imageHeight) * 100;
  return (
    // The challenge id is public (the API sent it); tests ask the dev answer endpoint with it.
    <div className="acc-slider-picture" data-challenge-id={challenge.challengeId}>
      <img
        src={challenge.image}
        alt="验证码图片：将拼图块移到缺口处"
        width={challenge.imageWidth}
        height={challenge.imageHeight}
        draggable={false}
      />
      <img
        className="acc-slider-piece"
        src={challenge.pieceImage}
        alt=""
        aria-hidden="true"
        draggable={false}
        style={{ left: `${position * (100 - size)}%`, top: `${top}%`, width: `${size}%` }}
      />
    </div>
  );
}
