import { localeParam, type LangParams } from '@/lib/i18n';
import { HomePage, homeMetadata } from '@/components/pages/home-page';

export async function generateMetadata({ params }: LangParams) {
  return homeMetadata(localeParam((await params).lang));
}

export default async function Page({ params }: LangParams) {
  return <HomePage locale={localeParam((await params).lang)} />;
}
