import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PROPERTY_SORTS } from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { Button, Empty, LoadError, SearchOutlined, Spin } from '@estate/platform/ui';
import { useProperties } from '../api/get-properties.js';
import {
  filterEntries,
  PAGE_SIZE,
  readFilters,
  readPage,
  readSort,
  toListQuery,
  type ListingFilters,
} from '../utils/listing-params.js';
import { ListingPager } from './ListingPager.js';
import { PropertyCard } from '../../../components/PropertyCard.js';
import { ChoiceToggle } from '../../../components/ChoiceToggle.js';
import { PropertyFilters } from './PropertyFilters.js';
import { ListingsHead } from './ListingsHead.js';

/** /properties: filters, sort, view and page all live in the URL, so reload and back/forward restore them. */
export function PropertiesPage() {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const sort = readSort(params);
  const page = readPage(params);
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const { data, isPending, isError, isPlaceholderData } = useProperties(toListQuery(filters, page, sort));
  // A page of results arrives in an urgent update (the query cache's); its cards are rendered in a deferred
  // one that yields to the browser between cards instead of blocking the page in one long task.
  const shown = useDeferredValue(data);

  const write = (next: ListingFilters, extra: Record<string, string> = {}) => {
    const entries = filterEntries(next);
    if (params.get('sort')) entries.push(['sort', sort]);
    if (view === 'list') entries.push(['view', 'list']);
    for (const [key, value] of Object.entries(extra)) {
      const at = entries.findIndex(([k]) => k === key);
      if (at >= 0) entries.splice(at, 1);
      if (value) entries.push([key, value]);
    }
    setParams(new URLSearchParams(entries));
  };
  const apply = (next: ListingFilters) => write(next);
  const clear = () => setParams(new URLSearchParams());

  const [q, setQ] = useState(filters.q);
  const [seenQ, setSeenQ] = useState(filters.q);
  if (seenQ !== filters.q) {
    // The URL changed (back/forward): the search box follows it.
    setSeenQ(filters.q);
    setQ(filters.q);
  }
  const search = (event: FormEvent) => {
    event.preventDefault();
    apply({ ...filters, q: q.trim() });
  };

  // The count, the cards and the pager show the same page of results, whichever render shows them.
  const total = shown?.total ?? 0;
  const totalPages = Math.ceil(total / PAGE_SIZE);

  return (
    <div className="container section" data-testid="properties-page">
      <ListingsHead />
      <form className="listing-search" role="search" aria-label={t('listings.searchLabel')} onSubmit={search}>
        <label htmlFor={`${id}-q`} className="visually-hidden">
          {t('listings.searchPlaceholder')}
        </label>
        <input
          id={`${id}-q`}
          className="control"
          type="search"
          value={q}
          placeholder={t('listings.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
        />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('listings.search')}
        </Button>
      </form>
      <div className="listing-layout">
        <aside>
          <PropertyFilters key={params.toString()} initial={filters} onApply={apply} onClear={clear} />
        </aside>
        <section
          className="listing-main"
          aria-labelledby={`${id}-results`}
          aria-busy={isPending || isPlaceholderData || shown !== data}
        >
          <div className="listing-toolbar">
            <h2 id={`${id}-results`} className="listing-count" data-testid="listing-count">
              {shown ? t('listings.count', { n: formatNumber(total, lang) }) : ''}
            </h2>
            <label className="listing-sort">
              <span>{t('listings.sortLabel')}</span>
              <select
                className="control"
                name="sort"
                value={sort}
                onChange={(event) => write(filters, { sort: event.target.value })}
              >
                {PROPERTY_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`listings.sorts.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            <ChoiceToggle
              label={t('listings.view')}
              value={view}
              onChange={(value) =>
                write(filters, { view: value === 'list' ? 'list' : '', page: page > 1 ? String(page) : '' })
              }
              options={[
                { value: 'grid' as const, label: t('listings.grid') },
                { value: 'list' as const, label: t('listings.list') },
              ]}
            />
          </div>
          {isPending || (!isError && !shown) ? (
            <div className="listing-state" role="status">
              <Spin size="large" />
              <span className="visually-hidden">{t('listings.loading')}</span>
            </div>
          ) : isError ? (
            <LoadError message={t('listings.loadError')} />
          ) : !shown || shown.properties.length === 0 ? (
            <Empty description={t('listings.empty')}>
              <Button onClick={clear}>{t('listings.clear')}</Button>
            </Empty>
          ) : (
            <>
              <ul className={`listing-results listing-results-${view}`} data-testid="listing-results">
                {shown.properties.map((property) => (
                  <li key={property.id}>
                    <PropertyCard property={property} layout={view} />
                  </li>
                ))}
              </ul>
              <ListingPager
                page={page}
                totalPages={totalPages}
                onChange={(next) => {
                  write(filters, { page: next > 1 ? String(next) : '' });
                  window.scrollTo({ top: 0 });
                }}
              />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
