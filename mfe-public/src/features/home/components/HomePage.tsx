import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@estate/platform/ui';
import { ServiceCards } from '../../../components/ServiceCards.js';
import { WhyChooseUs } from '../../../components/WhyChooseUs.js';
import { HomeHero } from './HomeHero.js';
import { StatsBand } from './StatsBand.js';
import { FeaturedProperties } from './FeaturedProperties.js';
import { ActiveAuctions } from './ActiveAuctions.js';

export function HomePage() {
  const { t } = useTranslation('public');
  return (
    <div data-testid="home-page">
      <HomeHero />
      <StatsBand />
      <FeaturedProperties />
      <ActiveAuctions />
      <section className="section container" aria-labelledby="services-title">
        <div className="section-head">
          <div>
            <h2 id="services-title" className="section-title">
              {t('home.servicesTitle')}
            </h2>
            <p className="muted">{t('home.servicesSubtitle')}</p>
          </div>
          <ButtonLink to="/services">{t('home.allServices')}</ButtonLink>
        </div>
        <ServiceCards />
      </section>
      <WhyChooseUs />
    </div>
  );
}
