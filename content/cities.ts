/**
 * The one list of cities the business serves or shows. Every other list (serviceable names,
 * footer links, map markers, landing pages) is derived from it in lib/cities.ts, so a name is
 * spelt once. Coordinates are the city centre (railway station / main square), 4 decimals.
 *
 * Flag: `serviceable: false` keeps a city off the quote form's serviceable list (it still has a
 * map marker).
 */
import type { City } from './types';

interface CityRecord extends City {
  serviceable?: false;
}

/**
 * The cities the footer names on every page, in this order (a phone shows them two to a row).
 * Every other city is one link away, on /locations; each city page links its neighbours.
 */
export const footerCityNames = [
  'Mumbai',
  'Delhi',
  'Bangalore',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Lucknow',
  'Gurgaon',
  'Noida',
  'Coimbatore',
  'Kochi',
  'Chandigarh',
  'Indore',
];

/**
 * Other names a city goes by (official renamings, older spellings). Maps and visitors use them:
 * the geocoder answers "Bengaluru" for a click on Bangalore.
 */
export const cityAliases = {
  Bangalore: ['Bengaluru'],
  Mysore: ['Mysuru'],
  Mangalore: ['Mangaluru'],
  Hubli: ['Hubballi', 'Hubli-Dharwad'],
  Belgaum: ['Belagavi'],
  Shimoga: ['Shivamogga'],
  Gurgaon: ['Gurugram'],
  Trichy: ['Tiruchirappalli', 'Tiruchirapalli'],
  Puducherry: ['Pondicherry'],
  Kochi: ['Cochin'],
  Thiruvananthapuram: ['Trivandrum'],
  Vadodara: ['Baroda'],
  Varanasi: ['Banaras', 'Benares'],
  Prayagraj: ['Allahabad'],
  Visakhapatnam: ['Vizag'],
  Goa: ['Panaji', 'Panjim'],
  Mumbai: ['Bombay'],
  Chennai: ['Madras'],
  Kolkata: ['Calcutta'],
  Delhi: ['New Delhi'],
  Aurangabad: ['Chhatrapati Sambhajinagar'],
} satisfies Record<string, string[]>;

