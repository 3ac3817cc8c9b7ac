/**
 * The official website when NEXT_PUBLIC_SITE_URL is not set (content/site.ts names it as
 * `site.defaultUrl`). On a file of its own because every page's script reads it (lib/env.ts),
 * and the rest of the business facts need not ride along.
 */
export const DEFAULT_SITE_URL = 'https://www.shiftease.example';
