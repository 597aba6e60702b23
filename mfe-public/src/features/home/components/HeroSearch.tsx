import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toQueryString } from '@estate/platform';
import { Button, Input, InputNumber, SearchOutlined, Select } from '@estate/platform/ui';

const types = ['apartment', 'villa', 'land', 'office'] as const;
const cities = ['riyadh', 'jeddah', 'dammam'] as const;

interface SearchForm {
  q: string;
  type?: string;
  city?: string;
  minPrice: number | null;
  maxPrice: number | null;
}

/** Goes to /search with q, type, city, minPrice and maxPrice, leaving out empty ones. */
export function HeroSearch() {
  const { t } = useTranslation('public');
  const navigate = useNavigate();
  const [form, setForm] = useState<SearchForm>({ q: '', minPrice: null, maxPrice: null });
  const update = (patch: Partial<SearchForm>) => setForm((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(
      `/search${toQueryString({ q: form.q.trim(), type: form.type, city: form.city, minPrice: form.minPrice, maxPrice: form.maxPrice })}`,
    );
  };

  return (
    <form className="hero-search" role="search" aria-label={t('home.searchLabel')} onSubmit={submit}>
      <Input
        className="hero-q"
        size="large"
        value={form.q}
        onChange={(event) => update({ q: event.target.value })}
        placeholder={t('home.q')}
        aria-label={t('home.q')}
        name="q"
      />
      <Select
        size="large"
        allowClear
        value={form.type}
        onChange={(type) => update({ type })}
        placeholder={t('home.type')}
        aria-label={t('home.type')}
        options={types.map((value) => ({ value, label: t(`types.${value}`) }))}
      />
      <Select
        size="large"
        allowClear
        value={form.city}
        onChange={(city) => update({ city })}
        placeholder={t('home.city')}
        aria-label={t('home.city')}
        options={cities.map((value) => ({ value, label: t(`cities.${value}`) }))}
      />
      <InputNumber
        size="large"
        min={0}
        value={form.minPrice}
        onChange={(minPrice) => update({ minPrice })}
        placeholder={t('home.minPrice')}
        aria-label={t('home.minPrice')}
      />
      <InputNumber
        size="large"
        min={0}
        value={form.maxPrice}
        onChange={(maxPrice) => update({ maxPrice })}
        placeholder={t('home.maxPrice')}
        aria-label={t('home.maxPrice')}
      />
      <Button size="large" type="primary" htmlType="submit" icon={<SearchOutlined />}>
        {t('home.search')}
      </Button>
    </form>
  );
}
