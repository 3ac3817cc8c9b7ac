/**
 * The words of /locations (its map and state filter, and the list of states) and of each state's
 * page of cities, /locations/<state>. The title and introduction of /locations itself are in
 * pages.ts.
 */

export interface LocationsText {
  mapSection: string;
  state: string;
  city: string;
  allCities: string;
  backHome: string;
  mapLoading: string;
  /** Above the city buttons: "10 cities in Maharashtra. Choose one to start a quote:" */
  count: (cities: number, state: string) => string;
  listLoading: (state: string) => string;
  /** When the list of a state's cities could not be fetched: what happened, then a way on. */
  listFailed: (state: string) => string;
  mapFailed: string;
  retry: string;
  /** The link to a state's page of cities, which works on any connection. */
  statePageLink: (state: string) => string;
  directoryTitle: string;
  directoryIntro: (cities: number, states: number) => string;
  cityCount: (cities: number) => string;
  /** /branch: a state's districts, the way back, and how many districts each state has. */
  districtsIn: (state: string) => string;
  backToStates: string;
  districtCount: (districts: number) => string;
  /** A city's marker on the map, for screen readers. */
  markerAlt: (city: string) => string;
  statePage: {
    title: (state: string) => string;
    description: (state: string, cities: number, some: string) => string;
    h1: (state: string) => string;
    intro: (state: string, cities: number) => string;
    citiesTitle: (state: string) => string;
    citiesIntro: string;
    otherStates: string;
  };
}

const cities = (n: number) => (n === 1 ? '1 city' : `${n} cities`);

export const locationsText = {
  mapSection: 'Find your city on the map',
  state: 'State',
  city: 'City',
  allCities: 'All Cities',
  backHome: 'Back to Home',
  mapLoading: 'Loading map…',
  count: (n, state) => `${cities(n)} in ${state}. Choose one to start a quote:`,
  listLoading: (state) => `Loading the cities of ${state}…`,
  listFailed: (state) => `The cities of ${state} could not be loaded on this connection.`,
  mapFailed:
    'The map could not load its cities on this connection. The list of every state below works without it.',
  retry: 'Try again',
  statePageLink: (state) => `See all cities of ${state}`,
  directoryTitle: 'Cities We Serve, State by State',
  directoryIntro: (n, states) =>
    `${cities(n)} in ${states} states and union territories. Choose a state for its cities, each with local moving information and a free quote.`,
  cityCount: cities,
  districtsIn: (state) => `Districts in ${state}`,
  backToStates: 'Back to States',
  districtCount: (n) => `${n} districts`,
  markerAlt: (city) => `${city}: get a quote`,
  statePage: {
    title: (state) => `Packers and Movers in ${state} – Cities We Serve`,
    description: (state, n, some) =>
      `Packers and movers in ${cities(n)} of ${state}: ${some}. Local moving information, the office that serves each city and a free quote.`,
    h1: (state) => `Packers and Movers in ${state}`,
    intro: (state, n) =>
      `We move homes and offices in ${cities(n)} of ${state}. Choose yours for its neighbourhoods, routes and prices, and the office that runs the move.`,
    citiesTitle: (state) => `Cities in ${state}`,
    citiesIntro: 'Each city has its own page in English and in Hindi (हिंदी).',
    otherStates: 'Other States',
  },
} satisfies LocationsText;
