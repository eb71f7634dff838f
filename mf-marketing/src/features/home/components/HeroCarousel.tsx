import { useState } from 'react';
import { Button, Carousel } from 'antd';
import { Link } from 'react-router';
import type { Banner } from '@xingheng/shared';
import { HeroIllustration } from './HeroIllustration';

/** Autoplay interval of the hero carousel, in milliseconds. */
export const HERO_AUTOPLAY_MS = 5000;

/**
 * The hero carousel (SPEC §2 `/`, banners of `getIndexBanner`): one slide per banner with title,
 * subtitle, a CTA link to `banner.link` and a drawn illustration per `banner.theme`. Autoplays
 * (fading, so no cloned slides), pauses on hover and focus, and has a pause/resume button; slides
 * that are not shown are `inert`, so keyboard focus never lands on a hidden link.
 * @param banners at least one banner
 */
export function HeroCarousel({ banners }: { banners: readonly Banner[] }) {
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const several = banners.length > 1;
  return (
    <div
      className="mkt-hero__carousel"
      role="region"
      aria-roledescription="轮播"
      aria-label="焦点图"
    >
      <Carousel
        effect="fade"
        autoplay={several && playing}
        autoplaySpeed={HERO_AUTOPLAY_MS}
        dots={several}
        pauseOnFocus
        pauseOnDotsHover
        beforeChange={(_from, to) => setCurrent(to)}
      >
        {banners.map((banner, index) => (
          <div key={banner.id}>
            <div
              className="mkt-hero__slide"
              role="group"
              inert={index !== current}
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
          </div>
        ))}
      </Carousel>
      {several && (
        <Button
          className="mkt-hero__toggle"
          size="small"
          ghost
          aria-pressed={!playing}
          onClick={() => setPlaying((p) => !p)}
        >
          {playing ? '暂停轮播' : '继续轮播'}
        </Button>
      )}
    </div>
  );
}
