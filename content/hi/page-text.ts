/**
 * The words of the trust pages in Hindi, beyond what content/hi/pages.ts gives each page: section
 * headings, labels, buttons and sentences of About, Why Choose Us, the warehouse, reviews and
 * contact pages, the branch list, the service pages and the legal pages (the English, and what
 * each text is for, in content/page-text.ts). Link targets stay as the English has them.
 */
import * as en from '../page-text';

export const aboutText: typeof en.aboutText = {
  whoWeAre: { eyebrow: 'हमारी कहानी', title: 'हम कौन हैं' },
  crewPhotoAlt: 'परिवार के घर से सोफा और कार्टन शिफ्टिंग ट्रक तक ले जाती हमारी टीम',
  values: { eyebrow: 'जिन बातों पर हम चलते हैं', title: 'हमारे बुनियादी मूल्य' },
  process: { eyebrow: 'हम कैसे काम करते हैं', title: 'छह कदमों में हमारा काम' },
  journey: { eyebrow: 'हम क्या करते हैं', title: 'तस्वीरों में हमारा काम' },
  carousel: 'हमारी कंपनी के बारे में',
  trust: { eyebrow: 'लोग हम पर भरोसा क्यों करते हैं', title: 'भरोसे की मुहरें' },
};

export const whyChooseText: typeof en.whyChooseText = {
  benefits: { eyebrow: 'यही है फर्क', title: 'हमारे साथ आपको क्या मिलता है' },
  credentials: { eyebrow: 'खुद जांचें', title: 'हमारी साख' },
  howItWorks: { eyebrow: 'बिल्कुल आसान', title: 'काम कैसे होता है' },
  process: { eyebrow: 'विस्तार से', title: 'छह कदमों में हमारा काम' },
  values: { eyebrow: 'जिन बातों पर हम चलते हैं', title: 'हमारे बुनियादी मूल्य' },
  cta: 'मुफ्त सलाह के लिए अभी बुक करें!',
};

export const warehouseText: typeof en.warehouseText = {
  storageEyebrow: 'महीने के हिसाब से स्टोरेज',
  photos: 'हमारे वेयरहाउस के अंदर',
};

export const reviewText: typeof en.reviewText = {
  homeShifting: 'घर की शिफ्टिंग के रिव्यू',
  rated: (rating: number) => `5 में से ${rating} रेटिंग`,
};

export const contactPageText: typeof en.contactPageText = {
  section: 'संपर्क',
  formTitle: 'हमें मैसेज भेजें',
  talkTitle: 'हमसे बात करें',
  sales: { name: 'सेल्स लाइन', note: '(नई शिफ्टिंग और कोटेशन)' },
  help: { name: 'हेल्पलाइन', note: '(बुक हो चुकी शिफ्टिंग, बिल, क्लेम)' },
  email: 'ईमेल',
  hours: 'समय',
  chat: 'WhatsApp पर बात करें',
  chatGreeting: 'नमस्ते! मुझे शिफ्टिंग के बारे में कुछ पूछना है।',
  offices: 'हमारे ऑफिस',
};

export const branchAddressText: typeof en.branchAddressText = {
  runsMovesIn: 'यहां हम शिफ्टिंग करते हैं:',
  sendsCrewTo: 'यहां हम अपनी टीम भेजते हैं:',
  farCities: (count: number) => `${count} शहर, इन राज्यों में: `,
  stateInEnglish: ', English',
  cityPage: (city: string) => `${city} में पैकर्स एंड मूवर्स`,
};

export const serviceDetailText: typeof en.serviceDetailText = {
  gallery: 'देखें, हम कैसे काम करते हैं',
  inYourCity: (service: string) => `आपके शहर में ${service}`,
  cityPage: (city: string) => `${city} में पैकर्स एंड मूवर्स`,
  before: {
    text: 'बुकिंग से पहले {checklist} पढ़ें, {charges} देखें और {beware} जानें।',
    links: {
      checklist: { href: '/blog#packing-checklist-2bhk', label: 'हमारी पैकिंग चेकलिस्ट (English)' },
      charges: { href: '/packers-and-movers-charges', label: 'वेबसाइट पर दिए हमारे चार्ज' },
      beware: { href: '/beaware', label: 'नकली मूवर्स को पहचानने का तरीका' },
    },
  },
};

export const legalText: typeof en.legalText = {
  terms: 'नियम और शर्तें',
  privacy: 'प्राइवेसी पॉलिसी',
  contents: 'विषय-सूची',
  contentsOf: (document: string) => `${document}: विषय-सूची`,
  updated: 'पिछला अपडेट:',
  translationNote: 'यह पेज अंग्रेजी पेज का अनुवाद है; जहां दोनों में कोई फर्क हो, वहां अंग्रेजी पेज ही मान्य होगा।',
};

export const sectionNames: typeof en.sectionNames = {
  services: 'सेवाएं',
  statesAndDistricts: 'राज्य और जिले',
};
