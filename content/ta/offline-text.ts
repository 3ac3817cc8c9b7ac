import type { OfflineText } from '../offline-text';
import { pages } from './pages';

/** /ta/offline in Tamil (the English is in content/offline-text.ts). */
export const offlineText: OfflineText = {
  page: pages['/offline'],
  home: 'முகப்பு',
  form: {
    title: 'கட்டண மதிப்பீட்டுப் படிவம் இணையம் இல்லாமலும் வேலை செய்யும்',
    text: (button) =>
      `படிவத்தை இப்போதே நிரப்பவும். "${button}" பொத்தானை அழுத்தியதும் உங்கள் கோரிக்கை வாட்ஸ்அப்பில் திறக்கும்; இணைய இணைப்பு திரும்பியதும் அனுப்பலாம்.`,
    link: 'கட்டண மதிப்பீட்டுப் படிவத்தைத் திறக்கவும்',
  },
  call: {
    title: 'எங்களுடன் பேச விரும்புகிறீர்களா?',
    text: 'தொலைபேசி அழைப்புக்கு இணையம் தேவையில்லை. உங்கள் ஷிஃப்டிங் பற்றி எங்கள் குழுவிடம் சொல்லுங்கள்; மீதியை நாங்கள் பார்த்துக்கொள்கிறோம்.',
  },
};
