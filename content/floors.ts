/**
 * The highest floor the quote form offers (0 is the ground floor; docs/product.md#quote-form):
 * above India's tallest homes, so no visitor's floor is missing from the list.
 */
export const MAX_FLOOR = 60;
