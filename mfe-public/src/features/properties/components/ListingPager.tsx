import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '@estate/platform';
import { Button } from '@estate/platform/ui';
import { pageWindow } from '../utils/page-window.js';

/** Page buttons: from two pages before the current one to two after (`pageWindow`), with previous and next. */
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
  const pages = pageWindow(page, totalPages);
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
