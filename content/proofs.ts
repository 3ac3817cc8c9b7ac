/**
 * Where a visitor can check our claims (docs/product.md#trust-that-survives-a-check). Apart from
 * content/site.ts on purpose: the quote form loads site.ts in the browser, while these links are
 * only ever printed in server-rendered HTML, so keeping them here adds nothing to any page's
 * script.
 */
export const proofs = {
  /**
   * The listing the rating's reviews are on (`site.rating`): every rating the site shows links
   * here, so a visitor can read the reviews behind the number. A PLACEHOLDER: the owner replaces
   * it with the business's own Google Maps link (Google Business Profile, Share, copy the link,
   * such as `https://maps.app.goo.gl/…`, or
   * `https://www.google.com/maps/place/?q=place_id:<its place ID>`).
   */
  ratingListing: 'https://www.google.com/maps/place/?q=place_id:OWNER_SETS_THIS_PLACE_ID',
} as const;
