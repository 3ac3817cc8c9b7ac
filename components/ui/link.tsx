'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * next/link, prefetching on the visitor's intent rather than on sight (Next's hover-triggered
 * prefetch pattern; docs/architecture.md, How a page is built). By default Next fetches the page
 * of every link that comes into view; on a city page at 360 px that was the home page, the fraud
 * warning and two directory pages, about 55 KB on a metered line before the visitor did anything,
 * competing with the page's own pictures. Here a link's page is fetched when a finger touches
 * it, a pointer rests on it or the keyboard reaches it, which is still before the click lands.
 * `onSight` keeps Next's default for the one page worth fetching ahead: the quote form, from the
 * pages that do not hold it. Every link of the site goes through this one (lint holds it).
 */
export function Link({
  onSight = false,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'prefetch'> & { onSight?: boolean }) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={onSight || intent ? null : false}
      onPointerEnter={(e) => {
        setIntent(true);
        onPointerEnter?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
    />
  );
}
