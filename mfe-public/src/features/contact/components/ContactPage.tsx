import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/PageHero.js';
import { WhyChooseUs } from '../../../components/WhyChooseUs.js';
import { ContactForm } from './ContactForm.js';
import { ContactInfo } from './ContactInfo.js';
import { ContactMap } from './ContactMap.js';
import '../contact.css';

/** /contact: the form, the company's contact details, why choose us, and the office on a map. */
export function ContactPage() {
  const { t } = useTranslation('public');
  return (
    <div data-testid="contact-page">
      <PageHero title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="section container contact-layout">
        <section className="card contact-form-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="section-title">
            {t('contact.form.title')}
          </h2>
          <ContactForm />
        </section>
        <ContactInfo />
      </div>
      <WhyChooseUs />
      <ContactMap />
    </div>
  );
}
