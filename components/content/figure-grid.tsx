import type { Art } from '@/content/types';
import { Picture } from '@/components/ui/picture';

/**
 * Captioned images as <figure>s. The caption shows on hover and keyboard focus on devices with
 * a pointer, and always on touch screens; screen readers always get it.
 */
export function FigureGrid({ items }: { items: (Art & { caption: string })[] }) {
  return (
    <ul className="figures">
      {items.map((item) => (
        <li key={item.src} className="reveal">
          {/* Focusable so keyboard users can reveal the caption as mouse users do on hover. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <figure className="figure" tabIndex={0}>
            <Picture src={item.src} alt={item.alt} width={400} height={300} />
            <figcaption className="figure__caption">{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
