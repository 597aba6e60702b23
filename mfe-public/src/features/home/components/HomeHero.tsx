import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/PageHero.js';
import { HeroSearch } from './HeroSearch.js';

/** The top of the home page: title, line and search. It needs no data, so it is also prerendered at build. */
export function HomeHero() {
  const { t } = useTranslation('public');
  return (
    <PageHero title={t('home.heroTitle')} subtitle={t('home.heroSubtitle')}>
      <HeroSearch />
    </PageHero>
  );
}
