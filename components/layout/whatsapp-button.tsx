'use client';

import { useRef } from 'react';
import { site } from '@/content/site';
import { whatsappHref } from '@/lib/links';
import { useKeepClear } from '@/lib/hooks/use-keep-clear';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { LayoutText } from '@/content/layout-text';

/**
 * The floating chat button on every page: a plain link that works before any script runs. Once
 * the page's script is in, it moves off whatever it would cover when the page comes to rest
 * (lib/hooks/use-keep-clear.ts).
 */
export function WhatsAppButton({ text }: { text: Pick<LayoutText, 'chat' | 'chatGreeting'> }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useKeepClear(ref);
  return (
    <a
      ref={ref}
      href={whatsappHref(site.whatsapp, text.chatGreeting)}
      className="wa-float"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={text.chat}
    >
      <WhatsAppIcon size={28} />
      <span className="wa-float__text" aria-hidden="true">
        {text.chat}
      </span>
    </a>
  );
}
