import * as en from '../highlights';
import { ratingSource } from './rating-source';
import { site } from '../site';
import { translated } from '../translate';

/** The trust badges in Tamil: seals from content/highlights.ts, numbers from content/site.ts. */
export const trustBadges = translated(en.trustBadges, [
  {
    alt: 'ஐஎஸ்ஓ 9001:2015 முத்திரை',
    title: 'ஐஎஸ்ஓ 9001:2015',
    description: 'சான்று பெற்ற தர நடைமுறை',
  },
  {
    alt: 'ஐந்து நட்சத்திர ரேட்டிங் முத்திரை',
    title: `${site.rating.value}★ ரேட்டிங்`,
    description: `${ratingSource} தளத்தில் ${site.rating.count} மதிப்புரைகள்`,
  },
  {
    alt: 'சரிபார்க்கப்பட்ட நிறுவன முத்திரை',
    title: 'சரிபார்க்கப்பட்ட நிறுவனம்',
    description: 'பேக்கர்ஸ் அண்ட் மூவர்ஸ் பட்டியல் தளங்களில் சரிபார்க்கப்பட்டு இடம்பெற்றுள்ளது',
  },
  {
    alt: 'பொருட்களுக்கான காப்பீட்டு முத்திரை',
    title: 'போக்குவரத்துக் காப்பீடு',
    description: 'பயணத்தின்போது உங்கள் பொருட்களுக்குக் காப்பீடு',
  },
]);
