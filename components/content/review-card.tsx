import type { Review, WhenText } from '@/content/types';
import type { Service } from '@/content/sizes';
import type { reviewText } from '@/content/page-text';
import { HTML_LANG } from '@/lib/i18n';
import { formatDate } from '@/lib/dates';
import { StarIcon } from '@/components/ui/icons';
import './review-card.css';

/** A card's words in the page's language: its rating label, date and service names. */
interface ReviewWords {
  text: typeof reviewText;
  date: WhenText;
  services: Record<Service, string>;
}

/**
 * One review: an article headed by who wrote it (an article needs a heading of its own), and its
 * rating as five stars: the points scored filled, the rest drawn as outlines, so a filled star
 * and an empty one differ in shape, not in colour alone (WCAG 1.4.1). Stars are graphics, named
 * as a whole by the label, so WCAG 1.4.11 asks 3:1 of them against the card; the colours and
 * their ratios are in review-card.css (.star). They are SVG, not "★" characters, because as
 * text the contrast checkers would hold them to the 4.5:1 of body text.
 *
 * The review is a quote, in the words and language its writer used (English) on every page, so
 * it is marked as English for a screen reader and a translation tool.
 */
export function ReviewCard({ review, words }: { review: Review; words: ReviewWords }) {
  return (
    <article className="review reveal">
      <h3 className="review__title">
        {review.name}, {review.city}
      </h3>
      <span className="stars" role="img" aria-label={words.text.rated(review.rating)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon
            key={n}
            size={20}
            className={n <= review.rating ? 'star star--on' : 'star star--off'}
          />
        ))}
      </span>
      <p className="review__text" lang={HTML_LANG.en}>
        “{review.text}”
      </p>
      <footer className="review__by">
        <time dateTime={review.date}>{formatDate(review.date, words.date)}</time> ·{' '}
        {words.services[review.service]}
      </footer>
    </article>
  );
}
