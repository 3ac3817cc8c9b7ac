import * as en from '../page-text';
import { cityNamesTa } from './places';
import { cityPageText } from './city-page-text';

/**
 * The words of the About, Why Choose Us, warehouse, reviews, contact, service and legal pages in
 * Tamil, beyond their titles and introductions (the English, and what each is for, in
 * content/page-text.ts). A link keeps its English href; a page that is in English only is marked
 * (ஆங்கிலத்தில்) after its link.
 */

/** A city's packers-and-movers page, named as that page's heading names it ("சென்னையில் …"). */
const cityPage = (city: string) => cityPageText.h1(cityNamesTa[city] ?? city);

export const aboutText: typeof en.aboutText = {
  whoWeAre: { eyebrow: 'எங்கள் கதை', title: 'நாங்கள் யார்' },
  crewPhotoAlt:
    'ஒரு குடும்பத்தின் வீட்டிலிருந்து சோபாவையும் அட்டைப்பெட்டிகளையும் ஷிஃப்டிங் லாரிக்குத் தூக்கிச் செல்லும் எங்கள் பணியாளர்கள்',
  values: { eyebrow: 'நாங்கள் கடைப்பிடிப்பவை', title: 'எங்கள் அடிப்படைக் கொள்கைகள்' },
  process: { eyebrow: 'நாங்கள் வேலை செய்யும் விதம்', title: 'ஆறு படிகளில் எங்கள் பணி' },
  journey: { eyebrow: 'நாங்கள் செய்வது', title: 'படம் படமாக எங்கள் பணி' },
  carousel: 'எங்கள் நிறுவனம் பற்றி',
  trust: { eyebrow: 'மக்கள் எங்களை நம்புவது ஏன்', title: 'நம்பிக்கை முத்திரைகள்' },
};

export const whyChooseText: typeof en.whyChooseText = {
  benefits: { eyebrow: 'எங்கள் தனித்துவம்', title: 'எங்களிடம் உங்களுக்குக் கிடைப்பவை' },
  credentials: { eyebrow: 'எங்களைச் சரிபார்க்கவும்', title: 'எங்கள் தகுதிச் சான்றுகள்' },
  howItWorks: { eyebrow: 'எளிமையானது', title: 'இது எப்படி நடக்கிறது' },
  process: { eyebrow: 'விரிவாக', title: 'ஆறு படிகளில் எங்கள் பணி' },
  values: { eyebrow: 'நாங்கள் கடைப்பிடிப்பவை', title: 'எங்கள் அடிப்படைக் கொள்கைகள்' },
  cta: 'இலவச ஆலோசனைக்கு இப்போதே முன்பதிவு செய்யவும்!',
};

export const warehouseText: typeof en.warehouseText = {
  storageEyebrow: 'மாத அடிப்படையில் சேமிப்பு',
  photos: 'எங்கள் கிடங்குகளின் உள்ளே',
};

export const reviewText: typeof en.reviewText = {
  homeShifting: 'வீடு மாற்றம் குறித்த மதிப்புரைகள்',
  rated: (rating: number) => `5-க்கு ${rating} ரேட்டிங்`,
};

export const contactPageText: typeof en.contactPageText = {
  section: 'தொடர்பு',
  formTitle: 'எங்களுக்குச் செய்தி அனுப்பவும்',
  talkTitle: 'எங்களுடன் பேசவும்',
  sales: { name: 'விற்பனை எண்', note: '(புதிய ஷிஃப்டிங், கட்டண மதிப்பீடு)' },
  help: { name: 'உதவி எண்', note: '(முன்பதிவு செய்த ஷிஃப்டிங், பில், இழப்பீட்டுக் கோரிக்கை)' },
  email: 'மின்னஞ்சல்',
  hours: 'அலுவலக நேரம்',
  chat: 'வாட்ஸ்அப்பில் பேசவும்',
  chatGreeting: 'வணக்கம்! ஷிஃப்டிங் பற்றி எனக்கு ஒரு கேள்வி இருக்கிறது.',
  offices: 'எங்கள் அலுவலகங்கள்',
};

export const branchAddressText: typeof en.branchAddressText = {
  runsMovesIn: 'ஷிஃப்டிங் செய்யும் நகரங்கள்:',
  sendsCrewTo: 'பணியாளர் குழுவை அனுப்பும் இடங்கள்:',
  // The states follow, each with its count: "40 நகரங்கள்: கேரளம் (12, ஆங்.), …".
  farCities: (count: number) => `${count} நகரங்கள்: `,
  stateInEnglish: ', ஆங்.',
  cityPage,
};

export const serviceDetailText: typeof en.serviceDetailText = {
  gallery: 'நாங்கள் வேலை செய்யும் விதத்தைப் பார்க்கவும்',
  inYourCity: (service: string) => `உங்கள் நகரில் ${service}`,
  cityPage,
  before: {
    text: 'முன்பதிவு செய்வதற்கு முன் இவற்றைப் பார்க்கவும்: {checklist} (ஆங்கிலத்தில்), {charges}, {beware}.',
    links: {
      checklist: {
        href: en.serviceDetailText.before.links.checklist.href,
        label: 'எங்கள் பேக்கிங் சரிபார்ப்புப் பட்டியல்',
      },
      charges: {
        href: en.serviceDetailText.before.links.charges.href,
        label: 'நாங்கள் வெளியிட்டுள்ள கட்டணங்கள்',
      },
      beware: {
        href: en.serviceDetailText.before.links.beware.href,
        label: 'போலி நிறுவனங்களை அடையாளம் காண்பது எப்படி',
      },
    },
  },
};

export const legalText: typeof en.legalText = {
  terms: 'விதிமுறைகளும் நிபந்தனைகளும்',
  privacy: 'தனியுரிமைக் கொள்கை',
  contents: 'பொருளடக்கம்',
  contentsOf: (document: string) => `${document}: பொருளடக்கம்`,
  updated: 'கடைசியாகப் புதுப்பிக்கப்பட்டது:',
  translationNote:
    'இந்தப் பக்கம் ஆங்கிலப் பதிப்பின் தமிழ் மொழிபெயர்ப்பு; இரண்டுக்கும் இடையே வேறுபாடு இருந்தால், ஆங்கிலப் பதிப்பே செல்லுபடியாகும்.',
};

export const sectionNames: typeof en.sectionNames = {
  services: 'சேவைகள்',
  statesAndDistricts: 'மாநிலங்களும் மாவட்டங்களும்',
};
