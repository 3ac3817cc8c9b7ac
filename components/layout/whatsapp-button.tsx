import { whatsappHref } from '@/lib/links';
import { WhatsAppIcon } from '@/components/ui/icons';

/** The floating chat button on every page. A plain link: no script needed. */
export function WhatsAppButton() {
  return (
    <a
      href={whatsappHref('Hello! I would like a quote for my move.')}
      className="wa-float"
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat on WhatsApp"
    >
      <WhatsAppIcon size={28} />
      <span className="wa-float__text" aria-hidden="true">
        Chat on WhatsApp
      </span>
    </a>
  );
}
