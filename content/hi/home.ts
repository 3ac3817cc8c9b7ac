import * as en from '../home';
import { stateNamesHi } from './places';
import { translated } from './translate';

/** The home hero's five slides in Hindi: images from content/home.ts, words here. */
export const heroSlides = translated(en.heroSlides, [
  {
    alt: 'परिवार के घर के बाहर खड़ा शिफ्टिंग ट्रक, पास में कार्टन और अंदर ले जाया जा रहा सोफा',
    title: 'बिना टेंशन घर की शिफ्टिंग',
    subtitle: 'शहर के अंदर और दूसरे शहर तक घर की शिफ्टिंग',
    description:
      'हमारी अपनी प्रशिक्षित टीम आपका घर पैक करती है, पहुंचाती है और वहां सामान खोलकर लगाती है। एक भी डिब्बा उठाने से पहले लिखित कोटेशन तय होता है।',
  },
  {
    alt: 'ऑफिस की टेबल और कंप्यूटर लेबल लगे क्रेट में पैक किए जा रहे हैं',
    title: 'एक वीकेंड में ऑफिस शिफ्टिंग',
    subtitle: 'कॉर्पोरेट ऑफिस और फैक्ट्री की शिफ्टिंग',
    description:
      'लेबल लगे क्रेट, कंप्यूटर और IT सामान की सुरक्षित पैकिंग, और ऐसा प्लान कि सोमवार सुबह आपकी टीम फिर से काम पर हो।',
  },
  {
    alt: 'कार कैरियर ट्रक पर लदी एक कार और पट्टों से बंधा टू-व्हीलर',
    title: 'कार और बाइक ट्रांसपोर्ट, घर से घर तक',
    subtitle: 'खुले और बंद कैरियर',
    description:
      'पिकअप और डिलीवरी पर फोटो के साथ जांच, GPS से ट्रैक होने वाले कैरियर और पूरे सफर के लिए ट्रांजिट बीमा।',
  },
  {
    alt: 'बबल रैप और टेप के पास कार्टन सील करता पैकर',
    title: 'सही पैकिंग, सुरक्षित डिलीवरी',
    subtitle: 'प्रोफेशनल पैकिंग और अनपैकिंग',
    description: 'पांच परत वाले कार्टन, बबल रैप, स्ट्रेच फिल्म और मूविंग ब्लैंकेट, आपके हर सामान के हिसाब से चुने हुए।',
  },
  {
    alt: 'कार्टन से भरे वेयरहाउस के रैक और एक फोर्कलिफ्ट',
    title: 'जब तक चाहें, सुरक्षित स्टोरेज',
    subtitle: 'महीने के हिसाब से वेयरहाउस',
    description:
      'घर का सामान, ऑफिस के रिकॉर्ड और गाड़ियां रखने के लिए साफ-सुथरे वेयरहाउस, जहां गार्ड और CCTV से निगरानी रहती है।',
  },
]);

/** Where a branch serves that is not one state (content/hi/places.ts names the states). */
const regions: Record<string, string> = {
  'Delhi, Haryana & UP': 'दिल्ली, हरियाणा और यूपी',
};

/**
 * The home page's branch cards in Hindi. `city` stays the English name: it is what the quote
 * form receives; the page shows it in Devanagari (lib/hindi.ts).
 */
export const branchCards = en.branchCards.map((card) => ({
  ...card,
  state: stateNamesHi[card.state] ?? regions[card.state] ?? card.state,
}));
