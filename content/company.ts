/**
 * Company texts: About, Why Choose Us, the fraud-awareness article, the partner page, the
 * detailed work process and the main-branches introduction. Facts come from content/site.ts.
 */
import type { Slide, TitledText } from './types';
import { branches, headOffice, site, yearsOfService } from './site';
import { proofs } from './proofs';

/** About: Who We Are (three paragraphs). */
export const whoWeAre = [
  `${site.legalName} was founded in ${headOffice.city} in ${site.foundedYear} by a small team who had seen too many moves go wrong: quotes that doubled on moving day, cartons that arrived crushed, and phones that stopped being answered once the truck had left. We set out to run a moving company the way we would want our own families’ moves handled.`,
  `Today we shift homes, offices, cars and two-wheelers to and from 100+ cities, from our head office in ${headOffice.city} and our branches in Bangalore, Coimbatore, Hyderabad, Delhi NCR (Faridabad) and Agra. Most of our work is still what we began with: a family moving a 1, 2 or 3 BHK home to a new city for a new job, a new school or to be closer to parents.`,
  'Our packers, drivers and move managers are our own staff, trained in packing, loading and looking after customers. We are ISO 9001:2015 certified, GST registered and approved by the Indian Banks’ Association for relocating bank employees. We are glad to show you any certificate before you book, and every move comes with a written quote and a GST invoice.',
] satisfies string[];

/** About and Why Choose Us: core values (exactly four). */
export const coreValues = [
  {
    title: 'Customer Satisfaction',
    description:
      'A move is done when you are settled, not when the truck is empty. We listen to how you want things packed and placed, and we stay on call after delivery.',
    icon: '/art/icon-handshake.svg',
  },
  {
    title: 'Integrity and Trust',
    description:
      'We quote in writing, charge what we quoted and tell you early if something changes. Your belongings and your personal details are treated as if they were our own.',
    icon: '/art/icon-shield.svg',
  },
  {
    title: 'Excellence',
    description:
      'Good moves come from getting small things right: the right carton, the right wrap, the right label. We train for them and check them on every move.',
    icon: '/art/icon-star.svg',
  },
  {
    title: 'Teamwork and Care',
    description:
      'Surveyors, packers, drivers and move managers work as one team and hand over to each other carefully, so nothing and nobody falls between the gaps.',
    icon: '/art/icon-team.svg',
  },
] satisfies TitledText[];

/** About: the five-slide carousel. */
export const aboutSlides = [
  {
    id: 'beginnings',
    image: '/art/hero-home-shifting.svg',
    alt: 'A moving truck outside a family home with cartons and a sofa being carried in',
    title: `Moving Families Since ${site.foundedYear}`,
    subtitle: `Started in ${headOffice.city}`,
    description:
      'We began with household shifting in Chennai, and homes are still the heart of our work: packed room by room, moved with care, set up again on arrival.',
  },
  {
    id: 'offices',
    image: '/art/hero-office.svg',
    alt: 'Office desks and computers being packed into labelled crates',
    title: 'Offices, Shops and Factories',
    subtitle: 'Corporate relocation',
    description:
      'From small clinics to several floors of a corporate office, we move workplaces to a written plan, often over a weekend.',
  },
  {
    id: 'vehicles',
    image: '/art/hero-vehicle.svg',
    alt: 'A car carrier truck transporting a car and a strapped two-wheeler',
    title: 'Cars and Bikes on Dedicated Carriers',
    subtitle: 'Vehicle transport',
    description:
      'Open and enclosed car carriers and crated two-wheelers, with a signed inspection report at both ends of the journey.',
  },
  {
    id: 'packing',
    image: '/art/hero-packing.svg',
    alt: 'A packer sealing a carton beside rolls of bubble wrap and tape',
    title: 'Safety Starts With Packing',
    subtitle: 'Trained packers, proper material',
    description:
      'Our crew learns how to pack a TV, a glass top, a pooja shelf and a server rack before they pack yours.',
  },
  {
    id: 'network',
    image: '/art/hero-warehouse.svg',
    alt: 'Warehouse racks of cartons with a forklift',
    title: `${branches.length} Offices, 100+ Cities`,
    subtitle: 'Storage and a network across India',
    description:
      'Branches in Chennai, Bangalore, Coimbatore, Hyderabad, Delhi NCR and Agra, warehouses for storage between homes, and moves to and from over 100 cities.',
  },
] satisfies Slide[];

