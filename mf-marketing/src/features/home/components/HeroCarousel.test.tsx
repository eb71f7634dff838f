import { screen } from '@testing-library/react';
import type { Banner } from '@xingheng/shared';
import { renderRoute } from '@xingheng/shared/testing';
import { HeroCarousel } from './HeroCarousel';
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
});
