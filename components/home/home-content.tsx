import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { yearsOfService } from '@/lib/years';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Hero } from './hero';

/** The home page body; also what the 404 page shows (PRODUCT.md: unknown paths show home). */
export function HomeContent() {
  const home = pages['/'];
  return (
    <>
      <div className="home-top">
        <div className="container home-top__inner">
          <h1 className="home-top__title">{home.h1}</h1>
          <p className="home-top__text">{home.intro}</p>
          <ul className="home-top__facts" aria-label="At a glance">
            <li>
              <strong>{yearsOfService()}+ years</strong> moving India since {site.foundedYear}
            </li>
            <li>
              <strong>{site.rating.value}★</strong> from {site.rating.count} reviews
            </li>
            <li>
              <strong>100+ cities</strong> served from our branches
            </li>
          </ul>
        </div>
        <div className="container">
          <Hero />
        </div>
      </div>
      <QuoteCta />
    </>
  );
}
