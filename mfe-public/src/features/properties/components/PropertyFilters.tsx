import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  PROPERTY_PURPOSES,
  PROPERTY_TYPES,
  SAUDI_CITIES,
} from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';
import type { ListingFilters } from '../utils/listing-params.js';

const BEDROOMS = [1, 2, 3, 4, 5, 6];
const BATHROOMS = [1, 2, 3, 4, 5];

type TextField = Exclude<keyof ListingFilters, 'features' | 'q'>;

/** The filters side panel: edits a draft, applied on submit. Remount it (key) to reset the draft from the URL. */
export function PropertyFilters({
  initial,
  onApply,
  onClear,
}: {
  initial: ListingFilters;
  onApply: (filters: ListingFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const field = (name: TextField) => ({
    id: `${id}-${name}`,
    name,
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value })),
  });
  const label = (name: TextField, text: string) => <label htmlFor={`${id}-${name}`}>{text}</label>;
  const select = (name: TextField, text: string, options: { value: string; label: string }[]) => (
    <div className="filter-field">
      {label(name, text)}
      <select className="control" {...field(name)}>
        <option value="">{t('listings.any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const number = (name: TextField, text: string) => (
    <div className="filter-field">
      {label(name, text)}
      <input className="control" type="number" min={0} inputMode="numeric" {...field(name)} />
    </div>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  return (
    <form className="filters-panel" aria-label={t('listings.filters')} onSubmit={submit}>
      <h2 className="filters-title">{t('listings.filters')}</h2>
      {select(
        'city',
        t('listings.city'),
        SAUDI_CITIES.map((c) => ({ value: c.key, label: c[lang] })),
      )}
      {select(
        'category',
        t('listings.category'),
        PROPERTY_CATEGORIES.map((c) => ({ value: c, label: t(`listings.categories.${c}`) })),
      )}
      {select(
        'type',
        t('listings.type'),
        PROPERTY_TYPES.map((c) => ({ value: c, label: t(`listings.types.${c}`) })),
      )}
      {select(
        'purpose',
        t('listings.purpose'),
        PROPERTY_PURPOSES.map((c) => ({ value: c, label: t(`listings.purposes.${c}`) })),
      )}
      {select(
        'bedrooms',
        t('listings.bedrooms'),
        BEDROOMS.map((n) => ({ value: String(n), label: t('listings.atLeast', { n: formatNumber(n, lang) }) })),
      )}
      {select(
        'bathrooms',
        t('listings.bathrooms'),
        BATHROOMS.map((n) => ({ value: String(n), label: t('listings.atLeast', { n: formatNumber(n, lang) }) })),
      )}
      <div className="filter-pair">
        {number('minPrice', t('listings.minPrice'))}
        {number('maxPrice', t('listings.maxPrice'))}
      </div>
      <div className="filter-pair">
        {number('minArea', t('listings.minArea'))}
        {number('maxArea', t('listings.maxArea'))}
      </div>
      <fieldset className="filter-features">
        <legend>{t('listings.features')}</legend>
        {PROPERTY_FEATURES.map((feature) => (
          <label key={feature} className="check">
            <input
              type="checkbox"
              checked={draft.features.includes(feature)}
              onChange={(event) =>
                setDraft((d) => ({
                  ...d,
                  features: event.target.checked ? [...d.features, feature] : d.features.filter((f) => f !== feature),
                }))
              }
            />
            <span>{t(`listings.featureNames.${feature}`)}</span>
          </label>
        ))}
      </fieldset>
      <div className="filter-actions">
        <Button type="primary" htmlType="submit">
          {t('listings.apply')}
        </Button>
        <Button onClick={onClear}>{t('listings.clear')}</Button>
      </div>
    </form>
  );
}
