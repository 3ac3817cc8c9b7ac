/** /packagematerial: the picture grid (nine) and the detailed list (eleven materials). */
import type { Art, Material } from './types';

export interface MaterialPicture {
  name: string;
  image: Art;
}

export const materialPictures = [
  {
    name: 'Cardboard Boxes',
    image: {
      src: '/art/material-cardboard-boxes.svg',
      alt: 'A stack of brown corrugated cartons in three sizes, one open and one taped shut',
    },
  },
  {
    name: 'Bubble Wrap',
    image: {
      src: '/art/material-bubble-wrap.svg',
      alt: 'A roll of clear bubble wrap partly unrolled to show the air bubbles',
    },
  },
  {
    name: 'Stretch Film',
    image: {
      src: '/art/material-stretch-film.svg',
      alt: 'A roll of transparent stretch film on a hand dispenser',
    },
  },
  {
    name: 'Moving Blanket',
    image: {
      src: '/art/material-moving-blanket.svg',
      alt: 'A folded, quilted moving blanket with stitched padding',
    },
  },
  {
    name: 'Thermocol',
    image: {
      src: '/art/material-thermocol.svg',
      alt: 'White thermocol sheets and moulded corner pieces',
    },
  },
  {
    name: 'Packing Tape',
    image: {
      src: '/art/material-packing-tape.svg',
      alt: 'A roll of brown packing tape in a tape gun dispenser',
    },
  },
  {
    name: 'Sutli',
    image: {
      src: '/art/material-sutli.svg',
      alt: 'A bundle of natural jute sutli twine',
    },
  },
  {
    name: 'Rope',
    image: {
      src: '/art/material-rope.svg',
      alt: 'A coil of thick nylon rope',
    },
  },
  {
    name: 'Wrapping Paper',
    image: {
      src: '/art/material-wrapping-paper.svg',
      alt: 'A stack of plain newsprint wrapping paper with a plate half wrapped in a sheet',
    },
  },
] satisfies MaterialPicture[];

export const materials = [
  {
    name: 'Cardboard Boxes',
    description:
      'Corrugated cartons, mostly five-ply, in small, medium and large sizes, plus wardrobe cartons with a hanging rail. They carry books, kitchenware, clothes, toys and everything loose, and stack safely in the truck.',
    subDescription:
      'We put heavy things like books in small cartons and light things like linen in large ones, so no carton is too heavy to lift safely.',
  },
  {
    name: 'Bubble Wrap',
    description:
      'Plastic sheeting with trapped air bubbles that absorb knocks and vibration. It protects glassware, crockery, electronics, photo frames, idols and polished furniture surfaces.',
    subDescription:
      'Our packers wrap the bubble side inward against the item and tape the wrap to itself, never to the item, so no sticky marks are left on wood or paint.',
  },
  {
    name: 'Stretch Film',
    description:
      'A thin, clingy plastic film wound tightly around an item. It keeps dust, moisture and scratches off sofas, mattresses, chairs and appliances, and holds drawers and doors shut.',
    subDescription:
      'We wrap fabric sofas in a blanket or paper first and the film over it, so the fabric can breathe on long journeys in humid weather.',
  },
  {
    name: 'Moving Blanket',
    description:
      'Thick, quilted, reusable pads. They cushion large furniture, fridges, washing machines and wooden almirahs against bumps and rubbing inside the truck.',
    subDescription:
      'Blankets go between every two pieces of furniture during loading, and are held in place with film or rope, not tape.',
  },
  {
    name: 'Thermocol',
    description:
      'Light, rigid expanded polystyrene sheets and moulded pieces. They fill empty spaces in cartons and guard the corners and screens of TVs, monitors and glass tops.',
    subDescription:
      'Keep the moulded thermocol from your appliances’ original boxes; it fits better than anything we can cut, and we will reuse it.',
  },
  {
    name: 'Packing Tape',
    description:
      'Strong, wide adhesive tape, usually brown. It seals cartons and holds wrapping in place so nothing opens or shifts in transit.',
    subDescription:
      'We tape the bottom of every carton in an “H” pattern, along the seam and both edges, because the bottom is where cartons fail.',
  },
  {
    name: 'Sutli',
    description:
      'Natural jute twine, strong and easy to knot. It ties bundles of poles, curtain rods, mats and folded items, and secures gunny-wrapped goods.',
    subDescription:
      'Sutli holds without cutting into wrapping, which makes it ideal for tying wrapped bed frames and table legs together.',
  },
  {
    name: 'Rope',
    description:
      'Thick nylon or cotton rope for heavy work. It ties furniture and appliances to the sides of the truck so that the load cannot slide on turns and braking.',
    subDescription:
      'Our crew ties the load in sections as they go, so each tier is secured before the next one is loaded on top of it.',
  },
  {
    name: 'Wrapping Papers',
    description:
      'Plain, ink-free newsprint and kraft paper. They are the first layer around plates, glasses, vessels and decorative pieces, and fill gaps inside cartons.',
    subDescription:
      'We use clean paper, not old newspaper, because newsprint ink rubs off on white crockery and fabric.',
  },
  {
    name: 'Corrugated Sheet',
    description:
      'Flat or rolled sheets of ridged cardboard. They wrap around mirrors, glass tabletops, paintings, TV screens and the edges of doors and furniture.',
    subDescription:
      'We fold corrugated corner guards for every edge of a glass top and mirror before the final layer goes on.',
  },
  {
    name: 'Wooden Crates',
    description:
      'Custom frames made of wooden battens or plywood, built around a single item. They protect marble and granite tops, chandeliers, sculptures, two-wheelers and machinery on long-distance moves.',
    subDescription:
      'The crate is built to size at your home on packing day, with padding inside, and opened with care at the new address.',
  },
] satisfies Material[];
