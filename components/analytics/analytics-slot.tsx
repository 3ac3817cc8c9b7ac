import { analytics } from '@/lib/env';
import { dictionary } from '@/lib/dictionaries';
import { localePath, type Locale } from '@/lib/i18n';
import { noticeWords } from '@/lib/analytics/notice-words';
import { PRIVACY_MEASURING_HREF } from '@/lib/privacy-notice';

/**
 * Measuring with consent on a page (components/analytics/analytics.tsx), in a build with Google's
 * tags configured. The import is behind the variables themselves, which next.config.ts defines
 * in every build: the bundler folds the test and, where nothing is configured, leaves the client
 * component and all it imports out of every page (a static import would still ship a stub of it).
 */
export async function AnalyticsSlot({ locale }: { locale: Locale }) {
  const measuring =
    process.env.NEXT_PUBLIC_GA4_ID || process.env.NEXT_PUBLIC_GOOGLE_ADS_ID
      ? await import('./analytics')
      : null;
  if (!measuring || !analytics) return null;
  return (
    <measuring.Analytics
      config={analytics}
      words={noticeWords(analytics, dictionary(locale).consent)}
      privacyHref={localePath(locale, PRIVACY_MEASURING_HREF)}
    />
  );
}