/** Why Choose Us: benefit paragraphs. */
export const whyChooseBenefits = [
  {
    title: 'A price you can hold us to',
    description:
      'We survey your goods, at home or by video call, before we quote, and the quote is written and itemised with GST shown separately. The amount on it is the amount you pay unless you add items, and if you do, we tell you the difference before packing them.',
  },
  {
    title: 'People who know how to pack',
    description:
      'Our packers are our own employees, trained to pack glassware, electronics, furniture and appliances with the right material. They work under a supervisor who checks the packing and the loading before the truck leaves.',
  },
  {
    title: 'Someone to call at every stage',
    description:
      'A move manager looks after your move from the survey to the last carton unpacked. You have one name and one number for every question, and the driver’s number once your goods are on the road.',
  },
  {
    title: 'Proof, not promises',
    description:
      'You get a numbered inventory of your goods, a GST invoice and, for vehicles, a signed inspection report with photos. If something is damaged, these papers and the optional transit insurance make a claim simple to settle.',
  },
] satisfies TitledText[];

/** Why Choose Us: six highlighted credentials (wording follows the claims in site.ts). */
export const credentials = [
  {
    title: 'ISO 9001:2015 Certified',
    description:
      'Our packing, handling and customer-care processes follow a certified quality system.',
    icon: '/art/badge-iso.svg',
  },
  {
    title: 'Registered Trademark',
    description:
      'Our name and logo are a registered trademark, so nobody can legally trade on them.',
    icon: '/art/badge-trademark.svg',
  },
  {
    title: 'IBA Approved',
    description: 'Approved by the Indian Banks’ Association for the relocation of bank employees.',
    icon: '/art/icon-handshake.svg',
  },
  {
    title: 'GST Registered',
    description: 'Every invoice carries our GSTIN, so you can claim and verify what you pay.',
    icon: '/art/icon-rupee.svg',
  },
  {
    title: 'Our Own Trained Crew',
    description:
      'Packers, drivers and supervisors are our own staff, trained in packing, loading and customer care, not labour hired for the day.',
    icon: '/art/icon-team.svg',
  },
  {
    title: 'Transit Insurance',
    description:
      'Optional transit insurance on the declared value of your goods or vehicle, with our help if you ever need to claim.',
    icon: '/art/icon-insurance.svg',
  },
] satisfies TitledText[];

/** Why Choose Us: the four-step how-it-works list. */
export const howItWorks = [
  {
    title: 'Share your move details',
    description:
      'Tell us where you are moving from and to, the date and the size of your home, on the quote form, by phone or on WhatsApp.',
    icon: '/art/icon-inquiry.svg',
  },
  {
    title: 'Free survey and written quote',
    description:
      'We see your goods at home or over a video call and send a written, itemised quote with GST shown. No charge, no obligation.',
    icon: '/art/icon-calendar.svg',
  },
  {
    title: 'Packing and move day',
    description:
      'On the agreed day our crew packs, labels and lists everything, loads the vehicle and shares the driver’s number with you.',
    icon: '/art/icon-packing.svg',
  },
  {
    title: 'Delivery and setup',
    description:
      'We deliver, count the cartons with you, unpack, refit the furniture and take the packing waste away.',
    icon: '/art/icon-unpacking.svg',
  },
] satisfies TitledText[];

/** Home page certifications section (exactly four). */
export const certifications = [
  {
    title: 'ISO 9001:2015',
    description: 'Certified quality system for packing, handling and customer care.',
    icon: '/art/badge-iso.svg',
  },
  {
    title: `Rated ${site.rating.value}★ on ${site.rating.source}`,
    description: `Rated ${site.rating.value} out of 5 by ${site.rating.count} customers on ${site.rating.source}.`,
    icon: '/art/badge-rating.svg',
    proofUrl: proofs.ratingListing,
  },
  {
    title: 'Registered Trademark',
    description: 'Our name and logo are registered, so nobody can legally trade on them.',
    icon: '/art/badge-trademark.svg',
  },
  {
    title: `${yearsOfService()}+ Years of Trust`,
    description: `Moving families and businesses across India since ${site.foundedYear}.`,
    icon: '/art/badge-years.svg',
  },
] satisfies TitledText[];

