import * as en from '../company';
import { ratingSource } from './rating-source';
import { site, yearsOfService } from '../site';
import { translated } from '../translate';

/**
 * The home page's four certifications in Tamil: icons from content/company.ts, and every number
 * (rating, reviews, years) from content/site.ts, where the owner confirms them before going live.
 */
export const certifications = translated(en.certifications, [
  {
    title: 'ஐஎஸ்ஓ 9001:2015',
    description: 'பேக்கிங், பொருட்களைக் கையாளுதல், வாடிக்கையாளர் சேவைக்குச் சான்று பெற்ற தர அமைப்பு.',
  },
  {
    title: `${ratingSource}: ${site.rating.value}★ ரேட்டிங்`,
    description: `${ratingSource} தளத்தில் ${site.rating.count} வாடிக்கையாளர்கள் எங்களுக்கு 5-க்கு ${site.rating.value} ரேட்டிங் தந்துள்ளனர்.`,
  },
  {
    title: 'பதிவு பெற்ற வர்த்தக முத்திரை',
    description:
      'எங்கள் பெயரும் லோகோவும் பதிவு செய்யப்பட்டவை; எனவே வேறு யாரும் சட்டப்படி அவற்றைப் பயன்படுத்தி வணிகம் செய்ய முடியாது.',
  },
  {
    title: `${yearsOfService()}+ ஆண்டுகால நம்பிக்கை`,
    description: `${site.foundedYear} முதல் இந்தியா முழுவதும் குடும்பங்களுக்கும் நிறுவனங்களுக்கும் ஷிஃப்டிங்.`,
  },
]);
