import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@estate/contracts';
import { formatArea, formatInteger, formatNumber, useLang } from '@estate/platform';
import { EyeOutlined } from '@estate/platform/ui';
import { DetailSection } from './DetailSection.js';

/** A year without a thousands separator ("2,015" would read as an amount). */
const formatYear = formatInteger;

/** Area, rooms, parking, year, floor and views; a fact the listing does not give is left out. */
export function PropertyFacts({ property }: { property: Property }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const count = (value: number) => formatNumber(value, lang);
  const facts: { key: string; label: string; value: ReactNode }[] = [];
  const add = (key: string, label: string, value: ReactNode | null) => {
    if (value !== null) facts.push({ key, label, value });
  };
  add('area', t('detail.facts.area'), property.area === null ? null : formatArea(property.area, lang));
  add('bedrooms', t('detail.facts.bedrooms'), property.bedrooms === null ? null : count(property.bedrooms));
  add('bathrooms', t('detail.facts.bathrooms'), property.bathrooms === null ? null : count(property.bathrooms));
  add(
    'parkingSpaces',
    t('detail.facts.parkingSpaces'),
    property.parkingSpaces === null ? null : count(property.parkingSpaces),
  );
  add(
    'yearBuilt',
    t('detail.facts.yearBuilt'),
    property.yearBuilt === null ? null : formatYear(property.yearBuilt, lang),
  );
  add(
    'floor',
    t('detail.facts.floor'),
    property.floor === null ? null : property.floor === 0 ? t('detail.facts.groundFloor') : count(property.floor),
  );
  add(
    'views',
    t('detail.facts.views'),
    <>
      <EyeOutlined aria-hidden /> {count(property.views)}
    </>,
  );

  return (
    <DetailSection titleId="detail-facts-title" title={t('detail.facts.title')}>
      <dl className="detail-facts" data-testid="detail-facts">
        {facts.map((fact) => (
          <div key={fact.key} className="detail-fact" data-fact={fact.key}>
            <dt className="muted">{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
