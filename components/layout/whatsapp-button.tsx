import { site } from '@/content/site';
import { whatsappHref } from '@/lib/links';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { LayoutText } from '@/content/layout-text';

/** The floating chat button on every page. A plain link: no script needed. */
export function WhatsAppButton({ text }: { text: Pick<LayoutText, 'chat' | 'chatGreeting'> }) {
  return (
    <a
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
