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

export interface NoticeWords {
  title: string;
  body: string;
  note: string;
  accept: string;
  decline: string;
  more: string;
  current: ConsentText['current'];
}

export function noticeWords(config: AnalyticsConfig, text: ConsentText): NoticeWords {
  return {
    title: text.title,
    body: text.body(toolNames(config, text.tools)),
    note: text.note,
    accept: text.accept,
    decline: text.decline,
    more: text.more,
    current: text.current,
  };
}
