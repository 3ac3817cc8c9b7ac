import type { CarouselLabels } from '../types';

/**
 * What a carousel's controls say on a Hindi page (the English is in content/carousel.ts).
 * `{n}` is the slide's number, `{count}` the number of slides.
 */
export const carouselLabels: CarouselLabels = {
  carousel: 'स्लाइडशो',
  slide: 'स्लाइड',
  pause: 'स्लाइडशो रोकें',
  play: 'स्लाइडशो चलाएं',
  previous: 'पिछली स्लाइड',
  next: 'अगली स्लाइड',
  goTo: 'स्लाइड {n} दिखाएं',
  position: '{count} में से {n}',
};
