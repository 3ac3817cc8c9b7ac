import { ScopePage, scopeMetadata } from '@/components/pages/scope-page';

export const metadata = scopeMetadata('en');

export default function Page() {
  return <ScopePage locale="en" />;
}
