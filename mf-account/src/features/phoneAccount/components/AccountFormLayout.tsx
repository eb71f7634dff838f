import type { ReactNode } from 'react';
import '../phoneAccount.css';

/**
 * The frame of the register and password-reset pages: a card with the page's one `h1` and a
 * subtitle, centred on a light band; full width under 768 px (SPEC §9 breakpoint).
 * @param title the `h1`
 * @param subtitle one line under it
 */
export function AccountFormLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="acc-form-page">
      <section className="acc-form-card" aria-labelledby="acc-form-title">
        <h1 id="acc-form-title">{title}</h1>
        <p className="acc-form-sub">{subtitle}</p>
        {children}
      </section>
    </div>
  );
}
