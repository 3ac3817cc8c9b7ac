import '../globals.css';
import type { ReactNode } from 'react';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { SiteDocument } from '@/components/layout/site-document';

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>;
}
