/**
 * Service cards (/ourservices and the home page grid), the three service pages (/household,
 * /office, /vehicle) and the warehouse page. Business facts (phones, year, rating) live in
 * content/site.ts; nothing here repeats them.
 */
import type { Art, ServiceCard, ServiceDetail, TitledText } from './types';

const householdArt: Art = {
  src: '/art/service-household.svg',
  alt: 'Two movers carrying a sofa and labelled cartons up a ramp into a moving truck',
};

const officeArt: Art = {
  src: '/art/service-office.svg',
  alt: 'Office desks, monitors and a computer tower being packed into numbered crates',
};

const vehicleArt: Art = {
  src: '/art/service-vehicle.svg',
  alt: 'A car strapped onto the deck of a car-carrier truck',
};

const packingArt: Art = {
  src: '/art/service-packing.svg',
  alt: 'A packing table with a carton being sealed, a roll of bubble wrap and packing tape',
};

const warehouseArt: Art = {
  src: '/art/service-warehouse.svg',
  alt: 'Tall warehouse racks stacked with labelled cartons on pallets',
};

const intercityArt: Art = {
  src: '/art/service-intercity.svg',
  alt: 'A closed moving truck on a highway with a road sign pointing to another city',
};

/** The six cards of /ourservices (docs/product.md#services), in this order. */
export const serviceCards = [
  {
    title: 'Home Shifting',
    description:
      'Complete household shifting for everything from a 1 RK flat to a 4 BHK villa, within your city or to another state. We survey your home, pack each room with the right material, move it in a closed vehicle and unpack at your new address.',
    bulletPoints: [
      'Free survey at home or by video call, then a written, itemised quote',
      'Room-by-room packing with every carton labelled and listed',
      'Dismantling and refitting of beds, wardrobes and modular furniture',
      'Closed, GPS-tracked vehicles and optional transit insurance',
      'Unpacking, furniture placement and packing waste taken away',
    ],
    keywords: [
      'home shifting',
      'household shifting services',
      'packers and movers for home',
      '2 BHK shifting',
    ],
    path: '/household',
    callToAction: 'Plan My Home Shift',
    image: householdArt,
  },
  {
    title: 'Office Relocation',
    description:
      'Office, shop and corporate moves planned around your working hours, not ours. Every desk, computer and file box is numbered against the new floor plan, so your team finds its workstations ready on the first working day.',
    bulletPoints: [
      'Site visit of both premises and a written move plan with timings',
      'Anti-static packing for computers, servers and networking equipment',
      'Files and records in sealed, numbered crates',
      'Weekend, holiday and overnight moves to save working days',
      'One move manager as your single point of contact',
    ],
    keywords: [
      'office relocation',
      'corporate shifting',
      'office shifting services',
      'IT equipment moving',
    ],
    path: '/office',
    callToAction: 'Plan My Office Move',
    image: officeArt,
  },
  {
    title: 'Vehicle Transportation',
    description:
      'Door-to-door transport of cars and two-wheelers between cities, on open or enclosed car carriers and in wooden crates for bikes. We record your vehicle’s condition with photos at pickup and check it against the same report with you at delivery.',
    bulletPoints: [
      'Open carriers for everyday cars, enclosed carriers for premium and vintage cars',
      'Two-wheelers packed in wooden crates or fixed on bike racks',
      'Inspection report with photos, signed at pickup and at delivery',
      'Guidance on RC, insurance and NOC papers for interstate moves',
      'Transit insurance on the declared value of the vehicle',
    ],
    keywords: ['car transport', 'bike shifting', 'car carrier service', 'vehicle shifting'],
    path: '/vehicle',
    callToAction: 'Get My Vehicle Transport Quote',
    image: vehicleArt,
  },
  {
    title: 'Packing Services',
    description:
      'Packing only, unpacking only, or both: for families moving on their own, or anyone who wants fragile things packed properly. Our packers bring five-ply cartons, bubble wrap, stretch film and moving blankets and pack each item the way it needs.',
    bulletPoints: [
      'Fragile packing for glassware, crockery, idols, artwork and mirrors',
      'TVs, fridges and washing machines packed with foam and corner guards',
      'Custom wooden crates for marble tops, chandeliers and machinery',
      'Every carton labelled with the room and its contents',
      'Unpacking and removal of all packing material afterwards',
    ],
    keywords: [
      'packing services',
      'professional packers',
      'fragile item packing',
      'unpacking service',
    ],
    path: '/ourservices',
    callToAction: 'Explore Packing Services',
    image: packingArt,
  },
  {
    title: 'Warehouse Storage',
    description:
      'Storage for a few weeks between homes or for years while you are posted abroad. Your goods are listed, packed and kept on racks in a guarded, CCTV-monitored warehouse until you ask us to deliver them.',
    bulletPoints: [
      'Short and long-term storage, billed by the month',
      'Itemised inventory with photos handed to you at check-in',
      'CCTV cameras, security guards and regular pest control',
      'Pickup from your home and delivery to any city we serve',
    ],
    keywords: [
      'warehouse storage',
      'household goods storage',
      'storage services',
      'office records storage',
    ],
    path: '/warehouse',
    callToAction: 'Get a Storage Quote',
    image: warehouseArt,
  },
  {
    title: 'Intercity & Outstation Moving',
    description:
      'Moves between cities and states, such as Chennai to Bangalore or Delhi NCR to Hyderabad, in a dedicated truck or a shared part-load for smaller homes. The transit days are agreed in writing, and you get the driver’s number once your goods are on the road.',
    bulletPoints: [
      'Dedicated full truck, or an economical shared part-load for 1 RK and 1 BHK homes',
      'Transit time agreed in writing before the move',
      'Driver’s number and progress updates on WhatsApp',
      'Packing list and transit documents prepared by us',
      'Optional transit insurance on the declared value of your goods',
    ],
    keywords: [
      'intercity shifting',
      'outstation movers',
      'interstate relocation',
      'long distance moving',
    ],
    path: '/household',
    callToAction: 'Plan My Intercity Move',
    image: intercityArt,
  },
] satisfies ServiceCard[];

