import type { Art } from '@/content/types';
import { Picture } from '@/components/ui/picture';

/** Captioned images as <figure>s, each caption shown over its image's foot. */
export function FigureGrid({ items }: { items: (Art & { caption: string })[] }) {
  return (
    <ul className="figures">
      {items.map((item) => (
        <li key={item.src} className="reveal">
          <figure className="figure">
            <Picture src={item.src} alt={item.alt} width={400} height={300} />
            <figcaption className="figure__caption">{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
