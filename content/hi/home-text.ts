import type { HomeText } from '../home-text';
import { sourceInHindi } from './rating-source';

/** The home page's words in Hindi (the English, and what each is, in content/home-text.ts). */
export const homeText: HomeText = {
  glance: 'एक नजर में',
  facts: {
    years: (years, since) => ({
      strong: `${years}+ साल`,
      text: `का अनुभव, ${since} से भारत भर में शिफ्टिंग`,
    }),
    rating: (value, count, source) => ({
      strong: `${value}★`,
      text: `रेटिंग, ${sourceInHindi(source)} पर ${count} रिव्यू के आधार पर`,
    }),
    cities: { strong: '100+ शहरों', text: 'में हमारी ब्रांचों से सेवा' },
  },
  hero: { label: 'परिवार हमारे साथ क्यों शिफ्ट होते हैं', cta: 'मुफ्त कोटेशन पाएं' },
  services: {
    eyebrow: 'हम क्या शिफ्ट करते हैं',
    title: 'हमारी सेवाएं',
    intro:
      'घर हो या ऑफिस, कार हो या बाइक, पास जाना हो या दूर: हर सामान हमारी अपनी प्रशिक्षित टीम पैक करती है और पहुंचाती है।',
  },
  branches: {
    eyebrow: 'आपके नजदीक',
    title: 'हमारी ब्रांच',
    intro:
      'अपना शहर चुनें और वहीं से मुफ्त कोटेशन मांगें। आपका शहर यहां नहीं है? हम 100+ शहरों में सेवा देते हैं: सभी शहरों की सूची देखें।',
    link: (city) => `${city} से कोटेशन लें`,
    relation: (kind, office, km) =>
      ({
        'head-office': 'हेड ऑफिस',
        branch: 'ब्रांच ऑफिस',
        near: `लगभग ${km} किमी दूर हमारी ${office} से सेवा`,
        far: `हमारी ${office} से सेवा`,
      })[kind],
  },
  certifications: { eyebrow: 'वादे नहीं, सबूत', title: 'प्रमाणित और भरोसेमंद' },
  process: {
    eyebrow: 'काम कैसे होता है',
    title: 'चार कदमों में आपकी शिफ्टिंग',
    intro: 'आपके पहले मैसेज से लेकर आखिरी कार्टन खुलने तक।',
  },
};