/** The six cards of the home page services grid (docs/product.md#home-page), in link order. */
export const homeServices = [
  {
    title: 'Home Shifting',
    description:
      'Room-by-room packing, careful loading and unpacking at your new home, for any size of house.',
    bulletPoints: [
      'Free survey and written quote',
      'Labelled cartons and inventory list',
      'Furniture dismantled and refitted',
    ],
    keywords: ['home shifting', 'household shifting', 'house movers'],
    path: '/household',
    callToAction: 'Plan My Home Shift',
    image: householdArt,
  },
  {
    title: 'Office Relocation',
    description:
      'Weekend and overnight office moves with IT-safe packing, so work carries on with the least disruption.',
    bulletPoints: [
      'Move plan agreed with your team',
      'Anti-static packing for IT equipment',
      'Desks numbered to the new floor plan',
    ],
    keywords: ['office relocation', 'office shifting', 'commercial movers'],
    path: '/office',
    callToAction: 'Plan My Office Move',
    image: officeArt,
  },
  {
    title: 'Car & Bike Transport',
    description:
      'Cars on open or enclosed carriers and bikes in wooden crates, door to door between cities.',
    bulletPoints: [
      'Photo inspection at pickup and delivery',
      'Open and enclosed car carriers',
      'Transit insurance on declared value',
    ],
    keywords: ['car transport', 'bike transport', 'vehicle shifting'],
    path: '/vehicle',
    callToAction: 'Move My Vehicle',
    image: vehicleArt,
  },
  {
    title: 'Local Shifting',
    description:
      'Moving across town? Most local 1 and 2 BHK moves are packed, shifted and delivered on the same day.',
    bulletPoints: [
      'Same-day packing and delivery',
      'Crew handles stairs without a lift',
      'Beds and wardrobes refitted on arrival',
    ],
    keywords: ['local shifting', 'local packers and movers', 'within city shifting'],
    path: '/household',
    callToAction: 'Plan My Local Move',
    image: {
      src: '/art/hero-home-shifting.svg',
      alt: 'A moving truck outside a family home with cartons and a sofa being carried in',
    },
  },
  {
    title: 'Corporate & Factory Relocation',
    description:
      'Corporate offices, labs, showrooms and small factories moved to a written plan, with machinery crated and handled by trained staff.',
    bulletPoints: [
      'Machinery and heavy equipment crated',
      'Phased moves to keep production running',
      'GST invoice for your accounts team',
    ],
    keywords: ['corporate relocation', 'factory shifting', 'industrial movers'],
    path: '/office',
    callToAction: 'Plan a Corporate Move',
    image: {
      src: '/art/hero-office.svg',
      alt: 'Office desks and computers being packed into labelled crates',
    },
  },
  {
    title: 'Warehouse Storage',
    description:
      'Safe, monthly-billed storage for household goods, office records and vehicles, in a guarded warehouse.',
    bulletPoints: [
      'CCTV-monitored and pest-controlled',
      'Itemised inventory with photos',
      'Delivery to any city we serve',
    ],
    keywords: ['storage', 'warehouse', 'household storage'],
    path: '/warehouse',
    callToAction: 'Request Storage Quote',
    image: warehouseArt,
  },
] satisfies ServiceCard[];

