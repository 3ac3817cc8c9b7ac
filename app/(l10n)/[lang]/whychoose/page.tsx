import { localePage } from '@/components/pages/locale-page';
import { WhyChoosePage } from '@/components/content/why-choose-page';

const page = localePage('/whychoose', (locale) => <WhyChoosePage locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
