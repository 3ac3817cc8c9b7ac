/**
 * Title, description, heading and introduction of every fixed page. Titles get the brand
 * appended by the root layout's template, so keep each under about 55 characters.
 */
import { site } from './site';
export interface PageInfo {
  title: string;
  description: string;
  h1: string;
  intro: string;
  /** Short label for breadcrumbs. */
  crumb: string;
}

export const pages = {
  '/': {
    title: 'Packers and Movers in India – Safe, On-Time Shifting',
    description: `Home, office and vehicle shifting across 100+ Indian cities since ${site.foundedYear}. Free survey, written quote, GST invoice and transit insurance. Get a free quote in 2 minutes.`,
    h1: 'Packers and Movers You Can Trust, Across India',
    intro:
      'Home shifting, office relocation, car and bike transport and storage, handled by our own trained crew with a written quote and no surprises on moving day.',
    crumb: 'Home',
  },
  '/contactus': {
    title: 'Contact Us – Call, WhatsApp or Write',
    description:
      'Talk to our moving team: sales and help lines, WhatsApp, e-mail and six branch addresses with office hours. We reply to every message within one working day.',
    h1: 'Contact Our Moving Team',
    intro:
      'Call, send a WhatsApp message or write to us. Our sales team answers questions about a new move; the help line looks after moves already booked.',
    crumb: 'Contact Us',
  },
  '/form': {
    title: 'Get a Free Moving Quote',
    description:
      'Tell us where you are moving from and to, pick a date and service, and get a free, written quote on WhatsApp. No obligation, no hidden charges.',
    h1: 'Get a Free Moving Quote',
    intro:
      'Fill in your move in under two minutes. We send your request to our team on WhatsApp and reply with a written quote after a free survey.',
    crumb: 'Free Quote',
  },
  '/mainbranches': {
    title: 'Our Main Branches and Office Addresses',
    description:
      'Addresses, phone numbers and opening hours of our head office in Chennai and our main branches in Bangalore, Coimbatore, Hyderabad, Delhi NCR and Agra.',
    h1: 'Our Main Branches',
    intro: `Walk in, call or write to the branch nearest you. Every branch is run by our own staff, not by agents, and keeps the same hours: {hours}.`,
    crumb: 'Main Branches',
  },
  '/whychoose': {
    title: 'Why Choose Us – Our Credentials and Promise',
    description:
      'Why families and companies move with us: trained crew, written quotes, GST invoices, transit insurance, tracked vehicles and a move manager from survey to setup.',
    h1: 'Why Choose Us',
    intro:
      'A move is a few hundred of your most precious things in somebody else’s hands. Here is what we do to deserve that trust, and how you can check it.',
    crumb: 'Why Choose Us',
  },
  '/about': {
    title: `About Us – Movers Since ${site.foundedYear}`,
    description: `Who we are: a Chennai-born relocation company moving homes, offices and vehicles across India since ${site.foundedYear}, with our own crew, vehicles and branches.`,
    h1: 'About Us',
    intro: `We started in Chennai in ${site.foundedYear} with one truck and a promise: quote honestly, pack properly and arrive when we said we would. We still keep it, in over 100 cities.`,
    crumb: 'About Us',
  },
  '/menu': {
    title: 'Menu – All Pages',
    description:
      'Every page of the site in one place: services, locations, branches, reviews, gallery, blogs, partner enquiry and contact details.',
    h1: 'Menu',
    intro: 'Find any page quickly, or request a free quote straight away.',
    crumb: 'Menu',
  },
  '/ourservices': {
    title: 'Our Services – Home, Office, Vehicle & Storage',
    description:
      'Household shifting, office relocation, car and bike transport, packing, warehouse storage and intercity moves, each with a written quote and insurance.',
    h1: 'Our Moving Services',
    intro:
      'Whatever you are moving, near or far, there is a service built for it. Pick one to see what is included, or ask for a quote that combines several.',
    crumb: 'Services',
  },
  '/workprocess': {
    title: 'Our Work Process – Six Steps to Your New Home',
    description:
      'How a move with us works, step by step: inquiry and quote, scheduling, packing and loading, transport, unloading and unpacking, and support after the move.',
    h1: 'Our Work Process',
    intro:
      'Six clear steps, the same for a one-room flat or a four-floor office, so you always know what happens next and who is responsible.',
    crumb: 'Work Process',
  },
  '/locations': {
    title: 'Service Locations – Cities We Serve in India',
    description:
      'Find our service cities on the map, state by state, and get a quote from your city. Over 100 cities across 20 states and union territories.',
    h1: 'Our Service Locations',
    intro:
      'Choose your state to see the cities we serve there. Pick a city from the list or the map to start a free quote from it.',
    crumb: 'Locations',
  },
  '/branch': {
    title: 'Branches We Serve – States and Districts',
    description:
      'The states and districts our branches cover, from Tamil Nadu to Himachal Pradesh. Choose your district to start a free moving quote from it.',
    h1: 'Branches We Serve',
    intro:
      'Our branches and partner offices cover these states. Choose a state to see its districts, then pick yours to get a quote.',
    crumb: 'Branches',
  },
  '/household': {
    title: 'Household Shifting – Home Packers and Movers',
    description:
      'Home shifting for 1 RK to 4 BHK and villas: survey, quality packing, careful loading, tracked transport, unpacking and insurance. Local and intercity.',
    h1: 'Household Shifting',
    intro:
      'From a bachelor’s 1 RK to a family villa, we pack every room with the right material, move it in a closed vehicle and set it up again in your new home.',
    crumb: 'Household Shifting',
  },
  '/office': {
    title: 'Office Relocation – Corporate Shifting Services',
    description:
      'Office and corporate relocation with minimal downtime: IT and server packing, labelled crates, furniture dismantling, weekend moves and a single point of contact.',
    h1: 'Office Relocation',
    intro:
      'We move offices over a weekend or overnight, with every desk, file and server labelled, so your team walks into a working office on Monday.',
    crumb: 'Office Relocation',
  },
  '/vehicle': {
    title: 'Car and Bike Transport – Vehicle Shifting',
    description:
      'Car transport in open or enclosed carriers and bike shifting in wooden crates, door to door across India, with inspection reports and transit insurance.',
    h1: 'Car and Bike Transportation',
    intro:
      'Your car travels on a dedicated carrier and your bike in a crate, with a photo inspection at pickup and delivery and insurance for the whole journey.',
    crumb: 'Vehicle Transport',
  },
  '/warehouse': {
    title: 'Warehouse Storage – Safe Household Storage',
    description:
      'Short and long-term storage for household goods, office records and vehicles: guarded, CCTV-monitored, pest-controlled warehouses billed by the month.',
    h1: 'Warehouse and Storage',
    intro:
      'Between homes, renovating or posted abroad? Store your goods with us, packed and listed, in a clean and guarded warehouse, for as long as you need.',
    crumb: 'Warehouse Storage',
  },
  '/becameoneofus': {
    title: 'Become a Branch Partner – Franchise Enquiry',
    description:
      'Run a packers and movers business in your city with our brand, training, leads and support. Send a franchise or branch partner enquiry today.',
    h1: 'Become Our Branch Partner',
    intro:
      'Already in logistics, or ready to start? Partner with us to run a branch in your city with our brand, training, booking system and steady leads.',
    crumb: 'Become a Partner',
  },
  '/beaware': {
    title: 'Beware of Fake Packers and Movers',
    description:
      'How to spot fake movers who copy real company names and numbers: five checks before you pay anyone, and how to verify our official contacts.',
    h1: 'Beware of Online Frauds',
    intro:
      'Fake movers copy the names, logos and reviews of real companies, take an advance and disappear, or hold your goods for ransom. Five checks keep you safe.',
    crumb: 'Beware of Frauds',
  },
  '/review': {
    title: 'Customer Reviews and Testimonials',
    description: `What customers say about moving with us: reviews of home shifting, office relocation and vehicle transport, rated ${site.rating.value} out of 5 by ${site.rating.count} customers.`,
    h1: 'Customer Reviews',
    intro:
      'Read what families and companies say after moving with us, the good and the could-be-better, in their own words.',
    crumb: 'Reviews',
  },
  '/gallery': {
    title: 'Gallery – Our Crew at Work',
    description:
      'Pictures of our crew packing homes, moving offices, loading car carriers and running our warehouses, so you know what to expect on moving day.',
    h1: 'Our Work in Pictures',
    intro:
      'See how we pack, load and store: household, office, vehicle and warehouse work, the way it is done on every move.',
    crumb: 'Gallery',
  },
  '/terms-and-conditions': {
    title: 'Terms and Conditions of Service',
    description:
      'The terms that apply to our quotations, packing, transport, storage, insurance, cancellation and payment, under the laws of India.',
    h1: 'Terms and Conditions',
    intro:
      'These terms apply when you use this website or book a move with us. Please read them before you confirm a booking.',
    crumb: 'Terms & Conditions',
  },
  '/packagematerial': {
    title: 'Packing Materials We Use',
    description:
      'The packing materials we use and why: five-ply cartons, bubble wrap, stretch film, moving blankets, thermocol, tape, sutli, rope, paper and corrugated sheets.',
    h1: 'Packing Materials',
    intro:
      'Good packing is most of a safe move. These are the materials our crew brings to your home, and what each one protects.',
    crumb: 'Packing Materials',
  },
  '/blog': {
    title: 'Moving Tips and Guides – Blog',
    description:
      'Practical guides for moving home in India: packing checklists, moving costs, transferring your car between states, and avoiding fake movers.',
    h1: 'Moving Tips and Guides',
    intro:
      'Plain, practical advice from our crew and move managers, to help you plan, pack and budget for your move.',
    crumb: 'Blog',
  },
  '/packers-and-movers-charges': {
    title: 'Packers and Movers Charges – 2026 Rate Card',
    description:
      'Our published rates for home shifting by home size and distance, vehicle transport, office moves and every extra charge, with GST, so you can check any quotation.',
    h1: 'Packers and Movers Charges',
    intro:
      'Prices that rise on moving day are the biggest fear of anyone moving in India. So we publish our rates: check any quotation, ours or anyone else’s, against this page.',
    crumb: 'Charges',
  },
  '/privacy-policy': {
    title: 'Privacy Policy – How We Use Your Data',
    description:
      'What personal data our forms collect, why, who receives it, how long we keep it and your rights under the Digital Personal Data Protection Act, 2023.',
    h1: 'Privacy Policy',
    intro:
      'We collect only what we need to answer your enquiry. This notice explains what that is, who sees it and how to have it corrected or erased.',
    crumb: 'Privacy Policy',
  },
  // Shown by the service worker, for a page not yet saved on the phone, when there is no
  // connection (noindex; the rest of its words are in offline-text.ts).
  '/offline': {
    title: 'You Are Offline',
    description:
      'This page needs an internet connection. The quote form works without one, and you can call us at any time.',
    h1: 'You Are Offline',
    intro:
      'This page is not saved on your phone yet, so it needs a connection. Pages you have opened before still open, and so does the quote form.',
    crumb: 'Offline',
  },
  '/scope': {
    title: 'Your Written Scope',
    description:
      'What moves and the price of your move in writing, as you gave them on our quote form.',
    h1: 'Your Written Scope',
    intro:
      'Your move as you gave it on our quote form: what moves (your own item list, or the size of your home or office, or the vehicle) and the price it comes to. The price holds as long as this scope does.',
    crumb: 'Written scope',
  },
} satisfies Record<string, PageInfo>;

export type PagePath = keyof typeof pages;
