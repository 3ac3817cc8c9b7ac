/**
 * One practical note about moving in each state, shown on its city pages. Facts a family
 * planning a move there should know; keep them general and true.
 */
export const stateNotes: Record<string, string> = {
  'Tamil Nadu':
    'The north-east monsoon brings heavy rain from October to December, so we carry waterproof covers and shrink-wrap furniture on every move in these months. Many apartment associations ask for a day’s notice before a move: book the service lift early.',
  Karnataka:
    'Moves across Bangalore are best started early in the morning, before traffic builds up on the ring roads. Gated communities usually want the moving company’s details and the vehicle number a day in advance.',
  Maharashtra:
    'Housing societies in Mumbai, Thane and Pune often ask for an NOC from the secretary and a booked lift slot; we help you prepare both. The south-west monsoon, June to September, is the wettest season to move here.',
  'Delhi NCR':
    'Large trucks may enter Delhi only in certain night hours, so intercity moves are planned around the entry windows. Summers are very hot: we pack electronics and candles away from heat and load early in the day.',
  Telangana:
    'Hyderabad’s gated communities and IT-corridor apartments usually need the vehicle number and crew list in advance. Summer afternoons are hot, so loading starts early.',
  'West Bengal':
    'The narrow lanes of older Kolkata neighbourhoods often need a smaller vehicle for the last stretch, which we arrange at no surprise cost. The monsoon, June to September, calls for extra waterproofing.',
  Gujarat:
    'Moves between Ahmedabad, Surat and Vadodara run along good highways, so most are delivered within a day or two. Avoid the week of Navratri and Diwali if you can: crews and trucks are booked early.',
  'Madhya Pradesh':
    'Bhopal, Indore and the other cities of the state sit at the centre of India, so goods reach most metros in two to four days. Summers are hot and dry; we pack candles, wax and medicines away from heat.',
  Rajasthan:
    'Long distances between cities mean most moves within the state are overnight journeys. Summer temperatures are high, so we load early and keep heat-sensitive items in the cab-side section of the truck.',
  'Uttar Pradesh':
    'Moves from Agra, Mathura, Lucknow and Kanpur often go to Delhi NCR, with truck entry planned around Delhi’s night hours. Winter fog on the expressways can add half a day between December and January.',
  Uttarakhand:
    'Hill roads above Dehradun call for smaller trucks and careful, slower driving, which adds a little time but keeps your goods safe. Landslides in the monsoon can close roads for a day, so we plan buffer days.',
  'Himachal Pradesh':
    'Shimla, Manali and Dharamshala are reached by winding hill roads: goods are moved to smaller vehicles for the last climb. Snow in winter and landslides in the monsoon can delay a move, so we build in spare days.',
  'Andhra Pradesh':
    'Coastal cities like Visakhapatnam and Kakinada see cyclone alerts in October and November; we watch the forecast and reschedule free of charge if a warning is issued.',
  Odisha:
    'Cyclone season on the Odisha coast runs from October to November; moves then are planned around the weather. Bhubaneswar and Cuttack are a short drive apart, so local moves between them take a day.',
  Bihar:
    'Moves from Patna to Delhi, Kolkata and other metros run by road through busy highways, usually three to six days. Floods in the monsoon can affect north Bihar routes, so we check roads before dispatch.',
  Chandigarh:
    'Chandigarh’s wide sectors make loading easy, and moves to Delhi NCR and the hill states start from here often. Winter fog can slow early-morning highway travel.',
  Punjab:
    'Moves from Ludhiana and Amritsar to Delhi and beyond run along the Grand Trunk road; winter fog can add time between December and January.',
  'Jammu and Kashmir':
    'Mountain highways can close for snow or landslides, so moves are planned with buffer days and the latest road advisories.',
  Kerala:
    'Kerala has two monsoons, so we waterproof every carton from June to December. Narrow roads in older neighbourhoods may need a smaller vehicle for the last stretch.',
  Goa: 'Heavy monsoon rain from June to September means extra waterproofing; villas and apartments are often reached by narrow lanes that suit smaller trucks.',
  Puducherry:
    'Puducherry is close to Chennai, so most moves are delivered the same or next day; the north-east monsoon from October to December means extra rain protection.',
  Assam:
    'Guwahati is the gateway to the North-East; moves to the rest of India run over long distances, usually a week or more, and the monsoon can affect roads.',
  Jharkhand:
    'Ranchi and Jamshedpur connect by highway to Kolkata and Patna in a day; hilly stretches call for careful loading and tie-downs.',
  Chhattisgarh:
    'Raipur sits in central India, so goods reach most metros in three to five days; summers are hot, so loading starts early.',
};
