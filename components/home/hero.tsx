import Link from 'next/link';
import type { CarouselLabels, Slide } from '@/content/types';
import { Carousel } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import './hero.css';

interface HeroProps {
  slides: Slide[];
  /** The carousel's accessible name. */
  label: string;
  /** Each slide's button to the quote form, and where it leads. */
  cta: { label: string; href: string };
  /** The carousel controls' names; English when not given. */
  labels?: CarouselLabels;
}

/** The home hero: five slides, each with its own Get Free Quote link. */
export function Hero({ slides, label, cta, labels }: HeroProps) {
  return (
    <Carousel label={label} variant="hero" className="hero" labels={labels}>
      {slides.map((slide, i) => (
        <div key={slide.id} className="hero__slide">
          <div className="hero__copy">
            {slide.subtitle && <p className="eyebrow eyebrow--light">{slide.subtitle}</p>}
            <h2 className="hero__title">{slide.title}</h2>
            <p className="hero__text">{slide.description}</p>
            <Link href={cta.href} className="btn btn--accent btn--lg">
              {cta.label}
            </Link>
          </div>
          <Picture
            src={slide.image}
            alt={slide.alt}
            width={640}
            height={400}
            className="hero__art"
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
          />
        </div>
      ))}
    </Carousel>
  );
}
