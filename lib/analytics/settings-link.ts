/**
 * The attribute of the footer's "Analytics settings" link (components/layout/footer.tsx), which
 * components/analytics/analytics.tsx listens for to reopen the consent notice. Without JavaScript
 * the link leads to the privacy notice's section on measuring instead.
 */
export const SETTINGS_LINK_ATTR = 'data-consent-open';
