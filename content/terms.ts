/**
 * /terms-and-conditions: fourteen sections, in the order of docs/product.md#terms-and-conditions. A
 * paragraph that starts with "- " is rendered as a list item. Have a lawyer review these before
 * going live.
 */
import type { LegalSection } from './types';
import { headOffice, site } from './site';

export const termsSections = [
  {
    title: 'Definitions',
    body: [
      'In these terms:',
      `- “We”, “us” and “our” mean ${site.legalName}, trading as ${site.brand}, including its branches.`,
      '- “You” and “your” mean the person who uses this website or books a service with us.',
      '- “Services” means packing, unpacking, loading, unloading, transport, vehicle transport, storage and any other service we agree to provide.',
      '- “Goods” means the household items, office items, vehicles and other property you hand over to us.',
      '- “Quotation” means our written, itemised price for the Services, sent to you after a survey.',
      '- “Declared Value” means the value of your Goods that you state in writing for insurance and claims.',
      '- “Website” means this website and every page on it.',
    ],
  },
  {
    title: 'Acknowledgment',
    body: [
      'These terms apply when you use the Website and when you book any Service with us. By booking, you confirm that you have read and accepted them, together with the Quotation for your move. If the Quotation and these terms differ, the Quotation applies to that point.',
      'You must be at least 18 years old to book a Service. If you book on behalf of someone else, such as a parent or your employer, you confirm that you are authorised to do so.',
      'Nothing in these terms takes away any right you have as a consumer under the Consumer Protection Act, 2019 or any other law in force in India.',
    ],
  },
  {
    title: 'Service Provision',
    body: [
      'We provide the Services described in your Quotation, on the date and at the addresses agreed with you. Anything not listed in the Quotation, such as AC installation or carpentry, is provided only if we agree to it in writing.',
      'The Services are carried out by our own staff. Where we have no branch, a trained partner team may carry out part of the move under our supervision; we remain responsible to you for the whole move.',
      'Transit times in the Quotation are our honest estimates. Road closures, weather, strikes, checks by authorities and other events outside our control can cause delays. We will tell you as soon as we know of a delay and keep you updated until delivery.',
      'We may refuse to pack or carry an item that we believe is unsafe to move, or that cannot be moved without damage to the item or the building. We will explain why and suggest an alternative.',
    ],
  },
  {
    title: 'Quotations and Pricing',
    body: [
      'Every Quotation is based on a survey of your Goods, at your home or by video call, and on the information you give us about the addresses, floors, lift access and parking.',
      '- A Quotation is valid for 15 days from the date it is issued.',
      '- The price in the Quotation is the price you pay, unless the Goods, the addresses, the date or the access differ from what was surveyed. If they do, we will tell you the revised price in writing before we carry out the extra work.',
      '- GST is charged extra, at the rate applicable, and shown as a separate line on the Quotation and the invoice.',
      '- Extra charges, for example for floors without a lift, a long carry from the vehicle to the door, storage or special crating, apply only if they are stated in the Quotation or agreed by you in writing.',
      'We may ask for a booking amount to confirm your date. Payments must be made only to a bank account or UPI ID in our company’s registered name, against a receipt or GST invoice. We never ask for payment to a personal account, and we are not responsible for money paid to anyone else.',
      'Unless the Quotation says otherwise, the balance is payable on delivery, once unloading is complete and the carton count has been checked with you.',
    ],
  },
  {
    title: 'Customer Responsibilities',
    body: [
      'To help us move your Goods safely and on time, you agree to:',
      '- give us accurate details of the Goods, addresses, floors, lift access and parking, and tell us of any change before moving day;',
      '- arrange permissions from your society, building or office, such as lift bookings, gate passes and parking, at both addresses;',
      '- be present, or have someone you authorise present, at packing, loading, delivery and unloading, and check and sign the inventory list;',
      '- empty, defrost and disconnect appliances as we advise, and remove items fixed to walls or floors unless we have agreed to do it;',
      '- keep cash, jewellery, important documents, medicines and other valuables with you; these should travel with you, not with the Goods;',
      '- not hand over any prohibited item.',
      'Prohibited items: we do not carry hazardous or inflammable material (including gas cylinders that are not empty, petrol, kerosene, acids, firecrackers and aerosol stocks), illegal goods, narcotics, arms and ammunition, perishable food, live animals or plants that need care in transit. We also do not accept cash, jewellery, bullion or negotiable documents for carriage.',
      'If a prohibited item is found among your Goods, we may refuse to carry it, and you are responsible for any loss, damage or penalty it causes.',
    ],
  },
  {
    title: 'Damage and Insurance',
    body: [
      'We pack, handle and carry your Goods with reasonable care and skill. Even so, accidents can happen, so we offer optional transit insurance through our insurance partners. The premium is a percentage of the Declared Value, stated in your Quotation. Please declare a realistic value, because claims are settled against it.',
      '- With transit insurance, claims for loss or damage in transit are settled by the insurer under the policy, and we help you prepare and follow up the claim.',
      '- Without transit insurance, if Goods are lost or damaged through our negligence, we will repair the item or pay its depreciated value, up to the limit stated in your Quotation.',
      '- Report any loss or damage within 7 days of delivery, with photos of the item and its packing and a note on the delivery receipt where possible. Claims reported later may not be accepted by the insurer.',
      'We are not responsible for: damage that existed before the move and was noted on the inventory; internal damage to items you packed yourself; mechanical or electrical faults in appliances not caused by the move; normal wear, or minor changes in items sensitive to heat or humidity; or loss and delay caused by events outside our control, such as natural disasters, riots or orders of authorities.',
    ],
  },
  {
    title: 'Cancellation and Rescheduling',
    body: [
      'You may cancel or reschedule a booking by calling us or writing to us. The charge depends on how much notice you give before the scheduled packing date:',
      '- 7 days or more: no charge; any booking amount is refunded in full.',
      '- 3 to 6 days: up to 10% of the quoted amount (before GST).',
      '- 1 to 2 days: up to 20% of the quoted amount (before GST).',
      '- Less than 24 hours, or after our crew has arrived: up to 30% of the quoted amount (before GST), to cover the crew and vehicle already committed.',
      'You may reschedule once free of charge if you tell us at least 48 hours before the packing date, subject to availability on the new date. If we have to cancel or reschedule, we will tell you as early as possible, and you may choose a new date or a full refund of everything you have paid.',
      'Refunds are made to the account from which you paid, within 7 working days.',
    ],
  },
  {
    title: 'Links to Other Websites',
    body: [
      'The Website links to services run by others, such as WhatsApp, map providers, and our pages on Facebook, Instagram and YouTube. We do not control those services and are not responsible for their content, availability or privacy practices. Please read their terms and privacy policies when you use them.',
    ],
  },
  {
    title: 'Termination',
    body: [
      'We may refuse or stop a Service, or suspend your use of the Website, if you break these terms, hand over prohibited items, provide false information, or if our staff are abused or asked to work in unsafe conditions. Where we stop a Service for these reasons, you pay for the work already done and the costs we have incurred.',
      'You may end a booking at any time by cancelling it under the Cancellation and Rescheduling section. Terms that by their nature should continue, such as those on payment, claims and disputes, continue after a booking ends.',
    ],
  },
  {
    title: 'Governing Law',
    body: [
      'These terms and every booking are governed by the laws of India. Subject to the Dispute Resolution section, the courts at Chennai, Tamil Nadu, have jurisdiction. This does not take away your right to approach a consumer commission as the Consumer Protection Act, 2019 allows.',
    ],
  },
  {
    title: 'Dispute Resolution',
    body: [
      'If you are unhappy with our Service, please tell us first; most problems are solved in a phone call. If a dispute arises, both of us will first try to settle it amicably, in good faith, within 30 days of one side writing to the other about it.',
      'If the dispute is not settled within 30 days, it will be referred to arbitration by a sole arbitrator appointed by mutual agreement, under the Arbitration and Conciliation Act, 1996. The seat and venue of the arbitration will be Chennai, and the proceedings will be in English.',
    ],
  },
  {
    title: 'Severability and Waiver',
    body: [
      'If any part of these terms is found to be invalid or unenforceable, that part will be changed as little as needed to make it valid, and the rest of the terms continue to apply.',
      'If we do not enforce a right under these terms at a particular time, that does not mean we have given it up, and we may still enforce it later.',
    ],
  },
  {
    title: 'Changes to These Terms',
    body: [
      'We may update these terms from time to time. We will publish any material change on this page at least 30 days before it takes effect, with the date it applies from. A booking already confirmed continues under the terms in force on the date you confirmed it.',
    ],
  },
  {
    title: 'Contact',
    body: [
      `If you have a question about these terms, please contact ${site.legalName}:`,
      `- E-mail: ${site.email}`,
      `- Phone: ${site.phones.sales} (sales) or ${site.phones.help} (help line), {hours}`,
      `- Address: ${headOffice.address.street}, ${headOffice.address.locality}, ${headOffice.address.city}, ${headOffice.address.region} ${headOffice.address.postalCode}`,
    ],
  },
] satisfies LegalSection[];
