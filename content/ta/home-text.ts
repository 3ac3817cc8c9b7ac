import type { HomeText } from '../home-text';
import { sourceInTamil } from './rating-source';

/** The home page's words in Tamil (the English, and what each is, in content/home-text.ts). */
export const homeText: HomeText = {
  glance: 'ஒரு பார்வையில்',
  facts: {
    years: (years, since) => ({
      strong: `${years}+ ஆண்டுகள்`,
      text: `அனுபவம்; ${since} முதல் இந்தியா முழுவதும் ஷிஃப்டிங்`,
    }),
    rating: (value, count, source) => ({
      strong: `${value}★`,
      text: `ரேட்டிங்: ${sourceInTamil(source)} தளத்தில் ${count} மதிப்புரைகள்`,
    }),
    cities: { strong: '100+ நகரங்களில்', text: 'எங்கள் கிளைகள் மூலம் சேவை' },
  },
  hero: {
    label: 'குடும்பங்கள் ஏன் எங்களுடன் ஷிஃப்டிங் செய்கின்றன',
    cta: 'இலவச கட்டண மதிப்பீடு பெறவும்',
  },
  services: {
    eyebrow: 'நாங்கள் கொண்டுசெல்வது',
    title: 'எங்கள் சேவைகள்',
    intro:
      'வீடு, அலுவலகம், கார், பைக்; அருகிலோ தொலைவிலோ: ஒவ்வொன்றையும் பயிற்சி பெற்ற எங்கள் சொந்தக் குழுவே பேக் செய்து கொண்டுசேர்க்கிறது.',
  },
  branches: {
    eyebrow: 'உங்கள் அருகில்',
    title: 'எங்கள் கிளைகள்',
    intro:
      'உங்கள் நகரைத் தேர்வு செய்து, அந்த நகருக்கான பக்கத்திலேயே இலவச கட்டண மதிப்பீடு பெறவும். உங்கள் நகரம் இங்கே இல்லையா? 100-க்கும் மேற்பட்ட நகரங்களில் சேவை தருகிறோம்: எல்லா நகரங்களின் பட்டியலையும் பார்க்கவும்.',
    link: (city) => `${city}: கட்டண மதிப்பீடு பெறவும்`,
    relation: (kind, office, km) =>
      ({
        'head-office': 'தலைமை அலுவலகம்',
        branch: 'கிளை அலுவலகம்',
        near: `${km} கி.மீ. தொலைவில் உள்ள எங்கள் ${office} மூலம் சேவை`,
        far: `எங்கள் ${office} மூலம் சேவை`,
      })[kind],
  },
  certifications: { eyebrow: 'வாக்குறுதி அல்ல, ஆதாரம்', title: 'சான்று பெற்ற, நம்பகமான நிறுவனம்' },
  process: {
    eyebrow: 'எப்படி நடக்கிறது',
    title: 'நான்கு படிகளில் உங்கள் ஷிஃப்டிங்',
    intro: 'உங்கள் முதல் செய்தியிலிருந்து கடைசி அட்டைப்பெட்டியைப் பிரிக்கும் வரை.',
  },
};
