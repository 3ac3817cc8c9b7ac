import { homeShiftingReviews } from '@/content/reviews';
import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { ReviewCard } from '@/components/content/review-card';
import { Picture } from '@/components/ui/picture';
import { Prose } from '@/components/content/prose';
import { ProofLink } from '@/components/content/proof-link';
import './review-page.css';

/**
 * The body of /review in every language. The reviews are quotes, shown in every language as their
 * writers wrote them; the page's own words are in its language.
 */
export function ReviewPage({ locale }: { locale: Locale }) {
  const d = dictionary(locale);
  const { officeShifting, reviewsAbout, happyCustomers } = d.reviews;
  const card = { text: d.pageText.review, date: d.scope.date, services: d.quote.services };
  return (
    <>
      <PageIntro path="/review" locale={locale} />
      <Section id="home-shifting" title={d.pageText.review.homeShifting}>
        <div className="reviews">
          {homeShiftingReviews.map((r) => (
            <ReviewCard key={r.name + r.date} review={r} words={card} />
          ))}
        </div>
      </Section>
      <Section id="office-shifting" tone="muted" title={officeShifting.title}>
        <div className="split split--top">
          <Prose paragraphs={officeShifting.paragraphs} />
          <Picture
            src={officeShifting.image.src}
            alt={officeShifting.image.alt}
            width={640}
            height={400}
            className="split__img"
          />
        </div>
        <div className="reviews reviews--two">
          {officeShifting.reviews.map((r) => (
            <ReviewCard key={r.name + r.date} review={r} words={card} />
          ))}
        </div>
      </Section>
      <Section id="about-reviews" title={reviewsAbout.title}>
        <Prose paragraphs={reviewsAbout.paragraphs} />
      </Section>
      <Section id="happy-customers" tone="sky" title={happyCustomers.title}>
        <ul className="stats">
          {happyCustomers.stats.map((s) => (
            <li key={s.label} className="stats__item reveal">
              <strong className="stats__value">{s.value}</strong>
              <span className="stats__label">
                <ProofLink href={s.proofUrl}>{s.label}</ProofLink>
              </span>
            </li>
          ))}
        </ul>
        <p className="prose">{happyCustomers.paragraph}</p>
      </Section>
      <QuoteCta locale={locale} />
    </>
  );
}
