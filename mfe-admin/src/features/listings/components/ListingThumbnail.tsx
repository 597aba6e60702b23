import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A listing's first picture, small; a drawn house when it has none or the picture fails to load. */
export function ListingThumbnail({ src, alt }: { src?: string; alt: string }) {
  const { t } = useTranslation('admin');
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <svg
        className="listing-thumb listing-thumb-fallback"
        viewBox="0 0 160 90"
        role="img"
        aria-label={t('listings.noImage')}
      >
        <rect width="160" height="90" fill="#e8eeec" />
        <path d="M50 62V42l30-20 30 20v20z" fill="#c9d6d2" />
        <rect x="72" y="46" width="16" height="16" fill="#e8eeec" />
      </svg>
    );
  }
  return (
    <img
      className="listing-thumb"
      src={src}
      alt={alt}
      width={80}
      height={56}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
