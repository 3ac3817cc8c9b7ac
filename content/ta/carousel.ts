import type { CarouselLabels } from '../types';

/**
 * What a carousel's controls say on a Tamil page (the English is in content/carousel.ts).
 * `{n}` is the slide's number, `{count}` the number of slides.
 */
export const carouselLabels: CarouselLabels = {
  carousel: 'படக்காட்சி',
  slide: 'படம்',
  pause: 'படக்காட்சியை நிறுத்தவும்',
  play: 'படக்காட்சியைத் தொடங்கவும்',
  previous: 'முந்தைய படம்',
  next: 'அடுத்த படம்',
  goTo: 'படம் {n}-ஐக் காட்டவும்',
  position: '{count}-இல் {n}',
};
