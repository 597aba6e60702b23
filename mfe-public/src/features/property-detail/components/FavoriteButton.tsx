import { useTranslation } from 'react-i18next';
import { MAX_FAVORITES, REQUEST_ERROR_CODES } from '@estate/contracts';
import { ApiError, formatNumber, useFavorite, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { HeartIcon } from './icons.js';

/** The heart toggle: saved on the server for a signed-in user, in this browser for a guest. */
export function FavoriteButton({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('public');
  const { lang } = useLang();
  const toast = useToast();
  const { favorite, ready, toggle } = useFavorite(propertyId, {
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : null;
      const status = error instanceof ApiError ? error.status : null;
      toast.error(
        t('detail.favoriteError.title'),
        code === REQUEST_ERROR_CODES.favoritesLimit || status === 409
          ? t('detail.favoriteError.limit', { n: formatNumber(MAX_FAVORITES, lang) })
          : code === REQUEST_ERROR_CODES.propertyNotFound || status === 404
            ? t('detail.favoriteError.gone')
            : t('detail.favoriteError.generic'),
      );
    },
  });
  return (
    <Button
      color={favorite ? 'magenta' : 'default'}
      variant="outlined"
      icon={<HeartIcon filled={favorite} />}
      aria-pressed={favorite}
      disabled={!ready}
      onClick={toggle}
      data-testid="favorite-toggle"
    >
      {t('detail.favorite')}
    </Button>
  );
}
