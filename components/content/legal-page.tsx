import { privacyUpdated } from '@/content/privacy';
import { site } from '@/content/site';
import { termsSections } from '@/content/terms';
import type { LegalSection } from '@/content/types';
import { analytics } from '@/lib/env';
import { hoursLabel } from '@/lib/hours';
import { privacyNotice } from '@/lib/privacy-notice';
import { toolNames } from '@/lib/analytics/notice-words';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { toSlug } from '@/lib/slug';
import { fillTemplate } from '@/lib/template';
import { PageIntro } from '@/components/layout/page-intro';
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
 * The body of /privacy-policy and /terms-and-conditions in every language: numbered sections with
 * a table of contents. A translation says which version applies. The texts' placeholders are
 * filled when the page is built: `{hours}` with the office hours, worded from content/site.ts,
 * and where the build measures visits (docs/analytics.md#the-privacy-notice) the tools and the
 * settings link. Each section's anchor comes from the English section in its place, so
 * `#3-why-we-use-it` is the same section, and a link to it works, in every language.
 */
export function LegalPage({ document, locale }: { document: 'privacy' | 'terms'; locale: Locale }) {
  const d = dictionary(locale);
  const t = d.pageText.legal;
  const privacy = document === 'privacy';
  const sections = privacy ? privacyNotice(analytics, d.privacy) : d.terms;
  const anchors: LegalSection[] = privacy ? privacyNotice(analytics) : termsSections;
  const label = privacy ? t.privacy : t.terms;
  if (anchors.length !== sections.length) {
    throw new Error(`${label}: ${sections.length} sections, ${anchors.length} in English`);
  }
  const filled = {
    hours: hoursLabel(site.hours, d.hours),
    ...(privacy &&
      analytics && { tools: toolNames(analytics, d.consent.tools), settings: d.consent.settings }),
  };
  const ids = anchors.map(
    (s, i) => s.id ?? `${i + 1}-${toSlug(s.title).replace(/[^a-z0-9-]/g, '')}`,
  );
  return (
    <>
      <PageIntro path={privacy ? '/privacy-policy' : '/terms-and-conditions'} locale={locale}>
        {privacy && (
          <p className="page-intro__meta">
            {t.updated}{' '}
            <time dateTime={privacyUpdated}>{formatDate(privacyUpdated, d.scope.date)}</time>
          </p>
        )}
        {t.translationNote && <p className="page-intro__meta">{t.translationNote}</p>}
      </PageIntro>
      <div className="section">
        <div className="container">
          <div className="legal">
            <nav aria-label={t.contentsOf(label)} className="legal__toc">
              <h2 className="legal__toc-title">{t.contents}</h2>
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
    </>
  );
}
