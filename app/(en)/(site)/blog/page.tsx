import { Link } from '@/components/ui/link';
import { blogPageText } from '@/content/page-text';
import { LinkedText } from '@/components/ui/linked-text';
import { blogPosts } from '@/content/blog';
import { pageMetadata } from '@/lib/seo/metadata';
import { withOfficialDomain } from '@/lib/official-site';
import { PageIntro } from '@/components/layout/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { blogPostingJsonLd } from '@/lib/seo/json-ld';
import { QuoteCta } from '@/components/layout/quote-cta';
import { BlogList } from '@/components/content/blog-list';

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
      <PageIntro path="/blog" />
      <section className="section" aria-label={blogPageText.posts}>
        <div className="container">
          <BlogList posts={posts} labels={blogPageText} />
          <p className="center-cta">
            <Link href="/blog" className="btn btn--outline">
              {blogPageText.viewAll}
            </Link>
          </p>
          <p className="city-links">
            <LinkedText sentence={blogPageText.more} />
          </p>
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
