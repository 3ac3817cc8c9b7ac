import { dictionary } from '@/lib/dictionaries';
import type { Locale } from '@/lib/i18n';
import { socials } from '@/content/site';
import { telHref } from '@/lib/links';
import { Picture } from '@/components/ui/picture';
import { ProofLink } from '@/components/content/proof-link';
import { SocialLinks } from '@/components/layout/social-links';
import { PhoneIcon, ShieldIcon } from '@/components/ui/icons';
import './quote-page-blocks.css';

/** The quote page's alternating image-and-text sections, support section and fraud warning. */
export function QuotePageBlocks({ locale }: { locale: Locale }) {
  const words = dictionary(locale);
  const { quoteBlocks, supportSection, quotePageText: t } = words.quotePage;
  const fraudWarning = words.beaware.contacts.warning;
  return (
    <>
      <div className="section section--muted" data-shared="quote-blocks">
        <div className="container alt-blocks">
          {quoteBlocks.map((block, i) => (
            <section
              key={block.title}
              className={`alt-block reveal ${i % 2 ? 'alt-block--flip' : ''}`}
            >
              <Picture
                src={block.image.src}
                alt={block.image.alt}
                width={320}
                height={200}
                className="alt-block__img"
              />
              <div>
                <h2 className="alt-block__title">{block.title}</h2>
                {block.body.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {block.proof && (
                  <p>
                    <ProofLink href={block.proof.href}>{block.proof.text}</ProofLink>
                  </p>
                )}
              </div>
            </section>
          ))}
        </div>
      </div>
      <section className="section" aria-labelledby="support-title" data-shared="support">
        <div className="container support">
          <div>
            <h2 id="support-title" className="section__title">
              {supportSection.title}
            </h2>
            <p>{supportSection.body}</p>
            <a href={telHref(supportSection.phone)} className="btn btn--primary">
              <PhoneIcon size={18} /> {t.helpLine} {supportSection.phone}
            </a>
          </div>
          <aside className="fraud-box" aria-labelledby="fraud-title">
            <h2 id="fraud-title" className="fraud-box__title">
              <ShieldIcon size={22} /> {t.bewareTitle}
            </h2>
            <p>{fraudWarning}</p>
            <p className="fraud-box__follow">{t.follow}</p>
            <SocialLinks links={socials} newTab={words.layout.newTab} className="socials--dark" />
          </aside>
        </div>
      </section>
    </>
  );
}
