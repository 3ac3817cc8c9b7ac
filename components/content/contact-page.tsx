import { site } from '@/content/site';
import { telHref, whatsappHref, mailtoHref } from '@/lib/links';
import { hoursLabel } from '@/lib/hours';
import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { PageIntro } from '@/components/layout/page-intro';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { BranchAddresses } from '@/components/content/branch-addresses';
import { Section } from '@/components/content/section';
import { ClockIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import './contact-page.css';

/** The body of /contactus in every language: the contact form, our lines and every office. */
export function ContactPage({ locale }: { locale: Locale }) {
  const d = dictionary(locale);
  const t = d.pageText.contact;
  return (
    <>
      <PageIntro path="/contactus" locale={locale} />
      <section className="section" aria-label={t.section}>
        <div className="container split split--top">
          <div className="card-panel">
            <h2 className="quote-section__form-title">{t.formTitle}</h2>
            <EnquiryForm
              kind="contact"
              labels={d.enquiry.contactFields}
              rows={4}
              text={d.enquiry.form.contact}
              words={d.enquiry.words}
            />
          </div>
          <div className="contact-lines">
            <h2 className="section__title">{t.talkTitle}</h2>
            <ul className="contact-lines__list">
              <li>
                <PhoneIcon size={20} />
                <div>
                  <strong>{t.sales.name}</strong> {t.sales.note}
                  <br />
                  <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
                </div>
              </li>
              <li>
                <PhoneIcon size={20} />
                <div>
                  <strong>{t.help.name}</strong> {t.help.note}
                  <br />
                  <a href={telHref(site.phones.help)}>{site.phones.help}</a>
                </div>
              </li>
              <li>
                <MailIcon size={20} />
                <div>
                  <strong>{t.email}</strong>
                  <br />
                  <a href={mailtoHref(site.email)}>{site.email}</a>
                </div>
              </li>
              <li>
                <ClockIcon size={20} />
                <div>
                  <strong>{t.hours}</strong>
                  <br />
                  {hoursLabel(site.hours, d.hours)}
                </div>
              </li>
            </ul>
            <a
              href={whatsappHref(site.whatsapp, t.chatGreeting)}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn--wa btn--lg"
            >
              <WhatsAppIcon size={22} /> {t.chat}
            </a>
          </div>
        </div>
      </section>
      <Section id="offices" tone="muted" title={t.offices}>
        <BranchAddresses locale={locale} />
      </Section>
    </>
  );
}
