import { reviewText } from '@/content/page-text';
import {
  happyCustomers,
  homeShiftingReviews,
  officeShifting,
  reviewsAbout,
} from '@/content/reviews';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { ReviewCard } from '@/components/content/review-card';
import { Picture } from '@/components/ui/picture';
import { Prose } from '@/components/content/prose';
import { ProofLink } from '@/components/content/proof-link';
import './review.css';

export const metadata = pageMetadata('/review');

export default function ReviewPage() {
  return (
    <>
      <PageIntro path="/review" />
      <Section id="home-shifting" title={reviewText.homeShifting}>
        <div className="reviews">
          {homeShiftingReviews.map((r) => (
            <ReviewCard key={r.name + r.date} review={r} />
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
            <ReviewCard key={r.name + r.date} review={r} />
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
      <QuoteCta />
    </>
  );
}
