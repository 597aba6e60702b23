import { useTranslation } from 'react-i18next';
import { brand, useLang } from '@estate/platform';
import { Button, EnvironmentOutlined, PhoneOutlined } from '@estate/platform/ui';
import { TitledSection } from '../../../components/TitledSection.js';
import { mapsEmbedUrl, mapsLinkUrl } from '../../../utils/maps.js';

/** The office on an embedded map, with links to open the maps service and to call. */
export function ContactMap() {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  return (
    <TitledSection className="section container" titleId="contact-map-title" title={t('contact.map.title')}>
      <div className="contact-map">
        <iframe
          src={mapsEmbedUrl(brand.mapsQuery, lang)}
          title={t('contact.map.frameTitle', { address: brand.address[lang] })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      </div>
      <div className="contact-map-actions">
        <Button
          type="primary"
          icon={<EnvironmentOutlined />}
          href={mapsLinkUrl(brand.mapsQuery)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="contact-open-map"
        >
          {t('contact.map.open')}
          <span className="visually-hidden"> {t('contact.map.newTab')}</span>
        </Button>
        <Button icon={<PhoneOutlined />} href={brand.phoneHref} data-testid="contact-call">
          {t('contact.map.call')}
        </Button>
      </div>
    </TitledSection>
  );
}
