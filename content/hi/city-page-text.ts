import type { CityPageText } from '../city-page-text';
import { sourceInHindi } from './rating-source';
import { cityNamesHi, stateNamesHi } from './places';

/** A branch's name in Hindi, from its English label in content/site.ts. */
function branchHi(label: string): string {
  if (/head office/i.test(label)) return 'रजिस्टर्ड और हेड ऑफिस';
  const m = /^(.+?) Branch(?: \((.+)\))?$/.exec(label);
  if (!m) return label;
  const place = m[1] === 'Delhi NCR' ? 'दिल्ली एनसीआर' : (cityNamesHi[m[1]!] ?? m[1]!);
  const at = m[2] ? ` (${cityNamesHi[m[2]] ?? m[2]})` : '';
  return `${place} ब्रांच${at}`;
}

/** A city page in Hindi (the English is in content/city-page-text.ts). */
export const cityPageText: CityPageText = {
  city: (name) => cityNamesHi[name] ?? name,
  state: (name) => stateNamesHi[name] ?? name,
  listOf: (items) =>
    items.length < 2
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} और ${items[items.length - 1]}`,
  locality: ([, , hindi]) => hindi,
  branch: branchHi,
  fullStop: '।',
  title: (city) => `${city} में पैकर्स एंड मूवर्स – मुफ्त कोटेशन`,
  description: (city, state, since) =>
    `${state} के ${city} में पैकर्स एंड मूवर्स: ${since} से घर, ऑफिस, कार और बाइक की शिफ्टिंग। मुफ्त सर्वे और लिखित कोटेशन।`,
  h1: (city) => `${city} में पैकर्स एंड मूवर्स`,
  intro: (city, state) =>
    `हम ${state} के ${city} से घर, ऑफिस और गाड़ियां पहले से तय लिखित कोटेशन पर शिफ्ट करते हैं।`,
  crumbs: { home: 'होम', locations: 'शहर' },
  glance: 'एक नजर में',
  glanceRating: (value, count, source) => ({
    strong: `${value}★`,
    text: `(${sourceInHindi(source)} पर ${count} रिव्यू)`,
  }),
  glancePins: (pins, city) => ({ strong: `${city} के ${pins} पिन कोड`, text: 'हमारे फॉर्म में' }),
  glanceCrew: (kind, office, km) =>
    ({
      'head-office': { strong: 'हमारा हेड ऑफिस', text: 'इसी शहर में है' },
      branch: { strong: `हमारी ${office}`, text: 'आपकी शिफ्टिंग करती है' },
      near: { strong: `हमारी ${office}`, text: `लगभग ${km} किमी दूर से आपकी शिफ्टिंग करती है` },
      far: { strong: 'टीम और ट्रक', text: `हमारी ${office} से भेजे जाते हैं` },
    })[kind],
  glanceCall: 'कॉल करें',
  quoteFrom: (places) => `${places} से भारत में कहीं भी शिफ्ट करें। `,
  quoteServed: (city) => `${city} का इलाका या पिन कोड लिखें, जवाब WhatsApp पर मिलेगा।`,
  quoteBookedFrom: (city, from) => `${city} से शिफ्टिंग की बुकिंग ${from} से होती है।`,
  factsTitle: (city) => `${city} में शिफ्टिंग की तैयारी`,
  runByOwnBranch: (city, branch) =>
    `${city} से शिफ्टिंग ${city} में हमारे अपने दफ्तर (${branch}) से होती है, जिसकी टीम सर्वे, पैकिंग और लोडिंग करती है।`,
  runByNearBranch: (city, branch, km) =>
    `${city} से शिफ्टिंग लगभग ${km} किमी दूर हमारे दफ्तर (${branch}) से होती है, जिसकी अपनी टीम सर्वे, पैकिंग और लोडिंग के लिए आती है।`,
  crewSent: (city, branch) =>
    `${city} से शिफ्टिंग के लिए हमारी ${branch} पैकिंग टीम और बंद गाड़ी आपके घर भेजती है।`,
  noOffice: (city, office, km, far) =>
    far
      ? `${city} में हमारा कोई दफ्तर नहीं है। आपकी शिफ्टिंग के लिए लगभग ${km} किमी दूर ${office.city} में हमारे दफ्तर (${office.branch}) की टीम आती है: वहीं का एक सुपरवाइजर वीडियो कॉल पर आपके घर का सर्वे करता है, फिर वही टीम ट्रक लेकर ${city} आती है और सामान पैक करती है, लोड करती है और पहुंचाती है।`
      : `${city} में हमारा कोई दफ्तर नहीं है। आपकी शिफ्टिंग लगभग ${km} किमी दूर ${office.city} में हमारे दफ्तर (${office.branch}) से होती है: वहीं का एक सुपरवाइजर आपके घर का सर्वे करता है (या वीडियो कॉल पर), और वही टीम सामान पैक करती है, लोड करती है और पहुंचाती है।`,
  truckHours: 'ट्रकों का समय: ',
  source: (source) => `स्रोत: ${source}`,
  localitiesTitle: (city) => `${city} के इलाके और उनके पिन कोड`,
  localitiesIntro: (city, pins, served) =>
    served
      ? `इलाकों के नाम वैसे ही लिखे हैं, जैसे यहां के लोग बोलते हैं। कोटेशन फॉर्म ${city} के सभी ${pins} पिन कोड पहचानता है: 'कहां से' में अपना इलाका या पिन कोड लिखें।`
      : `इलाकों के नाम वैसे ही लिखे हैं, जैसे यहां के लोग बोलते हैं। ${city} में ${pins} पिन कोड हैं, और यहां की शिफ्टिंग की बुकिंग पास के शहरों से होती है।`,
  routesTitle: (city) => `${city} से आम रूट`,
  routesIntro: '2 BHK की शिफ्टिंग, पैकिंग और डिलीवरी समेत, GST के साथ।',
  to: 'कहां तक',
  byRoad: 'सड़क से',
  size: '2 BHK',
  localMove: 'शहर के अंदर शिफ्टिंग',
  inCity: 'शहर के अंदर',
  km: (km) => `लगभग ${km} किमी`,
  transit: (low, high) => (high <= 1 ? 'उसी दिन या अगले दिन' : `${low}–${high} दिन`),
  bookedFrom: (city) => `बुकिंग ${city} से होती है। `,
  allCharges: 'हमारे सभी चार्ज देखें',
  faqsTitle: (city) => `${city}: आम सवाल`,
  faqWhichOffice: (city) => `${city} से मेरी शिफ्टिंग आपका कौन-सा दफ्तर करेगा?`,
  faqWhichOfficeAnswer: (sentence, phone) => `${sentence} उसका फोन नंबर ${phone} है।`,
  faqWho: (city) => `${city} से मेरी शिफ्टिंग कौन-सी टीम संभालेगी?`,
  faqParts: (city) => `आप ${city} के किन इलाकों में सेवा देते हैं?`,
  faqPartsAnswer: (pins, sample, served, city) =>
    served
      ? `${city} के सभी ${pins} पिन कोड में, जैसे ${sample}। 'कहां से' में अपना इलाका लिखें, फॉर्म उसे ${city} का मान लेता है।`
      : `${city} के ${pins} पिन कोड, जैसे ${sample}, पास के शहरों से।`,
  faqCost: (city, to) => `${city} से ${to} तक 2 BHK की शिफ्टिंग में कितना खर्च आता है?`,
  faqCostAnswer: (low, high, km, transit) =>
    `GST समेत लगभग ${low} से ${high}। सड़क से दूरी लगभग ${km} किमी है, और सामान ${transit}${/^\d/.test(transit) ? ' में' : ''} पहुंच जाता है।`,
  faqBookings: (city) => `क्या आप ${city} से शुरू होने वाली शिफ्टिंग बुक करते हैं?`,
  faqBookingsYes: (city) => `हां। 'कहां से' में ${city} लिखें, और मुफ्त सर्वे का समय WhatsApp पर तय हो जाएगा।`,
  faqBookingsNo: (from, km, city) =>
    `अभी सीधे नहीं। इसकी बुकिंग ${from}${
      km !== undefined ? ` (लगभग ${km} किमी दूर)` : ''
    } से होती है; संदेश में ${city} का अपना पता लिखें।`,
  fraudTitle: (city) => `${city} में नकली मूवर्स`,
  fraudText:
    'कुछ लोग हमारे नाम से ठगी की कोशिश करते हैं। हमारे नंबर सिर्फ यहां दिए हैं, और हम पूरी रकम डिलीवरी से पहले कभी नहीं लेते। ',
  fraudLink: 'नंबर, लिंक या UPI ID जांचें',
};