/** /beaware: five tips, shown numbered in this order (the numbers come from the list markup). */
export const fraudTips = [
  {
    title: 'Verify legal documents',
    description:
      'Ask the mover for its GST registration certificate, certificate of incorporation, shops and establishments licence and PAN card, and check them yourself. Enter the GSTIN in “Search Taxpayer” on the GST portal (services.gst.gov.in) and confirm that the legal name and address match the company you are dealing with; a private limited company can also be looked up by name on the Ministry of Corporate Affairs website. A genuine mover shares these papers without hesitation. If you get only a blurred photo, or are told “the owner will send it later”, treat that as a warning.',
    icon: '/art/icon-shield.svg',
  },
  {
    title: 'Visit the registered office',
    description:
      'Fake movers usually have no office, only a mobile number and an attractive website. Note the address on the GST certificate and visit it, or at least look it up on a map and call the landline listed there. A real branch has a signboard, staff who can talk you through past bookings and, often, vehicles or a godown nearby. Be careful if the “office” turns out to be a residential flat, a shared desk or an address that changes each time you ask.',
    icon: '/art/icon-location.svg',
  },
  {
    title: 'Visit the official website',
    description: `Scammers build look-alike websites that copy a real company’s name, logo and photos and change one letter or the ending, such as an extra hyphen or “.co” in place of “.com”. Type the address yourself instead of opening a sponsored search result, and check that it matches the domain printed on the company’s invoices and visiting cards exactly; ours is {domain}. Call only the numbers shown on the official website, because a number from an ad, a classifieds listing or a forwarded WhatsApp message may belong to someone else.`,
    icon: '/art/icon-inquiry.svg',
  },
  {
    title: 'Check client reviews',
    description:
      'Read reviews on Google Maps and on independent review sites, and sort them by newest as well as most relevant. Be wary of a sudden burst of five-star reviews within a few days, reviewers with only one review to their name, or praise that never mentions a city, a date or any detail of the move. Genuine companies also have some three- and four-star reviews, with replies that try to solve the problem. How a mover answers complaints tells you more than its star count.',
    icon: '/art/icon-star.svg',
  },
  {
    title: 'Get clear quotes',
    description:
      'Insist on a written, itemised quotation after a survey of your goods, showing packing, transport, loading, unloading, insurance and GST on separate lines. A quote far below everyone else’s is often a trap: the goods are loaded and then held until you pay two or three times the amount. Never pay a large advance, never pay cash without a receipt, and never pay to a personal UPI ID or a bank account in an individual’s name. Payment should go only to an account in the company’s registered name, against a GST invoice.',
    icon: '/art/icon-rupee.svg',
  },
] satisfies TitledText[];

/** Shown on the quote form, the fraud article and the contact page. */
export const fraudWarning =
  `We never ask for an advance payment to a personal bank account or a personal UPI ID. If anyone using our name asks you for one, do not pay: call our official number ${site.phones.sales} to check first.` satisfies string;

/** /becameoneofus: the partner page text around the form. */
export interface PartnerContent {
  intro: string[];
  benefits: TitledText[];
  whoCanApply: string[];
}

export const partner = {
  intro: [
    `Since ${site.foundedYear} we have grown from one city to customers in 100+ cities, and many of our enquiries now come from towns where we have no office of our own. We are looking for honest, hard-working partners who want to run a moving business in their city under our name.`,
    'You run the branch day to day: surveys, packing, loading and local customers. We bring the brand, the training, the booking system and a steady flow of enquiries from your area, and we stand behind every move with the same written quotes and standards our customers expect.',
  ],
  benefits: [
    {
      title: 'An established brand',
      description: `Trade under a registered trademark rated ${site.rating.value} out of 5 by ${site.rating.count} customers, instead of building a name from nothing.`,
      icon: '/art/icon-star.svg',
    },
    {
      title: 'Training for your crew',
      description:
        'Hands-on training in packing, loading, vehicle transport and customer care for you and your team, with refreshers when new staff join.',
      icon: '/art/icon-team.svg',
    },
    {
      title: 'Leads from your area',
      description:
        'Quote requests from your city and the towns around it are passed to you, along with intercity moves coming into your area from our other branches.',
      icon: '/art/icon-inquiry.svg',
    },
    {
      title: 'Booking and quoting software',
      description:
        'Use our system for surveys, written quotes, inventory lists, GST invoices and move tracking, so every customer gets the same paperwork.',
      icon: '/art/icon-calendar.svg',
    },
    {
      title: 'Insurance tie-ups',
      description:
        'Offer your customers transit insurance through our tie-ups with insurers, with our team helping on claims.',
      icon: '/art/icon-insurance.svg',
    },
    {
      title: 'Marketing support',
      description:
        'A page for your city on our website, listings, printed material and social-media support to make your branch known locally.',
      icon: '/art/icon-handshake.svg',
    },
  ],
  whoCanApply: [
    'Existing packers and movers, transporters or logistics businesses who want to grow under a known brand',
    'Entrepreneurs with experience in customer service or field operations who are ready to run a local team',
    'Applicants who can arrange a small office and storage space in their city',
    'Businesses with a valid GST registration, or ready to obtain one before starting',
    'People who share our rule: a written quote, and the quoted price on moving day',
  ],
} satisfies PartnerContent;

