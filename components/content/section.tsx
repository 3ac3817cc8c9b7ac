import type { ReactNode } from 'react';
import { toSlug } from '@/lib/slug';
import { fitWords } from '@/lib/fit-words';

interface SectionProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'sky';
  id?: string;
  children: ReactNode;
}

/** A page section with its h2, optional eyebrow and lead paragraph. */
export function Section({ title, eyebrow, intro, tone = 'plain', id, children }: SectionProps) {
  const headingId = `${id ?? toSlug(title).replace(/[^a-z0-9-]/g, '')}-title`;
  const fit = fitWords(title);
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <div className="section__head reveal">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={headingId} className={`section__title${fit ? ' fit-words' : ''}`} style={fit}>
            {title}
          </h2>
          {intro && <p className="section__intro">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
