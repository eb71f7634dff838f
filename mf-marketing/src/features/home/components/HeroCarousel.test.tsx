import { act, fireEvent, screen } from '@testing-library/react';
import type { Banner } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { HERO_AUTOPLAY_MS, HeroCarousel } from './HeroCarousel';
import { heroThemeOf } from './HeroIllustration';

const banners: Banner[] = [
  {
    id: 1,
    title: '厘米级实时定位',
    subtitle: '全国一张网',
    link: '/productSolution',
    theme: 'cors',
  },
  { id: 2, title: '北斗三号全频点', subtitle: '收敛更快', link: '/news', theme: 'orbits' },
];

/** The carousel on the home page's address, with the router its links need. */
function renderCarousel(list: Banner[]) {
  return renderRoute({ path: '/', element: <HeroCarousel banners={list} /> });
}

describe('HeroCarousel', () => {
  it('shows the first slide and keeps the hidden slide out of the tab order', () => {
    renderCarousel(banners);
    expect(screen.getByRole('heading', { name: '厘米级实时定位' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '北斗三号全频点' })).not.toBeInTheDocument();
    const hiddenCta = screen.getByText('了解更多', { selector: 'a[href="/news"]' });
    expect(hiddenCta.closest('[inert]')).not.toBeNull();
  });

  it('lets the visitor pause and resume autoplay', async () => {
    const { user } = renderCarousel(banners);
    await user.click(screen.getByRole('button', { name: '暂停轮播' }));
    expect(screen.getByRole('button', { name: '继续轮播' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('has no pause button for a single banner', () => {
    renderCarousel(banners.slice(0, 1));
    expect(screen.queryByRole('button', { name: '暂停轮播' })).not.toBeInTheDocument();
  });
});

describe('heroThemeOf', () => {
  it('maps banner themes to drawings, defaulting to satellites', () => {
    expect(heroThemeOf('orbits')).toBe('orbits');
    expect(heroThemeOf('CORS')).toBe('cors');
    expect(heroThemeOf('reference-stations')).toBe('cors');
    expect(heroThemeOf('anything')).toBe('satellites');
  });

  it('shows the slide of the dot the visitor picks', async () => {
    const { user } = renderCarousel(banners);
    await user.click(screen.getByRole('button', { name: '显示第 2 张：北斗三号全频点' }));
    expect(screen.getByRole('heading', { name: '北斗三号全频点' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '厘米级实时定位' })).not.toBeInTheDocument();
  });

  describe('autoplay', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('moves to the next slide every HERO_AUTOPLAY_MS, and not once paused', () => {
      renderCarousel(banners);
      act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS));
      expect(screen.getByRole('heading', { name: '北斗三号全频点' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
      act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS * 3));
      expect(screen.getByRole('heading', { name: '北斗三号全频点' })).toBeInTheDocument();
    });

    it('holds while the pointer is over the carousel', () => {
      renderCarousel(banners);
      fireEvent.mouseEnter(screen.getByRole('region', { name: '焦点图' }));
      act(() => jest.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
      expect(screen.getByRole('heading', { name: '厘米级实时定位' })).toBeInTheDocument();
    });
  });
});
