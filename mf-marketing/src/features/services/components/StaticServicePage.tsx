import type { ReactNode } from 'react';
import { PageMeta } from '@xingheng/shared/ui';
import { Section } from '../../../components/Section';
import type { PageEntry } from '../../../content/pageEntry';
import type { Fact } from '../content/types';
import { ContactCta } from './ContactCta';
import { FactList } from './FactList';
import { ServiceHero, servicesTrail } from './ServiceHero';
import { ServiceIntro } from './ServiceIntro';

/** One band of a static service page between its intro and its contact band. */
export interface ServiceBand {
  /** The band's id (anchor), e.g. `mkt-ppk-flow`. */
  id: string;
  /** The band's h2. */
  title: string;
  /** A sentence under the h2. */
  lead?: string;
  /** What the band shows (a feature grid, a fact list, a diagram). */
  content: ReactNode;
}

/**
 * The template of the static service pages (A-GNSS, the platform, PPK): page meta, hero with
 * breadcrumbs, the "what it is" intro (optionally with figures), the bands, alternately on a muted
 * and a plain background (muted first), and the contact band.
 * @param props.meta the page's entry in `STATIC_PAGES` (`pageEntry(path)`)
 * @param props.title the h1 and the last crumb
 * @param props.lead the sentence under the h1
 * @param props.intro the intro band: its id, h2, paragraphs and optional facts shown under them
 * @param props.bands the bands after the intro, in order
 * @param props.cta the contact band's h2, sentence and optional extra actions
 * @returns the page's content (never throws)
 */
export function StaticServicePage({
  meta,
  title,
  lead,
  intro,
  bands,
  cta,
}: {
  meta: PageEntry;
  title: string;
  lead: string;
  intro: { id: string; title: string; paragraphs: readonly string[]; facts?: readonly Fact[] };
  bands: readonly ServiceBand[];
  cta: { title: string; text: string; actions?: ReactNode };
}) {
  return (
    <>
      <PageMeta {...meta} />
      <ServiceHero title={title} lead={lead} trail={servicesTrail(title)} />
      <ServiceIntro id={intro.id} title={intro.title} paragraphs={intro.paragraphs}>
        {intro.facts && <FactList facts={intro.facts} />}
      </ServiceIntro>
      {bands.map((band, index) => (
        <Section
          key={band.id}
          id={band.id}
          title={band.title}
          lead={band.lead}
          tone={index % 2 === 0 ? 'muted' : 'plain'}
        >
          {band.content}
        </Section>
      ))}
      <ContactCta {...cta} />
    </>
  );
}
