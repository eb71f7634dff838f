import { render } from '@testing-library/react';
import { hasUnsavedWork, registerUnsavedWork, useUnsavedWork } from './unsavedWork';

/** Unsaved work a page registers, read by the shell before it reloads a tab. */

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedWork(dirty, '测试表单');
  return <form aria-label="测试表单" />;
}

describe('unsaved work', () => {
  it('is registered until released, each holder on its own', () => {
    expect(hasUnsavedWork()).toBe(false);
    const a = registerUnsavedWork();
    const b = registerUnsavedWork();
    a();
    a();
    expect(hasUnsavedWork()).toBe(true);
    b();
    expect(hasUnsavedWork()).toBe(false);
  });

  it('follows a form that becomes dirty, is saved, and unmounts', () => {
    const { rerender, unmount } = render(<Form dirty={false} />);
    expect(hasUnsavedWork()).toBe(false);
    rerender(<Form dirty />);
    expect(hasUnsavedWork()).toBe(true);
    rerender(<Form dirty={false} />);
    expect(hasUnsavedWork()).toBe(false);
    rerender(<Form dirty />);
    unmount();
    expect(hasUnsavedWork()).toBe(false);
  });
});
