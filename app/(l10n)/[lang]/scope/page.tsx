import { localePage } from '@/components/pages/locale-page';
import { ScopePage } from '@/components/pages/scope-page';

// A visitor's own page, never one to find by search.
const page = localePage('/scope', (locale) => <ScopePage locale={locale} />, { noindex: true });
export const generateMetadata = page.generateMetadata;
export default page.Page;
