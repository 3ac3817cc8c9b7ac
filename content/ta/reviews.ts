import * as en from '../reviews';
import { ratingSource } from './rating-source';
import { site } from '../site';
import { translated } from '../translate';

/**
 * The words of /ta/review around the reviews (the English is in content/reviews.ts). The reviews
 * themselves are the customers' own words and stay in English as they wrote them; the numbers
 * come from content/site.ts.
 */

/** The Office Shifting section: its title, paragraphs and picture in Tamil, its reviews in English. */
export const officeShifting: typeof en.officeShifting = {
  ...en.officeShifting,
  title: 'வேலை நிற்காமல் அலுவலக மாற்றம்',
  paragraphs: [
    'குடும்பங்கள் எங்களைத் தேர்வு செய்யும் அதே காரணத்துக்காகத்தான் நிறுவனங்களும் கிளினிக்குகளும் கடைகளும் எங்களுடன் இடம் மாறுகின்றன: எழுத்துப்பூர்வ திட்டம், சொன்னபடியே நிற்கும் கட்டணம். அலுவலகங்களுக்கு, ஒரு வணிகத்துக்கு முக்கியமான சில ஏற்பாடுகளைக் கூடுதலாகச் செய்கிறோம்: வார இறுதியில் ஷிஃப்டிங், எண்ணிடப்பட்ட மேசைகள், ஆவணங்களுக்குச் சீல் வைத்த மரப்பெட்டிகள்.',
    'எங்கள் அலுவலக வாடிக்கையாளர்கள் இருவர் தங்கள் ஷிஃப்டிங்குக்குப் பிறகு எழுதியவை இதோ.',
  ],
  image: {
    ...en.officeShifting.image,
    alt: 'அடையாளச் சீட்டு ஒட்டிய மரப்பெட்டிகளில் பேக் செய்யப்படும் அலுவலக மேசைகளும் கணினிகளும்',
  },
};

/** How the reviews are collected. */
export const reviewsAbout: typeof en.reviewsAbout = {
  title: 'இந்த மதிப்புரைகள் பற்றி',
  paragraphs: [
    'எங்களிடம் முன்பதிவு செய்து ஷிஃப்டிங்கை முடித்த வாடிக்கையாளர்களிடம் மட்டுமே மதிப்புரை கேட்கிறோம்; அதுவும் பொருட்களை ஒப்படைத்துச் சில நாட்கள் கழித்து, அவற்றைப் பிரித்து வைக்க அவர்களுக்கு நேரம் கிடைத்த பிறகே. மதிப்புரைகளுக்குப் பணம் தருவதில்லை; அவற்றுக்குப் பதிலாகத் தள்ளுபடியும் தருவதில்லை.',
    'நாங்கள் இன்னும் சிறப்பாகச் செய்திருக்கலாம் என்று சுட்டிக்காட்டுபவை உட்பட, எல்லா மதிப்புரைகளையும் திருத்தாமல் வெளியிடுகிறோம்; தனியுரிமைக்காகக் குடும்பப் பெயரை அதன் முதலெழுத்தாக மட்டும் சுருக்குகிறோம். எங்கள் வாடிக்கையாளர்கள் சொல்வதை, வரைபடத் தளத்தில் உள்ள எங்கள் பொதுப் பக்கத்திலும் படிக்கலாம்; அங்கே ரேட்டிங் எங்கள் கையில் இல்லை.',
  ],
};

/** The Happy Customers section: the stats' values and proof links from the English. */
export const happyCustomers: typeof en.happyCustomers = {
  title: 'மகிழ்ச்சியான வாடிக்கையாளர்கள்',
  stats: translated(en.happyCustomers.stats, [
    {
      label: `${ratingSource} தளத்தில் ${site.rating.count} மதிப்புரைகளின் சராசரி ரேட்டிங்`,
    },
    { label: 'நாங்கள் ஷிஃப்டிங் செய்யும் நகரங்கள்' },
    { label: 'எங்கள் சொந்த ஊழியர்கள் நடத்தும் அலுவலகங்கள்' },
    { label: 'எங்கள் முதல் வீடு மாற்றம் நடந்த ஆண்டு' },
  ]),
  paragraph:
    'இங்குள்ள ஒவ்வொரு எண்ணுக்குப் பின்னாலும், தங்கள் வீடுகளையும் அலுவலகங்களையும் வாகனங்களையும் நம்பி எங்களிடம் ஒப்படைத்த குடும்பங்களும் குழுக்களும் இருக்கிறார்கள். உங்கள் மதிப்புரைகளுக்கும், நண்பர்களுக்கும் உறவினர்களுக்கும் எங்களைப் பரிந்துரைத்ததற்கும், நாங்கள் தொடர்ந்து மேம்பட உதவும் நேர்மையான கருத்துகளுக்கும் நன்றி.',
};
