/**
 * The quote form's ids on a page that shows it (the full form on /form and the city pages, its
 * first two questions on the home page). A page holds one quote form at most, so its ids need not
 * be generated: the header's "Request a Quote" can then point at the first field, Moving From,
 * as a plain in-page link (`#quote-from`) that works before any script has arrived, and CSS
 * (`:has(#quote-from)` in components/layout/header.css) shows that link instead of the one to /form.
 */
export const QUOTE_FORM_ID = 'quote';

/** Moving From: its input's id is the form's id and the field's name (`${id}-from`). */
export const QUOTE_START_ID = `${QUOTE_FORM_ID}-from`;
