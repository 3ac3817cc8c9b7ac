/** /gallery: four sections of six illustrations each; the caption shows on hover and focus. */
import type { GallerySection } from './types';

export const gallerySections = [
  {
    title: 'Household',
    items: [
      {
        src: '/art/gallery-household-1.svg',
        alt: 'A packer wrapping a flat-screen TV in bubble wrap before placing it in a padded carton',
        caption: 'Wrapping the TV',
      },
      {
        src: '/art/gallery-household-2.svg',
        alt: 'Kitchen counter with plates, steel vessels and glasses being packed into labelled cartons',
        caption: 'Packing the kitchen',
      },
      {
        src: '/art/gallery-household-3.svg',
        alt: 'Two movers wheeling a stretch-wrapped refrigerator up a ramp into a truck',
        caption: 'Loading the fridge upright',
      },
      {
        src: '/art/gallery-household-4.svg',
        alt: 'A crew member unscrewing a wooden bed frame while another bags the bolts',
        caption: 'Dismantling the bed',
      },
      {
        src: '/art/gallery-household-5.svg',
        alt: 'Cartons and furniture wrapped in moving blankets stacked inside a closed truck',
        caption: 'Loading the truck',
      },
      {
        src: '/art/gallery-household-6.svg',
        alt: 'A family unpacking cartons in a new living room while a mover places the sofa',
        caption: 'Unpacking in the new home',
      },
    ],
  },
  {
    title: 'Office',
    items: [
      {
        src: '/art/gallery-office-1.svg',
        alt: 'A technician packing servers from a rack into foam-lined, anti-static cases',
        caption: 'Packing the server rack',
      },
      {
        src: '/art/gallery-office-2.svg',
        alt: 'Two crew members dismantling a modular office workstation with power tools',
        caption: 'Dismantling workstations',
      },
      {
        src: '/art/gallery-office-3.svg',
        alt: 'Office files arranged in numbered plastic crates with sealed lids',
        caption: 'Files in sealed crates',
      },
      {
        src: '/art/gallery-office-4.svg',
        alt: 'Office chairs wrapped in stretch film stacked on a wheeled trolley',
        caption: 'Chairs on a trolley',
      },
      {
        src: '/art/gallery-office-5.svg',
        alt: 'Movers loading crates into a service lift lined with protective padding',
        caption: 'Using the padded lift',
      },
      {
        src: '/art/gallery-office-6.svg',
        alt: 'A newly set-up office with desks, monitors and chairs in place',
        caption: 'Ready at the new office',
      },
    ],
  },
  {
    title: 'Vehicle Transport',
    items: [
      {
        src: '/art/gallery-vehicle-1.svg',
        alt: 'A hatchback being driven up the loading ramp of an open car carrier',
        caption: 'Car onto the carrier',
      },
      {
        src: '/art/gallery-vehicle-2.svg',
        alt: 'A motorcycle being fixed inside a wooden crate with straps and padding',
        caption: 'Crating a bike',
      },
      {
        src: '/art/gallery-vehicle-3.svg',
        alt: 'A closed, enclosed car carrier with its rear door open and a sedan inside',
        caption: 'Enclosed car carrier',
      },
      {
        src: '/art/gallery-vehicle-4.svg',
        alt: 'Close view of a car wheel held by a chock and a ratchet strap on the carrier deck',
        caption: 'Wheels chocked and strapped',
      },
      {
        src: '/art/gallery-vehicle-5.svg',
        alt: 'A loaded car carrier truck driving on a highway',
        caption: 'On the highway',
      },
      {
        src: '/art/gallery-vehicle-6.svg',
        alt: 'A crew member handing car keys and an inspection report to the owner at delivery',
        caption: 'Handover with the inspection report',
      },
    ],
  },
  {
    title: 'Warehouse and Storage',
    items: [
      {
        src: '/art/gallery-warehouse-1.svg',
        alt: 'Rows of tall steel racks holding labelled cartons in a warehouse aisle',
        caption: 'Storage racks',
      },
      {
        src: '/art/gallery-warehouse-2.svg',
        alt: 'A forklift lifting a wrapped pallet of cartons onto an upper rack',
        caption: 'Forklift at work',
      },
      {
        src: '/art/gallery-warehouse-3.svg',
        alt: 'A security guard at a desk watching CCTV monitors beside the warehouse entrance',
        caption: 'CCTV and security',
      },
      {
        src: '/art/gallery-warehouse-4.svg',
        alt: 'Stretch-wrapped furniture and cartons stacked on wooden pallets',
        caption: 'Goods on pallets',
      },
      {
        src: '/art/gallery-warehouse-5.svg',
        alt: 'A warehouse staff member checking carton numbers against a list on a clipboard',
        caption: 'Inventory check',
      },
      {
        src: '/art/gallery-warehouse-6.svg',
        alt: 'A climate-controlled storage room with a temperature display and shelved electronics',
        caption: 'Climate-controlled room',
      },
    ],
  },
] satisfies GallerySection[];
