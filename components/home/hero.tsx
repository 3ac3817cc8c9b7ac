import Link from 'next/link';
import { heroSlides } from '@/content/home';
import { Carousel } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';

/** The home hero: five slides, each with its own Get Free Quote link. */
export function Hero() {
  return (
    <Carousel label="Our moving services" variant="hero" className="hero">
      {heroSlides.map((slide, i) => (
        <div key={slide.id} className="hero__slide">
          <div className="hero__copy">
            {slide.subtitle && <p className="eyebrow eyebrow--light">{slide.subtitle}</p>}
            <h2 className="hero__title">{slide.title}</h2>
            <p className="hero__text">{slide.description}</p>
            <Link href="/form" className="btn btn--accent btn--lg">
              Get Free Quote
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
