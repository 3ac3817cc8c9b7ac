import * as en from '../company';
import { ratingSource } from './rating-source';
import { site, yearsOfService } from '../site';
import { translated } from '../translate';

/**
 * The home page's four certifications in Hindi: icons from content/company.ts, and every number
 * (rating, reviews, years) from content/site.ts, where the owner confirms them before going live.
 */
export const certifications = translated(en.certifications, [
  {
    title: 'ISO 9001:2015',
    description: 'पैकिंग, सामान की हैंडलिंग और ग्राहक सेवा के लिए प्रमाणित क्वालिटी सिस्टम।',
  },
  {
    title: `${ratingSource} पर ${site.rating.value}★ रेटिंग`,
    description: `${ratingSource} पर ${site.rating.count} ग्राहकों ने हमें 5 में से ${site.rating.value} रेटिंग दी है।`,
  },
  {
    title: 'रजिस्टर्ड ट्रेडमार्क',
    description:
      'हमारा नाम और लोगो रजिस्टर्ड हैं, इसलिए कोई और कानूनी तौर पर इनके सहारे कारोबार नहीं कर सकता।',
  },
  {
    title: `${yearsOfService()}+ साल का भरोसा`,
    description: `${site.foundedYear} से पूरे भारत में परिवारों और कारोबारों की शिफ्टिंग।`,
  },
]);
