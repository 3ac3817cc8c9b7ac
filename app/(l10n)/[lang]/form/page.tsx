import { localeParam, type LangParams } from '@/lib/i18n';
import { FormPage, formMetadata } from '@/components/pages/form-page';

export async function generateMetadata({ params }: LangParams) {
  return formMetadata(localeParam((await params).lang));
}

export default async function Page({ params }: LangParams) {
  return <FormPage locale={localeParam((await params).lang)} />;
}
