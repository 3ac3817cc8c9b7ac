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

export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="review reveal">
      <Stars rating={review.rating} />
      <p className="review__text">“{review.text}”</p>
      <footer className="review__by">
        <strong>{review.name}</strong>, {review.city}
        <br />
        <time dateTime={review.date}>{formatDate(review.date)}</time> · {review.service}
      </footer>
    </article>
  );
}
