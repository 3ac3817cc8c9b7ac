import * as en from '../highlights';
import { ratingSource } from './rating-source';
import { site } from '../site';
import { translated } from '../translate';

/** The trust badges in Hindi: seals from content/highlights.ts, numbers from content/site.ts. */
export const trustBadges = translated(en.trustBadges, [
  {
    alt: 'ISO 9001:2015 की मुहर',
    title: 'ISO 9001:2015',
    description: 'प्रमाणित क्वालिटी प्रक्रिया',
  },
  {
    alt: 'पांच सितारा रेटिंग की मुहर',
    title: `${site.rating.value}★ रेटिंग`,
    description: `${ratingSource} पर ${site.rating.count} रिव्यू`,
  },
  {
    alt: 'जांची-परखी कंपनी की मुहर',
    title: 'जांची-परखी कंपनी',
    description: 'मूवर्स की डायरेक्टरियों में दर्ज और जांची गई',
  },
  {
    alt: 'बीमित सामान की मुहर',
    title: 'ट्रांजिट बीमा',
    description: 'रास्ते में आपके सामान का बीमा',
  },
]);
