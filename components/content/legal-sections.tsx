import type { LegalSection } from '@/content/types';
import type { legalText } from '@/content/page-text';
import type { hoursText } from '@/content/hours-text';
import { site } from '@/content/site';
import { hoursLabel } from '@/lib/hours';
import { toSlug } from '@/lib/slug';
import { fillTemplate, type TemplateValues } from '@/lib/template';
import './legal-sections.css';

/** Groups paragraphs that start with "- " into lists. */
function blocks(body: string[]): (string | string[])[] {
  const out: (string | string[])[] = [];
  for (const line of body) {
    if (line.startsWith('- ')) {
      const last = out[out.length - 1];
      if (Array.isArray(last)) last.push(line.slice(2));
      else out.push([line.slice(2)]);
    } else {
      out.push(line);
    }
  }
  return out;
}

/**
 * Numbered legal sections (terms, privacy) with a table of contents, the body of their page. The
 * texts' placeholders are filled when the page is built: `{hours}` with the office hours, worded
 * from content/site.ts, the rest from `values`. Each section's anchor comes from the English
 * section in its place (`anchors`), so `#3-why-we-use-it` is the same section in every language.
 */
export function LegalSections({
  sections,
  anchors,
  label,
  words,
  values,
}: {
  sections: LegalSection[];
  anchors: LegalSection[];
  label: string;
  words: { legal: typeof legalText; hours: typeof hoursText };
  values?: TemplateValues | null;
}) {
  if (anchors.length !== sections.length) {
    throw new Error(`${label}: ${sections.length} sections, ${anchors.length} in English`);
  }
  const filled = { hours: hoursLabel(site.hours, words.hours), ...values };
  const ids = anchors.map(
    (s, i) => s.id ?? `${i + 1}-${toSlug(s.title).replace(/[^a-z0-9-]/g, '')}`,
  );
  return (
    <div className="section">
      <div className="container">
        <div className="legal">
          <nav aria-label={words.legal.contentsOf(label)} className="legal__toc">
            <h2 className="legal__toc-title">{words.legal.contents}</h2>
            <ol>
              {sections.map((s, i) => (
                <li key={s.title}>
                  <a href={`#${ids[i]}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="legal__body prose">
            {sections.map((section, i) => (
              <section
                key={section.title}
                id={ids[i]}
                className="legal__section"
                aria-labelledby={`${ids[i]}-h`}
              >
                <h2 id={`${ids[i]}-h`}>
                  {i + 1}. {section.title}
                </h2>
                {blocks(section.body.map((line) => fillTemplate(line, filled))).map((block, j) =>
                  Array.isArray(block) ? (
                    <ul key={j} className="bullets">
                      {block.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p key={j}>{block}</p>
                  ),
                )}
              </section>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
