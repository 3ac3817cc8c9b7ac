import Link from 'next/link';
import { pages } from '@/content/pages';
import { blogPosts } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { withOfficialDomain } from '@/lib/official-site';
import { PageIntro } from '@/components/layout/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { QuoteCta } from '@/components/layout/quote-cta';
import { BlogList } from '@/components/content/blog-list';

const page = pages['/blog'];

/** The posts as published: a paragraph that names our address names the one the site is built for. */
const posts = blogPosts.map((post) => ({
  ...post,
  description: post.description.map((paragraph) => withOfficialDomain(paragraph)),
}));

export const metadata = pageMetadata('/blog');

export default function BlogPage() {
  return (
    <>
      <JsonLd nodes={posts.map(blogPostingJsonLd)} />
      <PageIntro path="/blog" title={page.h1} intro={page.intro} />
      <section className="section" aria-label="Blog posts">
        <div className="container">
          <BlogList posts={posts} />
          <p className="center-cta">
            <Link href="/blog" className="btn btn--outline">
              View All Blogs
            </Link>
          </p>
          <p className="city-links">
            Ready to move? See <Link href="/household">household shifting</Link>,{' '}
            <Link href="/vehicle">car and bike transport</Link>,{' '}
            <Link href="/packers-and-movers-charges">our charges</Link> and the cities we serve,
            from <Link href="/packers-movers-in-chennai">Chennai</Link> and{' '}
            <Link href="/packers-movers-in-bangalore">Bangalore</Link> to{' '}
            <Link href="/locations">100+ more</Link>.
          </p>
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