/** The three service pages (docs/product.md#services). */
export const serviceDetails = [
  {
    path: '/household',
    overview: [
      'A home is rarely just furniture and cartons. It is the pressure cooker you will need on the first evening, the school uniforms for Monday, your grandmother’s brass lamp and the TV the children will ask about before anything else. We plan your household shifting around these things, not only around the truck.',
      'Every move starts with a free survey, at home or over a video call, so the quote is based on what you actually own. You get a written, itemised quote with packing, transport, loading, unloading and GST shown separately, and that is the price you pay unless the list of goods changes.',
      'On moving day a supervisor-led team packs room by room, labels every carton with the room and its contents, dismantles beds and wardrobes and loads the vehicle with heavy items first. At the new home the same care runs in reverse: we unload, unpack, refit the furniture and take the packing waste away with us.',
    ],
    bulletsTitle: 'What Your Household Shifting Includes',
    bullets: [
      'Free pre-move survey and a written, itemised quotation',
      'Packing with five-ply cartons, bubble wrap, stretch film and moving blankets',
      'Special packing for TVs, fridges, washing machines, glassware and pooja items',
      'Dismantling and reassembly of beds, wardrobes, dining tables and modular units',
      'Loading and unloading by our own crew, including buildings without a lift',
      'Closed, GPS-tracked vehicles for local and intercity moves',
      'Unpacking, furniture placement and removal of packing waste',
      'Optional transit insurance on the declared value of your goods',
    ],
    gallery: [
      {
        src: '/art/gallery-household-1.svg',
        alt: 'A packer wrapping a flat-screen TV in bubble wrap before placing it in a padded carton',
        caption: 'TVs are wrapped in bubble wrap and packed upright with corner guards.',
      },
      {
        src: '/art/gallery-household-2.svg',
        alt: 'Kitchen counter with plates, steel vessels and glasses being packed into labelled cartons',
        caption: 'Kitchen items go into small cartons, plates on edge, each box marked “Kitchen”.',
      },
      {
        src: '/art/gallery-household-3.svg',
        alt: 'Two movers wheeling a stretch-wrapped refrigerator up a ramp into a truck',
        caption: 'The fridge is defrosted, wrapped and kept upright all the way.',
      },
      {
        src: '/art/gallery-household-4.svg',
        alt: 'A crew member unscrewing a wooden bed frame while another bags the bolts',
        caption: 'Beds and wardrobes are dismantled, and every screw is bagged and labelled.',
      },
      {
        src: '/art/gallery-household-5.svg',
        alt: 'Cartons and furniture wrapped in moving blankets stacked inside a closed truck',
        caption: 'Heavy items load first, cartons on top, everything strapped against movement.',
      },
      {
        src: '/art/gallery-household-6.svg',
        alt: 'A family unpacking cartons in a new living room while a mover places the sofa',
        caption: 'At the new home we unpack, place furniture and take the waste away.',
      },
    ],
    whyUsTitle: 'Why Families Choose Us for Home Shifting',
    whyUs: [
      {
        title: 'The price is agreed before packing starts',
        description:
          'The written quote after the survey is what you pay. If you add items later, we tell you the difference before we pack them, never after the truck is loaded.',
      },
      {
        title: 'Our own trained crew',
        description:
          'Your packers are our staff, trained in packing and loading, not day labour picked up on the morning of the move.',
      },
      {
        title: 'A move manager you can call',
        description:
          'One person coordinates your move from survey to setup and answers your calls and WhatsApp messages along the way.',
      },
      {
        title: 'Labelled, listed and counted',
        description:
          'Every carton is numbered and recorded on an inventory list, and we count them with you at loading and again at delivery.',
      },
      {
        title: 'GST invoice and insurance',
        description:
          'You receive a proper GST invoice, useful for company reimbursement, and the option of transit insurance on declared value.',
      },
      {
        title: 'Help after the move',
        description:
          'If something is damaged or missing, your move manager helps you file the claim and follows it up until it is settled.',
      },
    ],
    quoteLabel: 'Get My Household Shifting Quote',
  },
  {
    path: '/office',
    overview: [
      'An office move is measured in lost working hours. Our job is to keep that number close to zero: we plan the move around your calendar, pack and shift outside working hours wherever we can, and hand you back an office that works.',
      'Before the move, a move manager visits your current and new premises, checks lift sizes, loading bays and building rules, and agrees a written plan with your admin and IT teams. Every workstation, cabinet and crate is numbered against the new floor plan, so nothing is placed by guesswork.',
      'We move offices, shops, showrooms, clinics, labs and small factories, from a ten-seat start-up to several floors of a corporate office. Computers and servers travel in anti-static packing, files in sealed crates, and heavy machinery on the equipment it needs.',
    ],
    bulletsTitle: 'What Your Office Relocation Includes',
    bullets: [
      'Site survey of both premises and a written move plan with timings',
      'Numbered labels matched to the new floor plan for every desk and crate',
      'Anti-static packing for computers, servers, printers and networking equipment',
      'Files and records in sealed, numbered crates, moved and placed in order',
      'Dismantling and reassembly of workstations, cabinets and conference tables',
      'Weekend, holiday and overnight moves to avoid lost working days',
      'Coordination with building management for lifts, loading bays and gate passes',
      'GST invoice, transit insurance and a single point of contact',
    ],
    gallery: [
      {
        src: '/art/gallery-office-1.svg',
        alt: 'A technician packing servers from a rack into foam-lined, anti-static cases',
        caption: 'Servers come out of the rack into anti-static, foam-lined cases.',
      },
      {
        src: '/art/gallery-office-2.svg',
        alt: 'Two crew members dismantling a modular office workstation with power tools',
        caption: 'Workstations are dismantled, and every part is numbered for reassembly.',
      },
      {
        src: '/art/gallery-office-3.svg',
        alt: 'Office files arranged in numbered plastic crates with sealed lids',
        caption: 'Files travel in sealed, numbered crates, in the same order they left.',
      },
      {
        src: '/art/gallery-office-4.svg',
        alt: 'Office chairs wrapped in stretch film stacked on a wheeled trolley',
        caption: 'Chairs are wrapped and moved on trolleys to protect floors and fabric.',
      },
      {
        src: '/art/gallery-office-5.svg',
        alt: 'Movers loading crates into a service lift lined with protective padding',
        caption: 'Lifts are padded and booked with building management in advance.',
      },
      {
        src: '/art/gallery-office-6.svg',
        alt: 'A newly set-up office with desks, monitors and chairs in place',
        caption: 'Desks placed to the floor plan, ready for your team on day one.',
      },
    ],
    whyUsTitle: 'Why Companies Choose Us for Office Moves',
    whyUs: [
      {
        title: 'Planned to the hour',
        description:
          'A written schedule says what moves when, floor by floor, so your team knows when to pack personal items and when to log off.',
      },
      {
        title: 'IT handled with care',
        description:
          'Computers, servers and networking equipment are packed in anti-static material and kept apart from furniture during loading.',
      },
      {
        title: 'Records stay sealed',
        description:
          'Confidential files travel in sealed, numbered crates and are opened only at the new office, in front of your staff.',
      },
      {
        title: 'Fewer lost working days',
        description:
          'Weekend and overnight moves mean most teams close on a Friday evening and start work at the new address on Monday.',
      },
      {
        title: 'One point of contact',
        description:
          'A single move manager coordinates our crew, your admin team and the building management of both premises.',
      },
      {
        title: 'Proper paperwork',
        description:
          'A written quotation, a GST invoice your accounts team can use, and transit insurance on the declared value of your assets.',
      },
    ],
    quoteLabel: 'Get My Office Relocation Quote',
  },
  {
    path: '/vehicle',
    overview: [
      'Cars and two-wheelers travel separately from household goods, on equipment built for them. Cars move on open or enclosed car carriers; two-wheelers are packed in wooden crates or fixed on bike racks inside a closed truck, so nothing can shift on the road.',
      'Before loading, we inspect the vehicle with you and note every scratch and dent on an inspection report, with dated photos, the odometer reading and the fuel level. You sign it, we sign it, and at delivery we check the vehicle against the same report before you accept it.',
      'For a move to another state, keep the original RC, a valid insurance policy and the PUC certificate with you, and hand us photocopies that travel with the vehicle. If you will stay in the new state for more than 12 months, the car has to be re-registered there, which starts with a No Objection Certificate (NOC) from your current RTO. We explain the documents and steps when we give you the quote.',
    ],
    bulletsTitle: 'What Your Vehicle Transport Includes',
    bullets: [
      'Open car carriers for everyday cars; enclosed carriers for new, premium and vintage cars',
      'Two-wheelers packed in wooden crates or strapped on bike racks in a closed truck',
      'Joint inspection report with dated photos, odometer reading and fuel level at pickup',
      'Wheel chocks and ratchet straps to hold the vehicle still on the carrier',
      'Door-to-door pickup and delivery, or a nearby meeting point when the lane is too narrow for a carrier',
      'Tracking and driver updates during transit',
      'Guidance on RC, insurance, PUC and NOC documents for interstate moves',
      'Transit insurance on the declared value of the vehicle',
    ],
    gallery: [
      {
        src: '/art/gallery-vehicle-1.svg',
        alt: 'A hatchback being driven up the loading ramp of an open car carrier',
        caption: 'A trained driver takes the car up the ramp onto the carrier.',
      },
      {
        src: '/art/gallery-vehicle-2.svg',
        alt: 'A motorcycle being fixed inside a wooden crate with straps and padding',
        caption: 'Bikes are padded and fixed inside a wooden crate before loading.',
      },
      {
        src: '/art/gallery-vehicle-3.svg',
        alt: 'A closed, enclosed car carrier with its rear door open and a sedan inside',
        caption: 'Enclosed carriers keep dust, rain and stones away from premium cars.',
      },
      {
        src: '/art/gallery-vehicle-4.svg',
        alt: 'Close view of a car wheel held by a chock and a ratchet strap on the carrier deck',
        caption: 'Each wheel is chocked and strapped so the car cannot move in transit.',
      },
      {
        src: '/art/gallery-vehicle-5.svg',
        alt: 'A loaded car carrier truck driving on a highway',
        caption: 'Carriers run on national highways with the driver’s number shared with you.',
      },
      {
        src: '/art/gallery-vehicle-6.svg',
        alt: 'A crew member handing car keys and an inspection report to the owner at delivery',
        caption: 'At delivery we check the car against the inspection report with you.',
      },
    ],
    whyUsTitle: 'Why Owners Trust Us With Their Vehicles',
    whyUs: [
      {
        title: 'Checked together, twice',
        description:
          'The same inspection report is signed at pickup and checked at delivery, so any new mark is clear to both of us.',
      },
      {
        title: 'The right carrier for your car',
        description:
          'Open carriers keep costs down for everyday cars; enclosed carriers protect new, premium and vintage cars from dust, rain and stones.',
      },
      {
        title: 'Bikes in crates, not loose',
        description:
          'Two-wheelers are fixed in wooden crates or on racks, never squeezed in between household cartons.',
      },
      {
        title: 'Paperwork explained',
        description:
          'We tell you which documents travel with the vehicle, which stay with you, and what the new state’s RTO will ask for.',
      },
      {
        title: 'Tracked on the road',
        description:
          'You get the driver’s number and progress updates until the vehicle reaches your door.',
      },
      {
        title: 'Insured for what it is worth',
        description:
          'Transit insurance is based on the value you declare, and we help you with the claim if anything goes wrong.',
      },
    ],
    quoteLabel: 'Get My Vehicle Transport Quote',
  },
] satisfies ServiceDetail[];

