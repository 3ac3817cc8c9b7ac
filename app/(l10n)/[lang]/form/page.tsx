import { localeParam, type LangParams } from '@/lib/i18n';
import { FormPage, formMetadata } from '@/components/pages/form-page';
import { LocalNames } from '@/components/quote/local-names';

export async function generateMetadata({ params }: LangParams) {
  return formMetadata(localeParam((await params).lang));
}

export default async function Page({ params }: LangParams) {
  const locale = localeParam((await params).lang);
  // The form's names of cities in this language, as a script only these pages load.
  return (
    <LocalNames locale={locale}>
      <FormPage locale={locale} />
    </LocalNames>
  );
}
