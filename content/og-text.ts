/**
 * The words drawn on the Open Graph images (/og/<page>.png, app/og/[file]/route.tsx): the
 * picture a chat app or a social network shows beside a shared link. English, as the images are
 * one per page, not one per language.
 */
export const ogText = {
  site: {
    title: 'Packers and Movers You Can Trust, Across India',
    subtitle: 'Free survey · Written quote · No hidden charges',
  },
  city: {
    title: (city: string) => `Packers and Movers in ${city}`,
    subtitle: (state: string) => `${state} · Free survey · Written quote`,
  },
  /** The line at the foot of every card. */
  foot: (since: number, rating: number, reviews: number, phone: string) =>
    `Since ${since} · Rated ${rating}/5 by ${reviews} customers · ${phone}`,
};
