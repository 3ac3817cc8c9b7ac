/**
 * Testimonials for /review. Names are FICTIONAL placeholders (first name and initial) until the
 * owner replaces them with reviews from real, booked customers who agreed to be quoted.
 */
import type { Art, Review } from './types';
import { branches, site } from './site';
import { proofs } from './proofs';

/** Home Shifting review cards (exactly five). */
export const homeShiftingReviews = [
  {
    name: 'Priya R.',
    city: 'Bangalore',
    date: '2026-03-18',
    rating: 5,
    text: 'We moved our 2 BHK from Velachery in Chennai to Whitefield in Bangalore after my husband’s transfer. The surveyor came over a video call, and the quote he sent that evening was exactly what we paid, GST included. Four packers finished the whole flat by 3 pm, and every carton had the room written on it, which made unpacking so much easier. The truck reached Bangalore the next afternoon, and the team refitted our beds before they left.',
    service: 'Home Shifting',
  },
  {
    name: 'Arjun K.',
    city: 'Hyderabad',
    date: '2026-05-09',
    rating: 5,
    text: 'Local shift of a 3 BHK from Kondapur to Kokapet, with a lot of books and my wife’s pottery collection. The crew wrapped each piece separately and packed the books in small cartons so nobody hurt their back carrying them. Everything was done in one day, including refitting the beds and connecting the washing machine. Nothing was broken, and they took every bit of the thermocol and plastic away with them.',
    service: 'Home Shifting',
  },
  {
    name: 'Lakshmi V.',
    city: 'Chennai',
    date: '2026-06-27',
    rating: 4,
    text: 'Our 2 BHK came from Coimbatore to Anna Nagar in Chennai. Packing and loading were neat and on time, but the truck reached almost three hours late because of a breakdown on the highway. The move manager called us before we could call him, kept us updated, and the crew worked late to finish unpacking the same night. One dining chair arrived with a scratch; I sent photos the next morning and a carpenter came and polished it within the week.',
    service: 'Home Shifting',
  },
  {
    name: 'Rahul S.',
    city: 'Faridabad',
    date: '2026-08-14',
    rating: 5,
    text: 'Shifted my parents’ 2 BHK from Gurgaon to Faridabad. Their old building has no lift and the flat is on the third floor, and the team told us the extra floor charge at the survey itself, so there was no argument on the day. They were patient with my mother, who wanted to pack the pooja room herself, and simply brought her the right boxes and wrapping. Good, honest people.',
    service: 'Home Shifting',
  },
  {
    name: 'Fatima N.',
    city: 'Pune',
    date: '2026-10-03',
    rating: 4,
    text: 'We moved a 1 BHK from Agra to Pune on a shared part-load, which kept the cost down. The packing was excellent and nothing was damaged over that long distance. Delivery took seven days, one day more than the written estimate, and I would have liked an update without having to ask. When I did ask, the branch in Agra sent the vehicle location within minutes.',
    service: 'Home Shifting',
  },
] satisfies Review[];

/** /review: the Office Shifting image section. */
export interface OfficeShiftingSection {
  title: string;
  paragraphs: string[];
  image: Art;
  reviews: Review[];
}

export const officeShifting = {
  title: 'Office Shifting That Keeps Work Going',
  paragraphs: [
    'Companies, clinics and shops move with us for the same reason families do: a written plan and a price that holds. For offices we add a few things that matter to a business, such as weekend moves, numbered desks and sealed crates for records.',
    'Here is what two of our office customers wrote after their moves.',
  ],
  image: {
    src: '/art/hero-office.svg',
    alt: 'Office desks and computers being packed into labelled crates',
  },
  reviews: [
    {
      name: 'Karthik M.',
      city: 'Chennai',
      date: '2026-04-22',
      rating: 5,
      text: 'We moved our 40-seat software office from Guindy to Perungudi over a Saturday and Sunday. Every desk, monitor and chair was numbered against the new layout, and the servers went in separate anti-static cases. Our team logged in on Monday morning as if nothing had happened. The GST invoice was ready the same week for our accounts.',
      service: 'Office Shifting',
    },
    {
      name: 'Sneha P.',
      city: 'Bangalore',
      date: '2026-07-30',
      rating: 4,
      text: 'Moved our chartered accountancy office, with about 200 client files, from Koramangala to HSR Layout. Files went in sealed, numbered crates and came out in exactly the same order. We lost about an hour because the new building’s lift booking was mixed up, partly our fault, but the move manager sorted it out with the building staff. Would use them again.',
      service: 'Office Shifting',
    },
  ],
} satisfies OfficeShiftingSection;

/** /review: how the reviews are collected. */
export interface ReviewsAboutSection {
  title: string;
  paragraphs: string[];
}

export const reviewsAbout = {
  title: 'About These Reviews',
  paragraphs: [
    'We ask for a review only from customers who have booked and completed a move with us, a few days after delivery, when they have had time to unpack. We do not pay for reviews or offer discounts in return for them.',
    'Reviews are published unedited, including the ones that point out what we could have done better; we only shorten surnames to an initial for privacy. You can also read what our customers say on our public maps listing, where the rating is not in our hands.',
  ],
} satisfies ReviewsAboutSection;

/** /review: the Happy Customers section. */
export interface HappyCustomersSection {
  title: string;
  /** A stat that is a claim links to its proof (the rating, to the listing its reviews are on). */
  stats: { value: string; label: string; proofUrl?: string }[];
  paragraph: string;
}

export const happyCustomers = {
  title: 'Happy Customers',
  stats: [
    {
      value: `${site.rating.value}/5`,
      label: `Average rating from ${site.rating.count} reviews on ${site.rating.source}`,
      proofUrl: proofs.ratingListing,
    },
    { value: '100+', label: 'Cities we move to and from' },
    { value: `${branches.length}`, label: 'Offices run by our own staff' },
    { value: `${site.foundedYear}`, label: 'The year we moved our first home' },
  ],
  paragraph:
    'Every number here stands for families and teams who trusted us with their homes, offices and vehicles. Thank you for the reviews, the referrals to friends and relatives, and the honest feedback that keeps us improving.',
} satisfies HappyCustomersSection;
