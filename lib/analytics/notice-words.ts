/**
 * The consent notice's words for a build and a language, as plain strings: a client component
 * cannot be handed a function (content/consent-text.ts writes the body as one of the tools named).
 */
import type { ConsentText } from '@/content/consent-text';
import type { AnalyticsConfig } from '@/lib/env';

/** The Google products this build uses, as the language writes them ("Google Analytics and Google Ads"). */
export function toolNames(config: AnalyticsConfig, tools: ConsentText['tools']): string {
  if (config.ga4Id && config.ads) return tools.both(tools.analytics, tools.ads);
  return config.ga4Id ? tools.analytics : tools.ads;
}

/** The words the notice shows: `body` written for this build's tools; the footer's `settings` left out. */
export type NoticeWords = Omit<ConsentText, 'body' | 'tools' | 'settings'> & { body: string };

export function noticeWords(config: AnalyticsConfig, text: ConsentText): NoticeWords {
  const { title, note, accept, decline, more, current } = text;
  const body = text.body(toolNames(config, text.tools));
  return { title, body, note, accept, decline, more, current };
}
