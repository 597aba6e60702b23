import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '@estate/platform';
import { ButtonLink, Empty, LoadError, Spin } from '@estate/platform/ui';
import { useProperties } from '../api/get-properties.js';
import { emptyFilters, PAGE_SIZE, readFilters, readPage, toListQuery } from '../utils/listing-params.js';
import { ListingPager } from './ListingPager.js';
import { PropertyCard } from '../../../components/PropertyCard.js';

/** /search: q, type, category, city, minPrice, maxPrice, bedrooms and bathrooms from the URL. */
export function SearchResultsPage() {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const [params, setParams] = useSearchParams();
  const all = readFilters(params);
  const filters = {
    ...emptyFilters,
    q: all.q,
    type: all.type,
    category: all.category,
    city: all.city,
    minPrice: all.minPrice,
    maxPrice: all.maxPrice,
    bedrooms: all.bedrooms,
    bathrooms: all.bathrooms,
  };
  const page = readPage(params);
  const { data, isPending, isError, refetch, isFetching } = useProperties(toListQuery(filters, page));
  const total = data?.total ?? 0;
  const from = total ? (page - 1) * PAGE_SIZE + 1 : 0;
  const to = Math.min(page * PAGE_SIZE, total);

  const goTo = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="container section" data-testid="search-page">
      <header className="page-head">
        <h1>{t('search.title')}</h1>
        {all.q && <p className="muted">{t('search.for', { q: all.q })}</p>}
      </header>
      {isPending ? (
        <div className="listing-state" role="status">
          <Spin size="large" />
          <span>{t('search.searching')}</span>
        </div>
      ) : isError ? (
        <LoadError message={t('search.error')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : total === 0 ? (
        <Empty description={t('search.empty')}>
          <ButtonLink to="/properties" type="primary">
            {t('search.newSearch')}
          </ButtonLink>
        </Empty>
      ) : (
        <>
          <p className="listing-count" data-testid="search-count">
            {t('search.showing', {
              from: formatNumber(from, lang),
              to: formatNumber(to, lang),
              total: formatNumber(total, lang),
            })}
          </p>
          <ul className="listing-results listing-results-grid" data-testid="listing-results">
            {data.properties.map((property) => (
              <li key={property.id}>
                <PropertyCard property={property} />
              </li>
            ))}
          </ul>
          {total > PAGE_SIZE && <ListingPager page={page} totalPages={Math.ceil(total / PAGE_SIZE)} onChange={goTo} />}
        </>
      )}
    </div>
  );
}
