import { fixedPage } from '@/components/pages/fixed-page';
import { WhyChoosePage } from '@/components/content/why-choose-page';

const page = fixedPage('/whychoose', (locale) => <WhyChoosePage locale={locale} />);
export const metadata = page.metadata;
export default page.English;
