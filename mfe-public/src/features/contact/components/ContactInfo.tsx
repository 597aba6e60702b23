import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brand, useLang } from '@estate/platform';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@estate/platform/ui';
import { TitledSection } from '../../../components/TitledSection.js';

function ContactCard({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof PhoneOutlined;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="contact-card">
      <Icon className="contact-card-icon" aria-hidden />
      <div>
        <h3>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** The company's phone, email, address and the contact page's working hours. */
export function ContactInfo() {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  return (
    <TitledSection
      className="contact-info"
      titleId="contact-info-title"
      titleClassName="visually-hidden"
      title={t('contact.info.title')}
    >
      <ul className="contact-cards" data-testid="contact-cards">
        <ContactCard icon={PhoneOutlined} title={t('contact.info.phone')}>
          <a href={brand.phoneHref}>
            <bdi dir="ltr">{brand.phone}</bdi>
          </a>
        </ContactCard>
        <ContactCard icon={MailOutlined} title={t('contact.info.email')}>
          <a href={`mailto:${brand.email}`}>
            <bdi>{brand.email}</bdi>
          </a>
        </ContactCard>
        <ContactCard icon={EnvironmentOutlined} title={t('contact.info.address')}>
          <p>{brand.address[lang]}</p>
        </ContactCard>
        <ContactCard icon={ClockCircleOutlined} title={t('contact.info.hours')}>
          <p>{t('contact.info.hoursValue')}</p>
          <p className="muted">{t('contact.info.promise')}</p>
        </ContactCard>
      </ul>
    </TitledSection>
  );
}
