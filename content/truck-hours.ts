/**
 * When trucks may drive in a city, where the traffic police have published it. A household move
 * uses a medium goods vehicle (a 14 to 19 ft Eicher or Tata truck), so these hours decide when a
 * move can load and when it arrives. Each entry names its source and date; check them yearly, as
 * the police change them (keys are the exact names in content/cities.ts; a test checks them).
 */
export interface TruckHours {
  /** What the rule means for a move, in one or two sentences. */
  text: string;
  /** Who published it, and when. */
  source: string;
  url: string;
}

export const truckHours: Readonly<Record<string, TruckHours>> = {
  Delhi: {
    text: 'Heavy trucks may enter Delhi only between 11 pm and 7 am, and on several main roads light goods vehicles are kept off from 7 to 11 am and 5 to 11 pm, so a truck from another city arrives at night and the loading is planned around these hours. In bad winter-pollution spells, truck entry can be stopped for days.',
    source: 'Government of Delhi notifications, 2017 and August 2022',
    url: 'http://indianexpress.com/article/cities/delhi/delhi-trucks-can-enter-city-after-11-pm-4559487/',
  },
  Bangalore: {
    text: 'Heavy goods vehicles are barred from city roads from 7 to 11 am and 4 to 10 pm (on Saturdays from 10 am to 2.30 pm and 4.30 to 9 pm), so a large truck loads at midday or late in the evening.',
    source: 'Bengaluru Traffic Police, August 2024',
    url: 'https://www.thehindu.com/news/cities/bangalore/hgv-prohibition-timings-modified-on-saturdays-in-bengaluru/article68476806.ece',
  },
  Mumbai: {
    text: 'Heavy vehicles may not run on Mumbai’s roads from 7 to 11 am and 5 to 9 pm, and in South Mumbai not from 7 am to midnight; festival days such as Ganesh immersion add city-wide bans, so moves are fixed around them.',
    source: 'Mumbai Traffic Police, February 2026',
    url: 'https://www.newsbytesapp.com/news/india/mumbai-to-ban-heavy-vehicles-during-peak-hours-from-february/tldr',
  },
  Hyderabad: {
    text: 'Lorries with national or inter-district permits may use city routes only from 11 pm to 7 am, and medium goods vehicles (the trucks most home moves use) are kept off from 8 am to noon and 4 to 9 pm.',
    source: 'Hyderabad City Police notification, February 2024',
    url: 'https://www.thehindu.com/news/cities/Hyderabad/police-notify-timings-based-on-vehicle-types-to-ease-traffic-congestion-in-hyderabad/article67867895.ece',
  },
  Secunderabad: {
    text: 'The twin cities share Hyderabad’s truck rules: lorries with national or inter-district permits only from 11 pm to 7 am, medium goods vehicles not from 8 am to noon or 4 to 9 pm.',
    source: 'Hyderabad City Police notification, February 2024',
    url: 'https://www.thehindu.com/news/cities/Hyderabad/police-notify-timings-based-on-vehicle-types-to-ease-traffic-congestion-in-hyderabad/article67867895.ece',
  },
};
