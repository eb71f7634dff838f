import { useEffect, useState } from 'react';
import { Link } from '@xingheng/shared/router';
import type { Banner } from '@xingheng/shared';
import { HeroIllustration } from './HeroIllustration';

/** Autoplay interval of the hero carousel, in milliseconds. */
export const HERO_AUTOPLAY_MS = 5000;

/**
 * The hero carousel (SPEC §2 `/`, banners of `getIndexBanner`): one slide per banner with title,
 * subtitle, a CTA link to `banner.link` and a drawn illustration per `banner.theme`. The slides are
 * stacked in one grid cell and fade (CSS), so the server's HTML already has the final layout and
 * nothing moves when the page hydrates (docs/performance.md: no layout shift). Autoplays every
 * `HERO_AUTOPLAY_MS` (not under `prefers-reduced-motion`), pauses on hover and focus, has a
 * pause/resume button and one dot button per slide; slides that are not shown are `inert` and
 * `aria-hidden`, so keyboard focus never lands on a hidden link.
 * @param banners at least one banner
 */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const several = banners.length > 1;

  useEffect(() => {
    if (!several || !playing || held) return undefined;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = setInterval(
      () => setCurrent((index) => (index + 1) % banners.length),
      HERO_AUTOPLAY_MS,
    );
    return () => clearInterval(timer);
  }, [several, playing, held, banners.length]);

  return (
    <div
      className="mkt-hero__carousel"
      role="region"
      aria-roledescription="轮播"
      aria-label="焦点图"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="mkt-hero__slides">
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className={`mkt-hero__slide${index === current ? ' mkt-hero__slide--current' : ''}`}
            role="group"
            inert={index !== current}
            aria-hidden={index !== current}
            aria-roledescription="幻灯片"
            aria-label={`第 ${index + 1} 张，共 ${banners.length} 张`}
          >
            <div className="mkt-hero__copy">
              <h2 className="mkt-hero__title">{banner.title}</h2>
              <p className="mkt-hero__subtitle">{banner.subtitle}</p>
              <Link
                className="mkt-hero__cta"
                to={banner.link}
                aria-label={`了解更多：${banner.title}`}
              >
                了解更多
              </Link>
            </div>
            <div className="mkt-hero__art">
              <HeroIllustration theme={banner.theme} />
            </div>
          </div>
        ))}
      </div>
      {several && (
        <div className="mkt-hero__controls">
          <div className="mkt-hero__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={`mkt-hero__dot${index === current ? ' mkt-hero__dot--current' : ''}`}
                aria-label={`显示第 ${index + 1} 张：${banner.title}`}
                aria-current={index === current}
                onClick={() => setCurrent(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="mkt-hero__toggle"
            aria-pressed={!playing}
            onClick={() => setPlaying((p) => !p)}
          >
            {playing ? '暂停轮播' : '继续轮播'}
          </button>
        </div>
      )}
    </div>
  );
}
