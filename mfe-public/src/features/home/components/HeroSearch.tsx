import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toQueryString } from '@estate/platform';
import { Button, SearchOutlined } from '@estate/platform/ui';

const types = ['apartment', 'villa', 'land', 'office'] as const;
const cities = ['riyadh', 'jeddah', 'dammam'] as const;

const emptyForm = { q: '', type: '', city: '', minPrice: '', maxPrice: '' };

/**
 * Goes to /search with q, type, city, minPrice and maxPrice, leaving out empty ones.
 * Plain form controls: the home page's first load stays light.
 */
export function HeroSearch() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const id = useId();
  const [form, setForm] = useState(emptyForm);
  const field = (name: keyof typeof emptyForm) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      `/search${toQueryString({ q: form.q.trim(), type: form.type, city: form.city, minPrice: form.minPrice, maxPrice: form.maxPrice })}`,
    );
  };

  return (
    <form className="hero-search" role="search" aria-label={t('home.searchLabel')} onSubmit={submit}>
      <label className="hero-field hero-q">
        <span className="visually-hidden">{t('home.q')}</span>
        <input className="control" type="search" placeholder={t('home.q')} {...field('q')} />
      </label>
      <label className="hero-field">
        <span className="visually-hidden">{t('home.type')}</span>
        <select className="control" {...field('type')}>
          <option value="">{t('home.anyType')}</option>
          {types.map((value) => (
            <option key={value} value={value}>
              {t(`types.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="hero-field">
        <span className="visually-hidden">{t('home.city')}</span>
        <select className="control" {...field('city')}>
          <option value="">{t('home.anyCity')}</option>
          {cities.map((value) => (
            <option key={value} value={value}>
              {t(`cities.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {(['minPrice', 'maxPrice'] as const).map((name) => (
        <label key={name} className="hero-field">
          <span className="visually-hidden">{t(`home.${name}`)}</span>
          <input
            className="control"
            type="number"
            min={0}
            step={1000}
            inputMode="numeric"
            placeholder={t(`home.${name}`)}
            {...field(name)}
          />
        </label>
      ))}
      <Button size="large" type="primary" htmlType="submit" icon={<SearchOutlined />}>
        {t('home.search')}
      </Button>
    </form>
  );
}
