import type { Review } from '@/content/types';
import { formatDate } from '@/lib/format';

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rating)}
      <span className="stars__off">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** One review: an article headed by who wrote it (an article needs a heading of its own). */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="review reveal">
      <h3 className="review__title">
        {review.name}, {review.city}
      </h3>
      <Stars rating={review.rating} />
      <p className="review__text">“{review.text}”</p>
      <footer className="review__by">
        <time dateTime={review.date}>{formatDate(review.date)}</time> · {review.service}
      </footer>
    </article>
  );
}
