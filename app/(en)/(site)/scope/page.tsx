import { fixedPage } from '@/components/pages/fixed-page';
import { ScopePage } from '@/components/pages/scope-page';

// A visitor's own page, never one to find by search.
const page = fixedPage('/scope', (locale) => <ScopePage locale={locale} />, { noindex: true });
export const metadata = page.metadata;
export default page.English;
