import type { CarouselLabels } from './types';

/**
 * What a carousel's controls say on an English page (the Hindi: content/hi/carousel.ts). `{n}` is
 * the slide's number, `{count}` the number of slides.
 */
export const carouselLabels: CarouselLabels = {
  carousel: 'carousel',
  slide: 'slide',
  pause: 'Pause slideshow',
  play: 'Play slideshow',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Go to slide {n}',
  position: '{n} of {count}',
};
