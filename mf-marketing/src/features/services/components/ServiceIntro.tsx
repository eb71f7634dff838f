import type { ReactNode } from 'react';
import { Section } from '../../../components/Section';

/**
 * The "what it is" band of a service page: an h2, the description paragraphs and, optionally,
 * more content under them (e.g. a fact list).
 * @param props.title the h2, e.g. `什么是 Locate-CM`
 * @param props.paragraphs plain-text paragraphs
 * @param props.id the band's id (anchor); default `mkt-svc-intro`
 * @param props.children shown after the paragraphs
 */
export function ServiceIntro({
  title,
  paragraphs,
  id = 'mkt-svc-intro',
  children,
}: {
  title: string;
  paragraphs: readonly string[];
  id?: string;
  children?: ReactNode;
}) {
  return (
    <Section id={id} title={title}>
      <div className="mkt-svc-prose">
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
      {children}
    </Section>
  );
}
