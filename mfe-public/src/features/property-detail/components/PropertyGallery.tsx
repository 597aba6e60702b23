import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { PropertyPlaceholder } from '../../../components/PropertyPlaceholder.js';
import { ChevronIcon } from './icons.js';

/**
 * The main picture with previous/next buttons and a row of thumbnails (buttons). Arrow keys move
 * through the pictures in reading direction; a picture that fails to load shows the drawn placeholder.
 */
export function PropertyGallery({ images, title }: { images: readonly string[]; title: LocalizedText }) {
  const { t } = useTranslation('public');
  const { lang, dir } = useLang();
  const hintId = useId();
  const [current, setCurrent] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const total = images.length;

  if (total === 0) {
    return (
      <div className="detail-gallery">
        <div className="detail-gallery-stage">
          <PropertyPlaceholder label={t('listings.imageAlt', { title: title.text })} className="detail-gallery-image" />
        </div>
      </div>
    );
  }

  const n = (value: number) => formatNumber(value, lang);
  const alt = (index: number) => t('detail.gallery.imageAlt', { n: n(index + 1), total: n(total), title: title.text });
  const markFailed = (src: string) => setFailed((set) => new Set(set).add(src));

  const show = (index: number, focusThumb = false) => {
    const next = (index + total) % total;
    setCurrent(next);
    if (focusThumb) thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (total < 2) return;
    const inThumbs = event.target instanceof HTMLElement && !!event.target.closest('.detail-thumbs');
    // In right-to-left pages the next picture is to the left.
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let target: number | null = null;
    if (event.key === forward) target = current + 1;
    else if (event.key === backward) target = current - 1;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = total - 1;
    if (target === null) return;
    event.preventDefault();
    show(target, inThumbs);
  };

  const src = images[current];
  return (
    <section
      className="detail-gallery"
      aria-label={t('detail.gallery.label')}
      aria-describedby={total > 1 ? hintId : undefined}
      onKeyDown={onKeyDown}
    >
      <div className="detail-gallery-stage">
        {failed.has(src) ? (
          <PropertyPlaceholder label={alt(current)} className="detail-gallery-image" />
        ) : (
          <img
            key={src}
            className="detail-gallery-image"
            src={src}
            alt={alt(current)}
            decoding="async"
            // The page's largest picture: asked for before the thumbnails and the similar listings' photos.
            fetchPriority="high"
            onError={() => markFailed(src)}
          />
        )}
        {total > 1 ? (
          <>
            <button
              type="button"
              className="detail-gallery-nav detail-gallery-prev"
              aria-label={t('detail.gallery.previous')}
              onClick={() => show(current - 1)}
            >
              <ChevronIcon toward="start" />
            </button>
            <button
              type="button"
              className="detail-gallery-nav detail-gallery-next"
              aria-label={t('detail.gallery.next')}
              onClick={() => show(current + 1)}
            >
              <ChevronIcon toward="end" />
            </button>
            <p className="detail-gallery-counter" aria-live="polite">
              {t('detail.gallery.counter', { n: n(current + 1), total: n(total) })}
            </p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <>
          <p id={hintId} className="visually-hidden">
            {t('detail.gallery.keyboardHint')}
          </p>
          <ul className="detail-thumbs">
            {images.map((image, index) => (
              <li key={image + index}>
                <button
                  ref={(element) => {
                    thumbs.current[index] = element;
                  }}
                  type="button"
                  className="detail-thumb"
                  aria-label={t('detail.gallery.show', { n: n(index + 1), total: n(total) })}
                  aria-current={index === current ? 'true' : undefined}
                  onClick={() => show(index)}
                >
                  {failed.has(image) ? (
                    <PropertyPlaceholder label="" className="detail-thumb-image" />
                  ) : (
                    <img
                      className="detail-thumb-image"
                      src={image}
                      alt=""
                      decoding="async"
                      fetchPriority="low"
                      onError={() => markFailed(image)}
                    />
                  )}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
