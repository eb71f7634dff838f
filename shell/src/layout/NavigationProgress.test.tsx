import { act } from '@testing-library/react';
import { renderRoute } from '@xingheng/shared/testing';
import NProgress from 'nprogress';
import {
  markNavigationFailed,
  NavigationProgress,
  PROGRESS_FAILED_CLASS,
  progressAt,
} from './NavigationProgress';

function renderWithSlowRoute() {
  let release: () => void = () => undefined;
  const { router } = renderRoute([
    { path: '/', element: <NavigationProgress /> },
    {
      path: '/slow',
      element: <NavigationProgress />,
      loader: () =>
        new Promise<null>((resolve) => {
          release = () => resolve(null);
        }),
    },
  ]);
  return { router, release: () => release() };
}

afterEach(() => {
  jest.useRealTimers();
  NProgress.remove();
});

describe('NavigationProgress', () => {
  it('starts only after 200 ms of navigation and finishes when idle', async () => {
    jest.useFakeTimers();
    const { router, release } = renderWithSlowRoute();
    act(() => void router.navigate('/slow'));
    act(() => jest.advanceTimersByTime(150));
    expect(NProgress.isStarted()).toBe(false);
    act(() => jest.advanceTimersByTime(100));
    expect(NProgress.isStarted()).toBe(true);
    expect(document.getElementById('nprogress')).toBeInTheDocument();
    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(router.state.navigation.state).toBe('idle');
    expect(NProgress.isStarted()).toBe(false);
  });

  it('shows nothing for a fast navigation', async () => {
    jest.useFakeTimers();
    const { router, release } = renderWithSlowRoute();
    act(() => void router.navigate('/slow'));
    await act(async () => {
      release();
      await Promise.resolve();
    });
    act(() => jest.advanceTimersByTime(500));
    expect(NProgress.isStarted()).toBe(false);
  });
});

describe('progressAt', () => {
  it('eases from 8% towards 95% over five seconds and never completes', () => {
    expect(progressAt(0)).toBeCloseTo(0.08);
    expect(progressAt(2500)).toBeGreaterThan(0.5);
    expect(progressAt(5000)).toBeCloseTo(0.95);
    expect(progressAt(60000)).toBeCloseTo(0.95);
  });
});

describe('markNavigationFailed', () => {
  it('turns the bar red and finishes it', () => {
    markNavigationFailed();
    expect(document.getElementById('nprogress')).toHaveClass(PROGRESS_FAILED_CLASS);
    expect(NProgress.isStarted()).toBe(false);
  });
});