export const cities = [
  // Tamil Nadu
  { name: 'Chennai', state: 'Tamil Nadu', lat: 13.0827, lon: 80.2707 },
  { name: 'Coimbatore', state: 'Tamil Nadu', lat: 11.0168, lon: 76.9558 },
  { name: 'Madurai', state: 'Tamil Nadu', lat: 9.9252, lon: 78.1198 },
  { name: 'Trichy', state: 'Tamil Nadu', lat: 10.7905, lon: 78.7047 },
  { name: 'Salem', state: 'Tamil Nadu', lat: 11.6643, lon: 78.146 },
  { name: 'Tirunelveli', state: 'Tamil Nadu', lat: 8.7139, lon: 77.7567 },
  { name: 'Vellore', state: 'Tamil Nadu', lat: 12.9165, lon: 79.1325 },
  { name: 'Erode', state: 'Tamil Nadu', lat: 11.341, lon: 77.7172 },
  { name: 'Tiruppur', state: 'Tamil Nadu', lat: 11.1085, lon: 77.3411 },
  {
    name: 'Thanjavur',
    state: 'Tamil Nadu',
    lat: 10.787,
    lon: 79.1378,
    serviceable: false,
  },
  { name: 'Hosur', state: 'Tamil Nadu', lat: 12.7409, lon: 77.8253 },
  {
    name: 'Kanchipuram',
    state: 'Tamil Nadu',
    lat: 12.8342,
    lon: 79.7036,
    serviceable: false,
  },
  // Karnataka
  { name: 'Bangalore', state: 'Karnataka', lat: 12.9716, lon: 77.5946 },
  { name: 'Mysore', state: 'Karnataka', lat: 12.2958, lon: 76.6394 },
  { name: 'Mangalore', state: 'Karnataka', lat: 12.9141, lon: 74.856 },
  { name: 'Hubli', state: 'Karnataka', lat: 15.3647, lon: 75.124 },
  { name: 'Belgaum', state: 'Karnataka', lat: 15.8497, lon: 74.4977, serviceable: false },
  {
    name: 'Davanagere',
    state: 'Karnataka',
    lat: 14.4644,
    lon: 75.9218,
    serviceable: false,
  },
  {
    name: 'Shimoga',
    state: 'Karnataka',
    lat: 13.9299,
    lon: 75.5681,
    serviceable: false,
  },
  // Maharashtra
  { name: 'Mumbai', state: 'Maharashtra', lat: 19.076, lon: 72.8777 },
  { name: 'Navi Mumbai', state: 'Maharashtra', lat: 19.033, lon: 73.0297 },
  { name: 'Thane', state: 'Maharashtra', lat: 19.2183, lon: 72.9781 },
  { name: 'Pune', state: 'Maharashtra', lat: 18.5204, lon: 73.8567 },
  { name: 'Nagpur', state: 'Maharashtra', lat: 21.1458, lon: 79.0882 },
  { name: 'Nashik', state: 'Maharashtra', lat: 19.9975, lon: 73.7898 },
  { name: 'Aurangabad', state: 'Maharashtra', lat: 19.8762, lon: 75.3433 },
  { name: 'Solapur', state: 'Maharashtra', lat: 17.6599, lon: 75.9064 },
  { name: 'Kolhapur', state: 'Maharashtra', lat: 16.705, lon: 74.2433, serviceable: false },
  {
    name: 'Amravati',
    state: 'Maharashtra',
    lat: 20.932,
    lon: 77.7523,
    serviceable: false,
  },
  // Delhi NCR
  { name: 'Delhi', state: 'Delhi NCR', lat: 28.6139, lon: 77.209 },
  { name: 'Noida', state: 'Delhi NCR', lat: 28.5355, lon: 77.391 },
  { name: 'Greater Noida', state: 'Delhi NCR', lat: 28.4744, lon: 77.504 },
  { name: 'Gurgaon', state: 'Delhi NCR', lat: 28.4595, lon: 77.0266 },
  { name: 'Faridabad', state: 'Delhi NCR', lat: 28.4089, lon: 77.3178 },
  { name: 'Ghaziabad', state: 'Delhi NCR', lat: 28.6692, lon: 77.4538 },
  // Telangana
  { name: 'Hyderabad', state: 'Telangana', lat: 17.385, lon: 78.4867 },
  { name: 'Secunderabad', state: 'Telangana', lat: 17.4399, lon: 78.4983 },
  { name: 'Warangal', state: 'Telangana', lat: 17.9689, lon: 79.5941 },
  { name: 'Karimnagar', state: 'Telangana', lat: 18.4386, lon: 79.1288, serviceable: false },
  {
    name: 'Nizamabad',
    state: 'Telangana',
    lat: 18.6725,
    lon: 78.0941,
    serviceable: false,
  },
  // West Bengal
  { name: 'Kolkata', state: 'West Bengal', lat: 22.5726, lon: 88.3639 },
  { name: 'Howrah', state: 'West Bengal', lat: 22.5958, lon: 88.2636 },
  {
    name: 'Durgapur',
    state: 'West Bengal',
    lat: 23.5204,
    lon: 87.3119,
    serviceable: false,
  },
  {
    name: 'Asansol',
    state: 'West Bengal',
    lat: 23.6739,
    lon: 86.9524,
    serviceable: false,
  },
  { name: 'Siliguri', state: 'West Bengal', lat: 26.7271, lon: 88.3953 },
  // Gujarat
  { name: 'Ahmedabad', state: 'Gujarat', lat: 23.0225, lon: 72.5714 },
  { name: 'Surat', state: 'Gujarat', lat: 21.1702, lon: 72.8311 },
  { name: 'Vadodara', state: 'Gujarat', lat: 22.3072, lon: 73.1812 },
  { name: 'Rajkot', state: 'Gujarat', lat: 22.3039, lon: 70.8022 },
  { name: 'Gandhinagar', state: 'Gujarat', lat: 23.2156, lon: 72.6369, serviceable: false },
  { name: 'Bhavnagar', state: 'Gujarat', lat: 21.7645, lon: 72.1519, serviceable: false },
  // Madhya Pradesh
  { name: 'Bhopal', state: 'Madhya Pradesh', lat: 23.2599, lon: 77.4126 },
  { name: 'Indore', state: 'Madhya Pradesh', lat: 22.7196, lon: 75.8577 },
  { name: 'Gwalior', state: 'Madhya Pradesh', lat: 26.2183, lon: 78.1828 },
  { name: 'Jabalpur', state: 'Madhya Pradesh', lat: 23.1815, lon: 79.9864 },
  { name: 'Ujjain', state: 'Madhya Pradesh', lat: 23.1765, lon: 75.7885, serviceable: false },
  // Rajasthan
  { name: 'Jaipur', state: 'Rajasthan', lat: 26.9124, lon: 75.7873 },
  { name: 'Jodhpur', state: 'Rajasthan', lat: 26.2389, lon: 73.0243 },
  { name: 'Udaipur', state: 'Rajasthan', lat: 24.5854, lon: 73.7125 },
  { name: 'Kota', state: 'Rajasthan', lat: 25.2138, lon: 75.8648 },
  { name: 'Ajmer', state: 'Rajasthan', lat: 26.4499, lon: 74.6399 },
  {
    name: 'Bikaner',
    state: 'Rajasthan',
    lat: 28.0229,
    lon: 73.3119,
    serviceable: false,
  },
  // Uttar Pradesh
  { name: 'Lucknow', state: 'Uttar Pradesh', lat: 26.8467, lon: 80.9462 },
  { name: 'Kanpur', state: 'Uttar Pradesh', lat: 26.4499, lon: 80.3319 },
  { name: 'Agra', state: 'Uttar Pradesh', lat: 27.1767, lon: 78.0081 },
  { name: 'Mathura', state: 'Uttar Pradesh', lat: 27.4924, lon: 77.6737 },
  { name: 'Varanasi', state: 'Uttar Pradesh', lat: 25.3176, lon: 82.9739 },
  { name: 'Prayagraj', state: 'Uttar Pradesh', lat: 25.4358, lon: 81.8463 },
  { name: 'Meerut', state: 'Uttar Pradesh', lat: 28.9845, lon: 77.7064 },
  { name: 'Bareilly', state: 'Uttar Pradesh', lat: 28.367, lon: 79.4304, serviceable: false },
  { name: 'Aligarh', state: 'Uttar Pradesh', lat: 27.8974, lon: 78.088, serviceable: false },
  { name: 'Gorakhpur', state: 'Uttar Pradesh', lat: 26.7606, lon: 83.3732 },
  // Uttarakhand
  { name: 'Dehradun', state: 'Uttarakhand', lat: 30.3165, lon: 78.0322 },
  { name: 'Haridwar', state: 'Uttarakhand', lat: 29.9457, lon: 78.1642 },
  { name: 'Rishikesh', state: 'Uttarakhand', lat: 30.0869, lon: 78.2676 },
  {
    name: 'Haldwani',
    state: 'Uttarakhand',
    lat: 29.2183,
    lon: 79.513,
    serviceable: false,
  },
  {
    name: 'Roorkee',
    state: 'Uttarakhand',
    lat: 29.8543,
    lon: 77.888,
    serviceable: false,
  },
  // Andhra Pradesh
  { name: 'Visakhapatnam', state: 'Andhra Pradesh', lat: 17.6868, lon: 83.2185 },
  { name: 'Vijayawada', state: 'Andhra Pradesh', lat: 16.5062, lon: 80.648 },
  { name: 'Guntur', state: 'Andhra Pradesh', lat: 16.3067, lon: 80.4365 },
  { name: 'Tirupati', state: 'Andhra Pradesh', lat: 13.6288, lon: 79.4192 },
  { name: 'Nellore', state: 'Andhra Pradesh', lat: 14.4426, lon: 79.9865 },
  {
    name: 'Kakinada',
    state: 'Andhra Pradesh',
    lat: 16.9891,
    lon: 82.2475,
    serviceable: false,
  },
  // Odisha
  { name: 'Bhubaneswar', state: 'Odisha', lat: 20.2961, lon: 85.8245 },
  { name: 'Cuttack', state: 'Odisha', lat: 20.4625, lon: 85.883 },
  { name: 'Rourkela', state: 'Odisha', lat: 22.2604, lon: 84.8536 },
  { name: 'Puri', state: 'Odisha', lat: 19.8135, lon: 85.8312, serviceable: false },
  {
    name: 'Sambalpur',
    state: 'Odisha',
    lat: 21.4669,
    lon: 83.9812,
    serviceable: false,
  },
  // Bihar
  { name: 'Patna', state: 'Bihar', lat: 25.5941, lon: 85.1376 },
  { name: 'Gaya', state: 'Bihar', lat: 24.7914, lon: 85.0002 },
  { name: 'Muzaffarpur', state: 'Bihar', lat: 26.1209, lon: 85.3647 },
  {
    name: 'Bhagalpur',
    state: 'Bihar',
    lat: 25.2425,
    lon: 86.9842,
    serviceable: false,
  },
  // Himachal Pradesh
  { name: 'Shimla', state: 'Himachal Pradesh', lat: 31.1048, lon: 77.1734 },
  { name: 'Manali', state: 'Himachal Pradesh', lat: 32.2432, lon: 77.1892 },
  { name: 'Dharamshala', state: 'Himachal Pradesh', lat: 32.219, lon: 76.3234 },
  {
    name: 'Solan',
    state: 'Himachal Pradesh',
    lat: 30.9045,
    lon: 77.0967,
    serviceable: false,
  },
  // Other states and union territories
  { name: 'Chandigarh', state: 'Chandigarh', lat: 30.7333, lon: 76.7794 },
  { name: 'Ludhiana', state: 'Punjab', lat: 30.901, lon: 75.8573 },
  { name: 'Amritsar', state: 'Punjab', lat: 31.634, lon: 74.8723 },
  { name: 'Jammu', state: 'Jammu and Kashmir', lat: 32.7266, lon: 74.857, serviceable: false },
  { name: 'Kochi', state: 'Kerala', lat: 9.9312, lon: 76.2673 },
  { name: 'Thiruvananthapuram', state: 'Kerala', lat: 8.5241, lon: 76.9366 },
  { name: 'Goa', state: 'Goa', lat: 15.4909, lon: 73.8278 },
  { name: 'Puducherry', state: 'Puducherry', lat: 11.9416, lon: 79.8083 },
  { name: 'Guwahati', state: 'Assam', lat: 26.1445, lon: 91.7362 },
  { name: 'Ranchi', state: 'Jharkhand', lat: 23.3441, lon: 85.3096 },
  { name: 'Jamshedpur', state: 'Jharkhand', lat: 22.8046, lon: 86.2029, serviceable: false },
  { name: 'Raipur', state: 'Chhattisgarh', lat: 21.2514, lon: 81.6296 },
] satisfies CityRecord[];
