'use client';

import { useState } from 'react';
import type { BlogPost } from '@/content/types';
import { formatDate } from '@/lib/dates';
import { Picture } from '@/components/ui/picture';
import { ChevronRightIcon } from '@/components/ui/icons';
import './blog-list.css';

/**
 * Blog cards that expand and collapse; one is open at a time (docs/product.md#blog). The full text
 * is in the HTML for crawlers, and shown to visitors without JavaScript (see the root layout).
 */
export function BlogList({
  posts,
  labels,
}: {
  posts: BlogPost[];
  /** Each post's button, closed and open. */
  labels: { readMore: string; showLess: string };
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="blog-list">
      {posts.map((post) => {
        const open = openId === post.id;
        return (
          <article
            key={post.id}
            id={post.id}
            className={`blog-card reveal ${open ? 'is-open' : ''}`}
          >
            <Picture
              src={post.image.src}
              alt={post.image.alt}
              width={400}
              height={250}
              className="blog-card__img"
            />
            <div className="blog-card__body">
              <p className="blog-card__meta">
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author.name}
              </p>
              <h2 className="blog-card__title">
                <button
                  type="button"
                  className="blog-card__toggle"
                  aria-expanded={open}
                  aria-controls={`${post.id}-full`}
                  onClick={() => setOpenId(open ? null : post.id)}
                >
                  <span>{post.title}</span>
                  <span className="blog-card__hint">
                    {open ? labels.showLess : labels.readMore}
                    <ChevronRightIcon size={18} className="blog-card__chev" />
                  </span>
                </button>
              </h2>
              <p className="blog-card__excerpt">{post.excerpt}</p>
              <div id={`${post.id}-full`} className="blog-card__full" hidden={!open}>
                {post.description.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </div>
            </div>
          </article>
        );
      })}
    </div>
  );
}