/** /workprocess: the six steps in detail; titles match content/process.ts. */
export interface WorkProcessDetail {
  title: string;
  whatWeDo: string;
  whatYouDo: string;
  typicalTime: string;
}

export const workProcessDetails = [
  {
    title: 'Inquiry & Quote',
    whatWeDo:
      'We call you back, understand the move and survey your goods at home or over a video call. Then we send a written, itemised quote with packing, transport, loading, unloading, insurance and GST on separate lines.',
    whatYouDo:
      'Share the pickup and drop addresses, floors and lift access, your preferred date and anything special, such as a piano, a large aquarium or a car. Show us every room, including the loft and the balcony, so nothing is missed.',
    typicalTime: 'Survey within 1 to 2 days of your enquiry; quote the same day as the survey',
  },
  {
    title: 'Schedule & Plan',
    whatWeDo:
      'We fix the date and time, assign a move manager, and plan the crew, vehicle and packing material. For offices and apartment complexes we coordinate lift bookings and gate passes.',
    whatYouDo:
      'Confirm the booking, inform your society or building of the move date, and start setting aside documents, jewellery, cash and medicines that will travel with you.',
    typicalTime: 'Best done 1 to 3 weeks before moving day',
  },
  {
    title: 'Packing & Loading',
    whatWeDo:
      'Our crew packs each item in the right material, labels and numbers every carton, dismantles furniture and loads the vehicle with heavy items first and fragile cartons secured on top.',
    whatYouDo:
      'Empty the fridge and defrost it the day before, keep your valuables and essentials bag aside, and check the inventory list before you sign it.',
    typicalTime: 'About half a day for a 1 BHK, one full day for a 2 or 3 BHK',
  },
  {
    title: 'Transport',
    whatWeDo:
      'Your goods travel in a closed, GPS-tracked vehicle. We share the driver’s number and send updates until the vehicle reaches your new address.',
    whatYouDo:
      'Travel to the new home, collect the keys, and tell us if the delivery address, timing or access changes.',
    typicalTime:
      'Same day within a city; about 2 to 3 days for 300 to 600 km; 6 to 9 days for 2,000 km or more',
  },
  {
    title: 'Unloading & Unpacking',
    whatWeDo:
      'We unload, count the cartons against the inventory with you, unpack, refit beds and wardrobes, place furniture where you want it and take the packing waste away.',
    whatYouDo:
      'Be present or send someone you trust, tell us where each room’s cartons go, and note anything damaged on the delivery receipt.',
    typicalTime: 'Half a day to one full day, depending on home size',
  },
  {
    title: 'Post-Move Support',
    whatWeDo:
      'Your move manager stays on call for questions, sends back a carpenter or technician if something needs fixing, and helps you file any insurance claim.',
    whatYouDo:
      'Report any damage or missing item with photos within 7 days of delivery, and tell us how we did in a review.',
    typicalTime: 'Claims within 7 days of delivery; questions any time',
  },
] satisfies WorkProcessDetail[];

/** /mainbranches: two short paragraphs above the branch list. */
export const mainBranchesIntro = [
  `Our head office in ${headOffice.city} looks after bookings, billing and insurance claims for the whole country. Each branch has its own surveyors, packers and move managers who know the local roads, buildings and society rules.`,
  'For a move between two cities, the branches at both ends work together: one packs and loads, the other receives and unpacks. Where we have no branch, the nearest one sends a crew, under the same quote and the same standards.',
] satisfies string[];
