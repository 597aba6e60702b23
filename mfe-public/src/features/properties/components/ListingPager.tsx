import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';

/** Page buttons: a window of two pages either side of the current one (at most 5), with previous and next. */
export function ListingPager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const last = Math.min(totalPages, first + 4);
  const pages: number[] = [];
  for (let p = first; p <= last; p += 1) pages.push(p);
  return (
    <nav className="listing-pager" aria-label={t('listings.pagination')}>
      <Button disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('listings.previous')}
      </Button>
      {pages.map((p) => (
        <Button
          key={p}
          type={p === page ? 'primary' : 'default'}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('listings.pageN', { n: formatNumber(p, lang) })}
          onClick={() => onChange(p)}
        >
          {formatNumber(p, lang)}
        </Button>
      ))}
      <Button disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('listings.next')}
      </Button>
    </nav>
  );
}
