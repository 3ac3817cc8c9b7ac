'use client';

import { useRef } from 'react';
import { useKeepClear } from '@/lib/hooks/use-keep-clear';
import { WhatsAppIcon } from '@/components/ui/icons';

/**
 * The floating chat button on every page: a plain link that works before any script runs. Once
 * the page's script is in, it moves off whatever it would cover when the page comes to rest
 * (lib/hooks/use-keep-clear.ts).
 */
export function WhatsAppButton({ href, label }: { href: string; label: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useKeepClear(ref);
  return (
    <a
      ref={ref}
      href={href}
      className="wa-float"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      <WhatsAppIcon size={28} />
      <span className="wa-float__text" aria-hidden="true">
        {label}
      </span>
    </a>
  );
}
