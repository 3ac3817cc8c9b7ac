import type { CityPageText } from '../city-page-text';
import { sourceInTamil } from './rating-source';
import { cityNamesTa, stateNamesTa } from './places';
import { localityNamesTa } from './locality-names';

/**
 * The sentences of a city page in Tamil (the English is in content/city-page-text.ts).
 *
 * Tamil joins the case to the name itself (சென்னையில், சேலத்தில், கோயம்புத்தூருக்கு,
 * ஈரோட்டிலிருந்து), so the sentences inflect the names they are given: `inflect` below, for the
 * place names of content/ta/places.ts and the branch names. A name it does not know how to end
 * (not in Tamil script) takes the suffix after a hyphen, as newspapers write it after a Latin word.
 */

type Case = 'loc' | 'abl' | 'gen' | 'dat';

/** The suffix of each case, from its vowel sign on: -இல், -இலிருந்து, -இன், -உக்கு. */
const SUFFIX: Record<Case, string> = {
  loc: 'ில்',
  abl: 'ிலிருந்து',
  gen: 'ின்',
  dat: 'ுக்கு',
};
const FULL_SUFFIX: Record<Case, string> = {
  loc: 'இல்',
  abl: 'இலிருந்து',
  gen: 'இன்',
  dat: 'உக்கு',
};

const PULLI = '்';
const HARD = 'கசடதபற';
const TAMIL_CONSONANT = /[\u0B95-\u0BB9]/;

/**
 * The oblique stem, ending in a consonant with its pulli, to which a case's vowel joins:
 * சென்னை → சென்னைய், புனே → புனேவ், ஈரோடு → ஈரோட்ட், சேலம் → சேலத்த், ஹைதராபாத் → ஹைதராபாத்த்,
 * கோயம்புத்தூர் → கோயம்புத்தூர். Null for a name that is not in Tamil script.
 */
function oblique(name: string): string | null {
  const last = name.at(-1) ?? '';
  const before = name.at(-2) ?? '';
  if (last === PULLI) {
    if (before === 'ம') return name.at(-3) === 'ா' ? name : `${name.slice(0, -2)}த்த்`;
    if (HARD.includes(before) && name.at(-3) !== PULLI) return `${name}${before}${PULLI}`;
    return name;
  }
  if (last === 'ை' || last === 'ி' || last === 'ீ') return `${name}ய்`;
  if (last === 'ு' && (before === 'ட' || before === 'ற')) {
    return `${name.slice(0, -1)}${PULLI}${before}${PULLI}`;
  }
  if (/[\u0BBE-\u0BCC]/.test(last) || TAMIL_CONSONANT.test(last)) return `${name}வ்`;
  return null;
}

/** A name in a case: சென்னையில், சென்னையிலிருந்து, சென்னையின், சென்னைக்கு. */
function inflect(name: string, kind: Case): string {
  // A branch with its town after it: the case goes on the branch, the town stays in brackets.
  const bracket = /^(.+?)( \(.+\))$/.exec(name);
  if (bracket) return `${inflect(bracket[1]!, kind)}${bracket[2]}`;
  const last = name.at(-1) ?? '';
  if (kind === 'dat' && (last === 'ை' || last === 'ி' || last === 'ீ')) return `${name}க்கு`;
  const stem = oblique(name);
  if (stem === null) return `${name}-${FULL_SUFFIX[kind]}`;
  return `${stem.slice(0, -1)}${SUFFIX[kind]}`;
}

const inCity = (name: string) => inflect(name, 'loc');
const fromCity = (name: string) => inflect(name, 'abl');
const ofCity = (name: string) => inflect(name, 'gen');
const toCity = (name: string) => inflect(name, 'dat');

/** A branch's name in Tamil, from its English label in content/site.ts. */
function branchTa(label: string): string {
  if (/head office/i.test(label)) return 'பதிவு மற்றும் தலைமை அலுவலகம்';
  const m = /^(.+?) Branch(?: \((.+)\))?$/.exec(label);
  if (!m) return label;
  const place = m[1] === 'Delhi NCR' ? 'டெல்லி என்சிஆர்' : (cityNamesTa[m[1]!] ?? m[1]!);
  const at = m[2] ? ` (${cityNamesTa[m[2]] ?? m[2]})` : '';
  return `${place} கிளை${at}`;
}

