'use client';

import { useEffect, useId, useRef } from 'react';
import type { ConsentChoice } from '@/lib/analytics/consent-store';
import type { NoticeWords } from '@/lib/analytics/notice-words';
import './consent-notice.css';

/**
 * The consent notice (docs/analytics.md#consent): a named region in a bar across the bottom of the
 * screen, never a modal. The page stays usable around it and nothing is measured until Accept. Its height
 * is kept in `--consent-h` on the root while it shows, so that the quick actions ride above it, the
 * page can scroll its last lines clear of it, and focus scrolling keeps a field out from under it.
 */
export function ConsentNotice({
  words,
  privacyHref,
  current,
  focusOnOpen,
  onChoose,
  onDismiss,
}: {
  words: NoticeWords;
  privacyHref: string;
  /** The present choice, said when the notice is reopened to change it. */
  current: ConsentChoice | null;
  /** Reopened from the footer's link: focus moves into the notice. */
  focusOnOpen: boolean;
  onChoose: (choice: ConsentChoice, focusInside: boolean) => void;
  /** Escape: closed without an answer for now (nothing is measured). */
  onDismiss: (focusInside: boolean) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--consent-h', `${el.offsetHeight}px`);
    measure();
    root.setAttribute('data-consent-shown', '');
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (focusOnOpen) el.focus();
    // Escape shuts it unanswered, as it would a menu: it is no dialog, so nothing else is held.
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dismiss.current(el.contains(document.activeElement));
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      observer.disconnect();
      root.removeAttribute('data-consent-shown');
      root.style.removeProperty('--consent-h');
    };
  }, [focusOnOpen]);

  const focusInside = () => Boolean(ref.current?.contains(document.activeElement));

  return (
    <section ref={ref} className="consent" aria-labelledby={titleId} tabIndex={-1}>
      <div className="consent__text">
        <h2 id={titleId} className="consent__title">
          {words.title}
        </h2>
        <p className="consent__body">{words.body}</p>
        <p className="consent__note">
          {words.note} <a href={privacyHref}>{words.more}</a>
        </p>
        {current && <p className="consent__current">{words.current[current]}</p>}
      </div>
      <div className="consent__actions">
        <button
          type="button"
          className="btn btn--primary consent__button"
          onClick={() => onChoose('granted', focusInside())}
        >
          {words.accept}
        </button>
        <button
          type="button"
          className="btn btn--outline consent__button"
          onClick={() => onChoose('denied', focusInside())}
        >
          {words.decline}
        </button>
      </div>
    </section>
  );
}