/** Content of the /warehouse page. */
export interface WarehouseContent {
  headline: string;
  intro: string[];
  benefitsTitle: string;
  benefits: TitledText[];
  photos: (Art & { caption: string })[];
  whyChooseTitle: string;
  whyChoose: string[];
  ctaLabel: string;
}

export const warehouse = {
  headline: 'A Safe Place for Your Things While Life Is in Between',
  intro: [
    'Sometimes the new flat is not ready on the day the old lease ends. Sometimes you are posted abroad for two years, the kitchen is being redone, or an office is downsizing but cannot part with its records yet. Our warehouses give your belongings a clean, safe place to wait.',
    'We pack your goods, list every item with photos and store them on racks and pallets, off the floor, in a guarded and CCTV-monitored facility. You pay by the month for the space you use, and when you are ready we deliver to your new address, in the same city or another.',
  ],
  benefitsTitle: 'What Your Storage Includes',
  benefits: [
    {
      title: 'Listed and photographed',
      description:
        'Every carton and piece of furniture is numbered, photographed and written into an inventory that you sign at check-in and check again at check-out.',
      icon: '/art/icon-inquiry.svg',
    },
    {
      title: 'Off the floor, away from damp',
      description:
        'Goods sit on pallets and racks, covered against dust, so monsoon damp and floor water cannot reach them.',
      icon: '/art/icon-boxes.svg',
    },
    {
      title: 'Guarded and watched',
      description:
        'CCTV cameras cover the storage floors, security guards are posted at the gate, and everyone who enters signs the register.',
      icon: '/art/icon-shield.svg',
    },
    {
      title: 'Pest control and cleaning',
      description:
        'The warehouse is cleaned regularly and treated against termites and rodents on a fixed schedule.',
      icon: '/art/icon-calendar.svg',
    },
    {
      title: 'Climate-controlled space',
      description:
        'A separate climate-controlled room is available for electronics, leather, musical instruments and important documents.',
      icon: '/art/icon-warehouse.svg',
    },
    {
      title: 'Simple monthly billing',
      description:
        'Pay monthly for the space you use, with a GST invoice. Extend as long as you need, or end the storage with notice.',
      icon: '/art/icon-rupee.svg',
    },
  ],
  photos: [
    {
      src: '/art/gallery-warehouse-1.svg',
      alt: 'Rows of tall steel racks holding labelled cartons in a warehouse aisle',
      caption: 'Labelled cartons on steel racks, each row recorded in the inventory.',
    },
    {
      src: '/art/gallery-warehouse-2.svg',
      alt: 'A forklift lifting a wrapped pallet of cartons onto an upper rack',
      caption: 'Forklifts place pallets on upper racks without lifting by hand.',
    },
    {
      src: '/art/gallery-warehouse-3.svg',
      alt: 'A security guard at a desk watching CCTV monitors beside the warehouse entrance',
      caption: 'CCTV monitors and a guard at the only entrance.',
    },
    {
      src: '/art/gallery-warehouse-4.svg',
      alt: 'Stretch-wrapped furniture and cartons stacked on wooden pallets',
      caption: 'Furniture and cartons are wrapped and kept on pallets, off the floor.',
    },
    {
      src: '/art/gallery-warehouse-5.svg',
      alt: 'A warehouse staff member checking carton numbers against a list on a clipboard',
      caption: 'Regular inventory checks against the list you signed.',
    },
    {
      src: '/art/gallery-warehouse-6.svg',
      alt: 'A climate-controlled storage room with a temperature display and shelved electronics',
      caption: 'A climate-controlled room for electronics and documents.',
    },
  ],
  whyChooseTitle: 'Why Store With Us',
  whyChoose: [
    'Packing, pickup, storage and delivery by one team, so your goods never pass through strangers’ hands',
    'An itemised inventory with photos, signed at check-in and checked at check-out',
    'Short-term and long-term storage, billed monthly with a GST invoice',
    'Visits to see or take out your items on prior appointment',
    'Optional insurance for goods in storage',
    'Delivery to any city we serve when you are ready',
  ],
  ctaLabel: 'Request Storage Quote',
} satisfies WarehouseContent;