/** A city page in Tamil (the English is in content/city-page-text.ts). */
export const cityPageText: CityPageText = {
  city: (name) => cityNamesTa[name] ?? name,
  state: (name) => stateNamesTa[name] ?? name,
  listOf: (items) =>
    items.length < 2
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} மற்றும் ${items[items.length - 1]}`,
  locality: ([name]) => localityNamesTa[name] ?? name,
  branch: branchTa,
  fullStop: '.',
  title: (city) => `${inCity(city)} பேக்கர்ஸ் அண்ட் மூவர்ஸ் – இலவச கட்டண மதிப்பீடு`,
  description: (city, state, since) =>
    `${city}, ${state}: ${since} முதல் வீடு, அலுவலகம், கார், பைக் ஷிஃப்டிங் செய்யும் பேக்கர்ஸ் அண்ட் மூவர்ஸ். இலவச சர்வே, எழுத்துப்பூர்வ கட்டண மதிப்பீடு.`,
  h1: (city) => `${inCity(city)} பேக்கர்ஸ் அண்ட் மூவர்ஸ்`,
  // A Tamil reader needs no "தமிழ்நாட்டின்" before a Tamil Nadu city; other states are named.
  intro: (city, state) =>
    `ஷிஃப்டிங் நாளுக்கு முன்பே ஒப்புக்கொண்ட எழுத்துப்பூர்வ கட்டண மதிப்பீட்டின்படி, ${state.startsWith(city) || state === stateNamesTa['Tamil Nadu'] ? '' : `${ofCity(state)} `}${fromCity(city)} வீடுகள், அலுவலகங்கள், வாகனங்களை இடம் மாற்றுகிறோம்.`,
  crumbs: { home: 'முகப்பு', locations: 'நகரங்கள்' },
  glance: 'ஒரு பார்வையில்',
  glanceRating: (value, count, source) => ({
    strong: `${value}★`,
    text: `ரேட்டிங்: ${sourceInTamil(source)} தளத்தில் ${count} மதிப்புரைகள்`,
  }),
  glancePins: (pins, city) => ({
    strong: `${pins} பின்கோடுகள்`,
    text: `(${city} முழுவதும்) எங்கள் படிவத்தில் உள்ளன`,
  }),
  glanceCrew: (kind, office, km) =>
    ({
      'head-office': { strong: 'எங்கள் தலைமை அலுவலகம்', text: 'இதே நகரில் உள்ளது' },
      branch: { strong: `எங்கள் ${office}`, text: 'உங்கள் ஷிஃப்டிங்கைக் கவனிக்கிறது' },
      near: {
        strong: `எங்கள் ${office}`,
        text: `சுமார் ${km} கி.மீ. தொலைவிலிருந்து உங்கள் ஷிஃப்டிங்கைக் கவனிக்கிறது`,
      },
      far: { strong: 'பணியாளர் குழுவும் லாரியும்', text: `எங்கள் ${fromCity(office)} வருகின்றன` },
    })[kind],
  glanceCall: 'அழைக்கவும்',
  quoteFrom: (places) => `${places} பகுதிகளிலிருந்து இந்தியாவின் எந்த இடத்துக்கும் ஷிஃப்டிங் செய்கிறோம். `,
  quoteServed: (city) =>
    `${inCity(city)} உங்கள் பகுதியையோ பின்கோடையோ எழுதவும்: வாட்ஸ்அப்பில் பதில் அனுப்புவோம்.`,
  quoteBookedFrom: (city, from) =>
    `${fromCity(city)} செய்யப்படும் ஷிஃப்டிங்குக்கான முன்பதிவு ${fromCity(from)} நடக்கிறது.`,
  factsTitle: (city) => `${inCity(city)} ஷிஃப்டிங்: திட்டமிடும்போது கவனிக்க வேண்டியவை`,
  runByOwnBranch: (city, branch) =>
    `${fromCity(city)} செய்யப்படும் ஷிஃப்டிங்கை அந்நகரிலேயே உள்ள எங்கள் ${branch} நேரடியாகக் கவனிக்கிறது; அதன் குழுவே சர்வே, பேக்கிங், ஏற்றுதல் ஆகியவற்றைச் செய்கிறது.`,
  runByNearBranch: (city, branch, km) =>
    `${fromCity(city)} செய்யப்படும் ஷிஃப்டிங்கை சுமார் ${km} கி.மீ. தொலைவில் உள்ள எங்கள் அலுவலகம் (${branch}) கவனிக்கிறது; சர்வே, பேக்கிங், ஏற்றுதலுக்கு அதன் சொந்தக் குழு வருகிறது.`,
  crewSent: (city, branch) =>
    `${fromCity(city)} செய்யப்படும் ஷிஃப்டிங்குக்கு, எங்கள் ${branch} பேக்கிங் குழுவையும் மூடிய வாகனத்தையும் உங்கள் வீட்டுக்கே அனுப்புகிறது.`,
  noOffice: (city, office, km, far) => {
    // The office by the name every page gives it, and its city when that name does not say it.
    const where = office.branch.includes(office.city)
      ? `சுமார் ${km} கி.மீ. தொலைவில் உள்ள எங்கள்`
      : `சுமார் ${km} கி.மீ. தொலைவில், ${inCity(office.city)} உள்ள எங்கள்`;
    return far
      ? `${inCity(city)} எங்களுக்கு அலுவலகம் இல்லை. ${where} ${ofCity(office.branch)} குழு உங்கள் ஷிஃப்டிங்குக்கு வரும்: அங்குள்ள மேற்பார்வையாளர் வீடியோ அழைப்பில் உங்கள் வீட்டைச் சர்வே செய்வார்; பின்னர் அதே குழு லாரியுடன் ${toCity(city)} வந்து, பொருட்களைப் பேக் செய்து, ஏற்றி, கொண்டுசேர்க்கும்.`
      : `${inCity(city)} எங்களுக்கு அலுவலகம் இல்லை. உங்கள் ஷிஃப்டிங்கை ${where} ${office.branch} கவனிக்கும்: அங்குள்ள மேற்பார்வையாளர் உங்கள் வீட்டை நேரில் (அல்லது வீடியோ அழைப்பில்) சர்வே செய்வார்; அதே குழு பொருட்களைப் பேக் செய்து, ஏற்றி, கொண்டுசேர்க்கும்.`;
  },
  truckHours: 'லாரிகள் நுழையும் நேரம்: ',
  source: (source) => `ஆதாரம்: ${source}`,
  localitiesTitle: (city) => `${ofCity(city)} பகுதிகளும் அவற்றின் பின்கோடுகளும்`,
  localitiesIntro: (city, pins, served) =>
    served
      ? `பகுதிகளின் பெயர்களை இங்குள்ள மக்கள் சொல்வது போலவே தந்துள்ளோம். இவை உட்பட ${ofCity(city)} ${pins} பின்கோடுகளும் எங்கள் கட்டண மதிப்பீட்டுப் படிவத்தில் உள்ளன: 'புறப்படும் இடம்' என்பதில் உங்கள் பகுதியையோ பின்கோடையோ எழுதவும்.`
      : `பகுதிகளின் பெயர்களை இங்குள்ள மக்கள் சொல்வது போலவே தந்துள்ளோம். ${inCity(city)} ${pins} பின்கோடுகள் உள்ளன; இங்கிருந்து செய்யப்படும் ஷிஃப்டிங் அருகிலுள்ள நகரங்களிலிருந்து முன்பதிவு செய்யப்படுகிறது.`,
  routesTitle: (city) => `${fromCity(city)} வழக்கமான வழித்தடங்கள்`,
  routesIntro: 'பேக்கிங், ஒப்படைப்பு, ஜிஎஸ்டி உட்பட 2 பிஹெச்கே வீடு மாற்றத்துக்கான கட்டணம்.',
  to: 'சேருமிடம்',
  byRoad: 'சாலை வழி',
  size: '2 பிஹெச்கே',
  localMove: 'நகருக்குள் ஷிஃப்டிங்',
  inCity: 'நகருக்குள்',
  km: (km) => `சுமார் ${km} கி.மீ.`,
  transit: (low, high) => (high <= 1 ? 'அதே நாள் அல்லது மறுநாள்' : `${low}–${high} நாட்கள்`),
  bookedFrom: (city) => `${fromCity(city)} முன்பதிவு. `,
  allCharges: 'எங்கள் அனைத்துக் கட்டணங்களையும் பார்க்கவும்',
  faqsTitle: (city) => `${fromCity(city)} ஷிஃப்டிங்: பொதுவான கேள்விகள்`,
  faqWhichOffice: (city) => `${fromCity(city)} என் ஷிஃப்டிங்கை உங்கள் எந்த அலுவலகம் கவனிக்கும்?`,
  faqWhichOfficeAnswer: (sentence, phone) => `${sentence} அழைக்க வேண்டிய எண்: ${phone}.`,
  faqWho: (city) => `${fromCity(city)} என் ஷிஃப்டிங்கை யார் கவனிப்பார்கள்?`,
  faqParts: (city) => `${ofCity(city)} எந்தெந்தப் பகுதிகளில் சேவை தருகிறீர்கள்?`,
  faqPartsAnswer: (pins, sample, served, city) =>
    served
      ? `${ofCity(city)} ${pins} பின்கோடுகள் அனைத்திலும்; உதாரணமாக ${sample}. 'புறப்படும் இடம்' என்பதில் உங்கள் பகுதியை எழுதினால், அது ${city} என்று படிவம் புரிந்துகொள்ளும்.`
      : `${ofCity(city)} ${pins} பின்கோடுகள் அனைத்திலும்; உதாரணமாக ${sample}.`,
  faqCost: (city, to) =>
    `${fromCity(city)} ${toCity(to)} 2 பிஹெச்கே வீடு மாற்றத்துக்கு எவ்வளவு கட்டணம் ஆகும்?`,
  faqCostAnswer: (low, high, km, transit) =>
    `சுமார் ${km} கி.மீ. தூரத்துக்கு ஜிஎஸ்டியுடன் சுமார் ${low} முதல் ${high} வரை; சாலைப் பயண நேரம்: ${transit}.`,
  faqBookings: (city) => `${fromCity(city)} தொடங்கும் ஷிஃப்டிங்குக்கு முன்பதிவு ஏற்கிறீர்களா?`,
  faqBookingsYes: (city) =>
    `ஆம்: 'புறப்படும் இடம்' என்பதில் ${city} என்று எழுதவும்; இலவச சர்வேக்கான நேரம் வாட்ஸ்அப்பில் முடிவாகும்.`,
  faqBookingsNo: (from, km, city) =>
    `இப்போது நேரடியாக இல்லை: இவை ${fromCity(from)}${
      km !== undefined ? ` (சுமார் ${km} கி.மீ. தொலைவு)` : ''
    } முன்பதிவு செய்யப்படுகின்றன; செய்தியில் உங்கள் ${city} முகவரியை எழுதவும்.`,
  fraudTitle: (city) => `${inCity(city)} போலி நிறுவனங்கள்`,
  fraudText:
    'சிலர் எங்கள் பெயரைப் பயன்படுத்தி ஏமாற்ற முயல்கிறார்கள். இந்தத் தளத்தில் உள்ள எண்களிலிருந்து மட்டுமே நாங்கள் அழைப்போம்; பொருட்களை ஒப்படைப்பதற்கு முன் முழுத் தொகையையும் ஒருபோதும் கேட்க மாட்டோம். ',
  fraudLink: 'எண், லிங்க் அல்லது யுபிஐ ஐடியைச் சரிபார்க்கவும்',
};
