/**
 * The sentences of a city page (English), around the facts computed from the data: functions of
 * those facts, so each language can word them its own way. The Hindi is in
 * content/hi/city-page-text.ts, of the same type.
 */
import { estimateLineLabels } from './pricing';
import type { LocalityName } from './locality-names';
import type { RelationKind } from './types';
import type { Fact } from './home-text';

export interface CityPageText {
  /** A city's or state's name as the page writes it. */
  city: (name: string) => string;
  state: (name: string) => string;
  /** "A, B and C" */
  listOf: (items: readonly string[]) => string;
  /** A neighbourhood's name (content/locality-names.ts) in the page's script. */
  locality: (entry: LocalityName) => string;
  /** A branch's name ("Bangalore Branch") as the page writes it. */
  branch: (label: string) => string;
  /** The end of a sentence: "." or the danda. */
  fullStop: string;
  title: (city: string) => string;
  description: (city: string, state: string, since: number) => string;
  h1: (city: string) => string;
  intro: (city: string, state: string) => string;
  crumbs: { home: string; locations: string };
  /** The facts beside the title: their list's name, then each as a bold part and the rest. */
  glance: string;
  /** The rating, naming where its reviews are (the fact links there). */
  glanceRating: (value: string, count: string, source: string) => Fact;
  glancePins: (pins: string, city: string) => Fact;
  /** Who runs the move (lib/city-relation.ts), with the office's name. */
  glanceCrew: (kind: RelationKind, office: string, km: string) => Fact;
  glanceCall: string;
  quoteFrom: (places: string) => string;
  quoteServed: (city: string) => string;
  quoteBookedFrom: (city: string, from: string) => string;
  factsTitle: (city: string) => string;
  runByOwnBranch: (city: string, branch: string) => string;
  runByNearBranch: (city: string, branch: string, km: string) => string;
  /** A far city: the office that sends a travelling crew. */
  crewSent: (city: string, branch: string) => string;
  /**
   * A city without an office of ours, said plainly: which office runs the move (its city, how
   * far), who surveys the home and who packs, loads and drives. `far`: beyond a same-day round
   * trip (lib/city-relation.ts), so the survey is by video call and the crew travels, and the
   * office is not said to run the move from afar.
   */
  noOffice: (
    city: string,
    office: { city: string; branch: string },
    km: string,
    far: boolean,
  ) => string;
  truckHours: string;
  source: (source: string) => string;
  localitiesTitle: (city: string) => string;
  /** Under the neighbourhoods: how many PIN codes the city has in India Post's directory. */
  localitiesIntro: (city: string, pins: number, served: boolean) => string;
  routesTitle: (city: string) => string;
  routesIntro: string;
  to: string;
  byRoad: string;
  size: string;
  localMove: string;
  inCity: string;
  km: (km: string) => string;
  /** Transit time by road, from lib/transit.ts's days. */
  transit: (low: number, high: number) => string;
  bookedFrom: (city: string) => string;
  allCharges: string;
  faqsTitle: (city: string) => string;
  faqWhichOffice: (city: string) => string;
  faqWhichOfficeAnswer: (sentence: string, phone: string) => string;
  faqWho: (city: string) => string;
  faqParts: (city: string) => string;
  faqPartsAnswer: (pins: number, sample: string, served: boolean, city: string) => string;
  faqCost: (city: string, to: string) => string;
  faqCostAnswer: (low: string, high: string, km: string, transit: string) => string;
  faqBookings: (city: string) => string;
  faqBookingsYes: (city: string) => string;
  faqBookingsNo: (from: string, km: number | undefined, city: string) => string;
  fraudTitle: (city: string) => string;
  fraudText: string;
  fraudLink: string;
}

