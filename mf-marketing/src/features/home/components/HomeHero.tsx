import type { Banner } from '@xingheng/shared';
import { SITE } from '@xingheng/shared';
import { HeroCarousel } from './HeroCarousel';
import { Section } from '../../../components/Section';
import { SectionError } from '../../../components/SectionError';
import { paths } from '../../../paths';
import './hero.css';

/** The home page's h1 (SPEC §2 `/`: the site presents itself as a high-precision provider). */
export const HOME_HEADING = '厘米级高精度定位，让每一次定位都可信';

/** Shown when the server has no banner configured, so the hero is never empty. */
const FALLBACK_BANNER: Banner = {
  id: 0,
  title: SITE.slogan,
  subtitle: '覆盖全国的地基增强网络，为车辆、无人机与测绘终端提供实时厘米级改正数据。',
  link: paths.services,
  theme: 'satellites',
};

/**
 * The hero band: the page's h1, a lead sentence and the banner carousel; its error state when
 * the banners failed to load (`banners` null). Fixed height, so nothing shifts when data arrives.
 * @param banners the loader's banners (`null` = request failed, `[]` = none configured)
 */
export function HomeHero({ banners }: { banners: Banner[] | null }) {
  return (
    <Section id="mkt-hero" tone="dark">
      <div className="mkt-hero">
        <h1 className="mkt-hero__heading">{HOME_HEADING}</h1>
        <p className="mkt-hero__lead">
          北斗/GNSS 高精度定位服务、GNSS/IMU
          硬件与行业解决方案，一站式满足从亚米级到厘米级的定位需求。
        </p>
        <div className="mkt-hero__stage">
          {banners === null ? (
            <SectionError what="焦点图" dark />
          ) : (
            <HeroCarousel banners={banners.length > 0 ? banners : [FALLBACK_BANNER]} />
          )}
        </div>
      </div>
    </Section>
  );
}
