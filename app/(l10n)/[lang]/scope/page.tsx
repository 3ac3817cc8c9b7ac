import { localeParam, type LangParams } from '@/lib/i18n';
import { ScopePage, scopeMetadata } from '@/components/pages/scope-page';

export async function generateMetadata({ params }: LangParams) {
  return scopeMetadata(localeParam((await params).lang));
}

export default async function Page({ params }: LangParams) {
  return <ScopePage locale={localeParam((await params).lang)} />;
}
