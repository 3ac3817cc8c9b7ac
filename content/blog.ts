/**
 * Blog posts for /blog. Authors are FICTIONAL placeholders. Prices are typical ranges, not a
 * rate card: the final price of any move follows a free survey.
 */
import type { BlogPost } from './types';
import { site } from './site';

export const blogPosts = [
  {
    id: 'packing-checklist-2bhk',
    title: 'Room-by-Room Packing Checklist for a 2 BHK Move',
    excerpt:
      'How many cartons a 2 BHK really needs, what to pack first, and how to handle the kitchen, bedrooms, appliances and pooja room without last-minute panic.',
    description: [
      'Start two weeks before moving day, not two days. A typical 2 BHK needs 40 to 60 cartons of mixed sizes, two or three rolls of bubble wrap, stretch film for furniture, packing tape and a thick marker. If your movers are packing for you, this is the time to sort: give away clothes nobody wears, sell the old cooler, and finish the pickles and the half-used grocery packets instead of paying to move them. Every item you do not move saves packing, space on the truck and time at the other end.',
      'Pack the rooms you use least first: the loft, the store room, showcase items, books and seasonal clothes. Books go in small cartons only, because a large carton full of books is too heavy to lift safely. Put heavy items at the bottom of each carton and light ones on top, fill gaps with paper or old towels so nothing rattles, and write the room and a short list of contents on two sides of every carton, not only the top. Number the cartons and keep the list on your phone.',
      'The kitchen takes the longest, usually 10 to 15 cartons. Wrap plates in paper and stand them on edge, like records, not flat in a stack. Glasses and cups get a layer of bubble wrap each and go in a carton marked “Fragile – This Side Up”. Pack steel vessels and the pressure cooker together, and spices and oils in sealed plastic tubs inside a carton. The LPG cylinder must be disconnected and should not travel with your goods: for an intercity move, ask your gas agency for a transfer voucher for your connection. Keep one small “kitchen kit” aside with a pan, a knife, a few plates, tea and sugar for the first day.',
      'In the bedrooms, empty the wardrobes fully; movers cannot carry a wardrobe with clothes inside without damaging it. Clothes can go into suitcases and cartons, and we can bring wardrobe cartons with a hanging rail for shirts and sarees. Beds are dismantled, with every bolt bagged, labelled and taped to the frame. Mattresses go into plastic covers. Pack the children’s room last and unpack it first, so bedtime on the first night feels normal.',
      'The living room has the items people worry about most. If you still have the TV’s original box, use it; otherwise the TV is wrapped in bubble wrap, protected with corrugated sheet and corner guards, and always carried upright. Sofas are wrapped in stretch film and a moving blanket, and glass tabletops travel separately, on edge, in a crate or corrugated cover. Photograph the cable connections behind the TV and the set-top box before you disconnect them; it saves half an hour of guesswork later.',
      'Appliances need a day’s notice. Switch off and defrost the fridge 24 hours before the move, wipe it dry and leave the door slightly open. Drain the washing machine and fix its transit bolts if you have them. Switch off the water purifier and empty its tank. Inverter batteries should be disconnected, kept upright and marked clearly. In the pooja room, wrap each idol and photo frame separately in cloth and then bubble wrap; many families prefer to pack this corner themselves, and a good crew will simply bring you the material.',
      'Finally, pack one bag that travels with you, not on the truck: jewellery, cash, cheque books, property papers, passports, certificates, school records, medicines for a week, chargers, a change of clothes for everyone, and the keys of both homes. On moving day, walk through every room, cupboard and the loft with the supervisor before the truck leaves, check the inventory list, and sign it only when the count matches.',
    ],
    image: {
      src: '/art/blog-1.svg',
      alt: 'A clipboard checklist beside labelled cartons for the kitchen, bedroom and living room',
    },
    link: '/blog#packing-checklist-2bhk',
    date: '2026-03-12',
    author: { name: 'Meera S., Move Manager', url: '/about' },
  },
  {
    id: 'home-shifting-cost-india',
    title: 'What Does Home Shifting Cost in India in 2026?',
    excerpt:
      'Typical price ranges for local and intercity moves, what pushes the price up or down, and how to read a quotation line by line before you sign it.',
    description: [
      'The honest answer is that it depends on five things: how much you own, how far it goes, how hard it is to carry, how well it is packed and whether you insure it. Two 2 BHK flats can differ a lot. One family may have 35 cartons and basic furniture; another has a solid wood dining set, three almirahs, a double-door fridge and 70 cartons. That is why a proper mover surveys your home, in person or over a video call, before quoting, and why any price you see online, including the ranges below, is a guide and not a final figure.',
      'For a local move within the same city in 2026, typical prices are about ₹5,000 to ₹12,000 for a 1 BHK, ₹8,000 to ₹18,000 for a 2 BHK and ₹12,000 to ₹28,000 for a 3 BHK, including packing, loading, transport, unloading and basic unpacking. For a move of around 350 km, such as Chennai to Bangalore, expect roughly ₹12,000 to ₹24,000 for a 1 BHK, ₹18,000 to ₹35,000 for a 2 BHK and ₹28,000 to ₹50,000 for a 3 BHK. Long-distance moves of 2,000 km or more, such as Delhi NCR to Bangalore, usually cost one and a half to two times the Chennai to Bangalore figure for the same home.',
      'Distance matters less than people expect for short moves and more for long ones. Within a city, most of the cost is labour and packing material, so a move of 5 km and one of 25 km cost almost the same. Over long distances, transport becomes the largest part: diesel, tolls, the driver’s days on the road and the return trip. A shared part-load, where your goods travel with another family’s in the same truck, can bring the cost of a 1 BHK or small 2 BHK down noticeably, at the price of a day or two of extra transit time.',
      'Access changes labour time. Expect an extra charge when there is no lift or the lift cannot take furniture, commonly a few hundred rupees per floor per side of the move, and when the truck cannot park near the building and goods have to be carried a long way. Items that need special handling, such as a piano, a large aquarium, a marble-top table or heavy gym equipment, are priced separately. So are extras like AC uninstallation and installation, which many movers arrange through a technician.',
      'Packing grade is the other big lever. Standard packing uses cartons, paper and bubble wrap where needed; premium packing adds double-wall cartons for everything, more bubble wrap, foam corners, stretch film on all furniture and wooden crates for fragile pieces, and can add 15% to 30% to the packing part of the bill. Transit insurance is optional and is charged as a percentage of the value you declare for your goods, typically 1% to 3%: on goods declared at ₹5,00,000, that is ₹5,000 to ₹15,000. Declare a realistic value, because claims are settled against it.',
      'GST applies on top. Packing and moving services carry GST, which we charge at 18% and show as a separate line on both the quotation and the invoice. On a quote of ₹12,000 before tax, that is ₹2,160 of GST, making ₹14,160 in all. Be careful with quotes that show no GST at all, or a GST line without a GSTIN on the letterhead: you cannot verify them, and a company that does not bill properly may not pay claims properly either.',
      'To compare quotes fairly, ask every company for a written, itemised quotation after a survey, with packing, loading, transport, unloading, unpacking, insurance, floor charges and GST on separate lines, and check that each one lists the same goods. The cheapest headline number is often the one that grows on moving day. With us, the price after the free survey is the price you pay unless you add items, and our cost estimate on the quote form shows the same breakdown before you even call.',
    ],
    image: {
      src: '/art/blog-2.svg',
      alt: 'A calculator and a rupee note beside a moving truck and a stack of cartons',
    },
    link: '/blog#home-shifting-cost-india',
    date: '2026-04-20',
    author: { name: 'Vikram T., Quotations Team', url: '/about' },
  },
  {
    id: 'car-transport-another-state',
    title: 'Moving Your Car to Another State: Documents, Carriers and Checks',
    excerpt:
      'Which documents travel with the car, when you need an NOC and re-registration, open versus enclosed carriers, and how to use the inspection report to protect yourself.',
    description: [
      'Shipping a car across states is routine for carriers, but the paperwork and the handover are where most problems start. Before pickup, keep the originals of the Registration Certificate (RC), a valid insurance policy and the Pollution Under Control (PUC) certificate with you, and give the mover clear photocopies, which travel with the car. If the car is on a loan, keep a copy of the lender’s details handy too, because the RC will show the hypothecation and the lender’s NOC will be needed for re-registration later.',
      'Moving the car is one thing; keeping it in the new state is another. Under the Motor Vehicles Act, a vehicle registered in one state that is kept in another for more than 12 months must be registered in the new state. The process starts with a No Objection Certificate from the RTO where the car is registered, applied for on Form 28, which most states now accept through the Parivahan portal. With the NOC you apply for a new registration at the RTO of your new city and pay road tax there. You can then apply to your original state for a refund of the unused part of the road tax you paid; the rules and the time it takes differ from state to state, so keep every receipt. If your car already has a Bharat (BH) series number, re-registration is not needed.',
      'Next, choose the carrier. Open car carriers take several cars on two decks and are the usual choice for everyday hatchbacks, sedans and SUVs; they are cheaper and run more often, but the car is exposed to dust and rain. Enclosed carriers carry fewer cars inside a closed container and protect the paint from weather, dust and flying stones, which is why owners of new, premium, vintage or modified cars choose them. Expect an enclosed carrier to cost noticeably more and to have fewer departure dates. Two-wheelers travel in wooden crates or fixed on racks inside a closed truck.',
      'The inspection report is your most important document. At pickup, walk around the car with the mover’s representative and note every scratch, dent, chip and crack on the report, along with the odometer reading, the fuel level and accessories such as the spare wheel, jack, tool kit, mats and music system. Take dated photos and a short video of all four sides, the roof and the interior. Both of you sign the report and you keep a copy. At delivery, check the car against the same report, in daylight if possible, before you sign the delivery receipt.',
      'Prepare the car before handover. Leave the fuel tank at about a quarter; a full tank only adds weight. Remove personal belongings, documents and valuables from the cabin and the boot, because cars on a carrier are not meant to carry household goods and insurance usually does not cover them. Switch off or disable the alarm, fold in the mirrors, retract or remove the antenna, and hand over one key only. Check the tyres and battery so the car can be driven on and off the carrier without trouble.',
      `Finally, plan the time. A car from Chennai to Bangalore usually takes 2 to 4 days, and Delhi NCR to Bangalore about 7 to 10 days, because carriers load several cars along the route. Car carriers cannot enter narrow lanes, so pickup and delivery may happen at a nearby main road; agree on the place in advance. Take transit insurance on the car’s current market value, and make sure the quote says what it covers. At ${site.shortName}, the vehicle team explains all of this when we quote, and the same inspection report is signed at both ends of the journey.`,
    ],
    image: {
      src: '/art/blog-3.svg',
      alt: 'A car on an open car carrier beside a folder holding the RC, insurance and NOC papers',
    },
    link: '/blog#car-transport-another-state',
    date: '2026-06-08',
    author: { name: 'Imran K., Vehicle Transport Lead', url: '/about' },
  },
  {
    id: 'spot-fake-movers',
    title: 'How to Spot Fake Packers and Movers Before You Pay',
    excerpt:
      'The tricks fake movers use, from copied websites to hostage loads, the warning signs on a quote and a phone call, and what to do if you have already paid.',
    description: [
      'Every moving season, families lose money to “movers” who exist only as a phone number and a website. The common tricks are simple. Some take an advance and never turn up. Others quote a very low price, load your goods and then refuse to unload until you pay two or three times the amount, calling it “loading charges”, “extra weight” or “toll”. Many borrow the name, logo and even the reviews of a genuine company, so a quick search makes them look real.',
      'The first warning sign is a quote given in minutes over the phone without anyone seeing your goods, especially one far cheaper than every other quote. Genuine movers survey your home, in person or by video, because they are committing to a price. The second is a quotation without a company letterhead, GSTIN, address or itemised charges, or one sent only as a WhatsApp message from a personal number. The third is a request to pay an advance in cash or to a personal UPI ID or a bank account in an individual’s name.',
      'Check the company behind the name. Ask for the GST certificate and search the GSTIN on the GST portal: the legal name and address should match what you have been told. For a private limited company, look it up by name on the Ministry of Corporate Affairs website. Ask for the shops and establishments licence and the PAN card. Then check that the phone number you are calling and the website you found are the ones the company itself publishes; look-alike domains with one letter changed are common, and search ads can point to anyone.',
      'Reviews need a careful read. Look at the company’s listing on Google Maps and on an independent site, and sort by newest. A burst of five-star reviews in a few days, reviewers with no other reviews, and praise that never mentions a city or a detail of the move are signs of bought reviews. A real company has a few unhappy customers too; what matters is whether it replies and puts things right.',
      'On moving day, do not let anyone load your goods until you have a signed copy of the quotation or the terms, and an inventory list with the number of cartons. Note the truck’s registration number and the driver’s name and phone number. A genuine mover will not mind you photographing the truck and the loaded goods. If the crew raises the price after loading, do not pay in a hurry: call the company’s official number, and if it does not answer, call the police on 112.',
      'If you have already paid a fraudster, act quickly. Report online payment fraud on the national cyber crime helpline, 1930, or at cybercrime.gov.in, ideally within hours, because banks can sometimes hold the money if told in time. Inform your bank or UPI app, and file a police complaint with the screenshots, numbers and payment references. For a genuine company that has given poor service, the National Consumer Helpline (1915) can help with a complaint.',
      `Our own official contacts are few and fixed: the website {domain}, the e-mail ${site.email}, and the numbers ${site.phones.sales} and ${site.phones.help}. We never ask for an advance to a personal account or UPI ID. If you are unsure whether a number, website or UPI ID really belongs to us, paste it into the checker on our Beware of Frauds page, or call us to verify before you pay anyone.`,
    ],
    image: {
      src: '/art/blog-4.svg',
      alt: 'A magnifying glass over a phone showing a suspicious payment request, beside a warning sign',
    },
    link: '/blog#spot-fake-movers',
    date: '2026-07-22',
    author: { name: 'Anitha J., Customer Care Lead', url: '/about' },
  },
  {
    id: 'moving-with-family',
    title: 'Moving With Children, Pets and Elderly Parents',
    excerpt:
      'Practical ways to keep children settled, pets safe and elderly parents comfortable before, during and after the move, including what to pack separately for each.',
    description: [
      'A move is hardest on the people who have least control over it: children who are leaving friends and a school, pets who only know that the furniture is disappearing, and elderly parents leaving a home they have lived in for decades. The packing and the truck are our job. The plan below is about them, and most of it costs nothing except a little time.',
      'Tell children early and honestly, in words that fit their age, and give them something to decide: the colour of their new room, which toys travel in the car, or the first thing to unpack. Let them pack one carton of their own and decorate it. Ask the current school for the Transfer Certificate, mark sheets and any medical records well ahead, and check the admission dates and documents of the new school, since many schools ask for an address proof you will only have after you move. On moving day, arrange for a grandparent, a friend or a neighbour to keep younger children away from the loading, where cartons, ramps and open doors are a real risk.',
      'Pets should never travel in the moving truck. Visit the vet a week or two before the move for a check-up, up-to-date vaccinations and a health certificate, which you will need for a train or a flight and which is useful for a long road trip. On packing day, keep the pet in one quiet room with water, bedding and a familiar toy, with a sign on the door so the crew does not open it. Put a collar tag with your new address and phone number on before you leave. At the new home, set up one room with their things first and let them explore the rest slowly over a few days.',
      'For elderly parents, start with health. Get prescriptions renewed, carry at least a week’s medicines in hand luggage, and keep a folder with medical reports, doctors’ numbers and insurance papers. Find a nearby doctor, pharmacy and hospital in the new city before you arrive. Choose the gentlest way to travel, even if it costs more: a daytime flight or a train with a lower berth may be better than a long road trip. Many parents find packing upsetting, so involve them in deciding what goes and what stays, and let them pack the pooja items, photographs and letters themselves if they wish.',
      'Set up the new home for them before the rest. Ask the crew to assemble their bed first, in a room close to a bathroom, with a night lamp and their own pillow and blanket. Check for slippery floors, loose rugs and steps without a railing; a grab rail in the bathroom is an inexpensive, quick fix. Unpack the things that make a room feel familiar, such as a wall clock, photographs or the radio, on the first day, even if the kitchen is still in cartons.',
      'Finally, pack a “first night” box for the whole family that travels with you: medicines, a change of clothes for everyone, toothbrushes, towels, bedsheets, a torch, chargers, snacks, pet food and bowls, the children’s favourite toys and a kettle with tea. When the cartons finally come off the truck, you will not have to search for the things that matter most at the end of a long day.',
    ],
    image: {
      src: '/art/blog-5.svg',
      alt: 'A family with two children, a grandmother and a dog standing beside cartons in a new home',
    },
    link: '/blog#moving-with-family',
    date: '2026-09-15',
    author: { name: 'Deepa N., Move Manager', url: '/about' },
  },
] satisfies BlogPost[];
