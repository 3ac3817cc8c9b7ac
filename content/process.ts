import type { ProcessStep } from './types';

/** The six-step process shown in the footer, on /about, /whychoose and /workprocess. */
export const sixStepProcess = [
  {
    icon: '/art/icon-inquiry.svg',
    title: 'Inquiry & Quote',
    description:
      'Tell us what is moving and where. We survey your home, by video call or in person, and give a written, itemised quote.',
  },
  {
    icon: '/art/icon-calendar.svg',
    title: 'Schedule & Plan',
    description:
      'We fix a date that suits you, assign a move manager and plan the crew, vehicle and packing material.',
  },
  {
    icon: '/art/icon-packing.svg',
    title: 'Packing & Loading',
    description:
      'Trained packers wrap every item in the right material, label each carton and load the truck floor to roof, heavy items first.',
  },
  {
    icon: '/art/icon-transport.svg',
    title: 'Transport',
    description:
      'Your goods travel in a closed, GPS-tracked container with the driver’s number shared with you.',
  },
  {
    icon: '/art/icon-unpacking.svg',
    title: 'Unloading & Unpacking',
    description:
      'At your new home we unload, unpack, place furniture where you want it and take the packing waste away.',
  },
  {
    icon: '/art/icon-support.svg',
    title: 'Post-Move Support',
    description:
      'Something not right? Your move manager stays on call, and insurance claims are settled with our help.',
  },
] satisfies ProcessStep[];

/** The four-step summary on the home page (docs/product.md#home-page). */
export const fourStepProcess = [
  {
    icon: '/art/icon-inquiry.svg',
    title: 'Book Your Move',
    description: 'Share your move details on the form or WhatsApp and get a free, written quote.',
  },
  {
    icon: '/art/icon-packing.svg',
    title: 'Packing and Loading',
    description: 'Our crew packs with quality material and loads your goods with care.',
  },
  {
    icon: '/art/icon-transport.svg',
    title: 'Transportation Service',
    description: 'Closed, tracked vehicles carry your goods safely to the new address.',
  },
  {
    icon: '/art/icon-unpacking.svg',
    title: 'Unloading and Unpacking',
    description: 'We unload, unpack and set things up so you can settle in the same day.',
  },
] satisfies ProcessStep[];

/**
 * How many of the six steps each of the four takes in, in order (2 + 1 + 1 + 2 = 6). The home
 * page names the six inside the four (lib/process.ts), so it shows the process once; the footer
 * of every other page lists the six.
 */
export const fourStepSpans = [2, 1, 1, 2] as const;
