'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnalyticsConfig } from '@/lib/env';
import type { NoticeWords } from '@/lib/analytics/notice-words';
import type { Measuring } from '@/lib/analytics/google-tag';
import { readChoice, saveChoice, subscribeChoice } from '@/lib/analytics/consent-store';
import { SETTINGS_LINK_ATTR } from '@/lib/analytics/settings-link';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';

/** The notice's own code and styles come only when it is shown: on a first visit, or reopened. */
const loadNotice = () => import('./consent-notice');

/**
 * Measuring with consent (docs/analytics.md#consent), on every page of a build with Google's tags
 * configured (and on no page of any other: components/layout/site-document.tsx). Asks once with the
 * consent notice, remembers the answer on the device, and starts the Google tag only after Accept;
 * the footer's "Analytics settings" reopens the notice to change the answer, and Decline after
 * Accept withdraws at once.
 */
export function Analytics({
  config,
  words,
  privacyHref,
}: {
  config: AnalyticsConfig;
  words: NoticeWords;
  privacyHref: string;
}) {
  // undefined in the static HTML and while hydrating: the device's answer is read after.
  const choice = useSyncExternalStore(subscribeChoice, readChoice, () => undefined);
  /** Shut with Escape, unanswered: not shown again on this page (and nothing measured). */
  const [dismissed, setDismissed] = useState(false);
  /** The footer's link, when the notice was reopened from it: focus goes back to it after. */
  const [reopenedFrom, setReopenedFrom] = useState<HTMLElement | null>(null);
  const measuring = useRef<Promise<Measuring | null> | null>(null);

  // Measuring follows the answer, this tab's or another's: started on Accept (now, or on an
  // earlier visit), stopped on Decline.
  useEffect(() => {
    if (choice === 'granted') {
      measuring.current ??= import('@/lib/analytics/google-tag').then(
        (m) => m.startMeasuring(config),
        (err: unknown) => {
          // Offline, or a redeploy took the file: nothing is measured on this page.
          console.warn('Could not load the measuring code', err);
          measuring.current = null;
          return null;
        },
      );
    } else if (choice === 'denied' && measuring.current) {
      const was = measuring.current;
      measuring.current = null;
      void was.then((m) => m?.stop());
    }
  }, [choice, config]);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.(`a[${SETTINGS_LINK_ATTR}]`);
      if (!(link instanceof HTMLElement)) return;
      e.preventDefault();
      setReopenedFrom(link);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // Each page the visitor moves to inside the site is a page view, once measuring.
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    void measuring.current?.then((m) => m?.pageView());
  }, [pathname]);

  const close = (focusInside: boolean) => {
    if (reopenedFrom) reopenedFrom.focus();
    else if (focusInside) document.getElementById('main')?.focus({ preventScroll: true });
    setReopenedFrom(null);
  };

  const open = reopenedFrom !== null || (choice === null && !dismissed);
  const notice = useLazyModule(loadNotice, 'the consent notice');
  const { request } = notice;
  useEffect(() => {
    if (open) request();
  }, [open, request]);

  if (!open || !notice.module) return null;
  const { ConsentNotice } = notice.module;
  return (
    <ConsentNotice
      words={words}
      privacyHref={privacyHref}
      current={reopenedFrom ? (choice ?? null) : null}
      focusOnOpen={reopenedFrom !== null}
      onChoose={(next, focusInside) => {
        saveChoice(next);
        close(focusInside);
      }}
      onDismiss={(focusInside) => {
        setDismissed(true);
        close(focusInside);
      }}
    />
  );
}