export const cityPageText: CityPageText = {
  city: (name) => name,
  state: (name) => name,
  listOf: (items) =>
    items.length < 2
      ? (items[0] ?? '')
      : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`,
  locality: ([name]) => name,
  branch: (label) => label,
  fullStop: '.',
  title: (city) => `Packers and Movers in ${city} – Free Quote`,
  description: (city, state, since) =>
    `Packers and movers in ${city}, ${state}: home, office, car and bike shifting since ${since}. Free survey and a written quote.`,
  h1: (city) => `Packers and Movers in ${city}`,
  intro: (city, state) =>
    `Homes, offices and vehicles moved from ${city}, ${state}, on a written quote agreed before moving day.`,
  crumbs: { home: 'Home', locations: 'Locations' },
  glance: 'At a glance',
  glanceRating: (value, count, source) => ({
    strong: `${value}★`,
    text: `from ${count} reviews on ${source}`,
  }),
  glancePins: (pins, city) => ({ strong: `${pins} PIN codes`, text: `of ${city} on our form` }),
  glanceCrew: (kind, office, km) =>
    ({
      'head-office': { strong: 'Our head office', text: 'is in this city' },
      branch: { strong: `Our ${office}`, text: 'runs your move' },
      near: { strong: `Our ${office}`, text: `runs your move, about ${km} km away` },
      far: { strong: 'A crew and truck', text: `sent from our ${office}` },
    })[kind],
  glanceCall: 'Call us',
  quoteFrom: (places) => `From ${places} to anywhere in India. `,
  quoteServed: (city) => `Name your locality or PIN code in ${city}: we reply on WhatsApp.`,
  quoteBookedFrom: (city, from) => `Moves from ${city} are booked from ${from}.`,
  factsTitle: (city) => `Moving in ${city}: What to Plan For`,
  runByOwnBranch: (city, branch) =>
    `Moves from ${city} are run by our own ${branch.toLowerCase()} in ${city}, whose crew does the survey, packing and loading.`,
  runByNearBranch: (city, branch, km) =>
    `Moves from ${city} are run by our ${branch}, about ${km} km away, whose own crew comes for the survey, packing and loading.`,
  crewSent: (city, branch) =>
    `For a move from ${city}, our ${branch} sends a packing crew and a closed vehicle to your door.`,
  noOffice: (city, office, km, far) => {
    // The office by the name every page gives it, and its city when that name does not say it.
    const ours = office.branch.includes(office.city)
      ? office.branch
      : `${office.branch} in ${office.city}`;
    return far
      ? `We have no office in ${city}. A crew from our ${ours}, about ${km} km away, comes for your move: a supervisor from there surveys your home on a video call, then the crew travels to ${city} with the truck, and the same crew packs, loads and drives your goods.`
      : `We have no office in ${city}. Your move is run from our ${ours}, about ${km} km away: a supervisor from there surveys your home (or on a video call), and the same crew packs, loads and drives your goods.`;
  },
  truckHours: 'Truck hours: ',
  source: (source) => `Source: ${source}`,
  localitiesTitle: (city) => `Neighbourhoods of ${city} and Their PIN Codes`,
  localitiesIntro: (city, pins, served) =>
    served
      ? `Named as people here name them. The quote form knows all ${pins} PIN codes of ${city}, these and the rest: type your locality or PIN code as Moving From.`
      : `Named as people here name them; ${city} has ${pins} PIN codes, and its moves are booked from the cities nearby.`,
  routesTitle: (city) => `Common Routes From ${city}`,
  routesIntro: 'A 2 BHK move, packed and delivered, with GST.',
  to: 'To',
  byRoad: 'By road',
  size: '2 BHK',
  localMove: 'Local move',
  inCity: 'In the city',
  km: (km) => `about ${km} km`,
  transit: estimateLineLabels.transit,
  bookedFrom: (city) => `Booked from ${city}. `,
  allCharges: 'All our charges',
  faqsTitle: (city) => `Questions About Moving From ${city}`,
  faqWhichOffice: (city) => `Which office runs my move from ${city}?`,
  faqWhichOfficeAnswer: (sentence, phone) => `${sentence} Call it on ${phone}.`,
  faqWho: (city) => `Who will handle my move from ${city}?`,
  faqParts: (city) => `Which parts of ${city} do you cover?`,
  faqPartsAnswer: (pins, sample, served, city) =>
    `All ${pins} PIN codes of ${city}, ${sample} among them${
      served ? `; type your locality as Moving From and the form knows it is ${city}` : ''
    }.`,
  faqCost: (city, to) => `What does a 2 BHK move from ${city} to ${to} cost?`,
  faqCostAnswer: (low, high, km, transit) =>
    `About ${low} to ${high} with GST for about ${km} km, and ${transit} on the road.`,
  faqBookings: (city) => `Do you take bookings starting in ${city}?`,
  faqBookingsYes: (city) => `Yes: enter ${city} as Moving From for a free survey slot on WhatsApp.`,
  faqBookingsNo: (from, km, city) =>
    `Not yet directly: they are booked from ${from}${
      km !== undefined ? `, about ${km} km away` : ''
    }, with your ${city} address in the message.`,
  fraudTitle: (city) => `Fake movers in ${city}`,
  fraudText:
    'Some firms copy our name. We call only from the numbers on this site and never ask for the full amount before delivery. ',
  fraudLink: 'Check a number, link or UPI ID',
};
