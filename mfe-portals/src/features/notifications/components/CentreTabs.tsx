import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, useLang } from '@estate/platform';
import { CENTRE_TABS, type CentreTab } from '../api/get-my-notifications.js';

export const tabId = (tab: CentreTab) => `notification-tab-${tab}`;
export const PANEL_ID = 'notification-panel';

/**
 * The centre's tabs as a row of chips that wraps on a phone (five labels do not fit 390 px on one line, and a
 * "more" menu would hide some): ARIA tabs with one tab stop, the arrow keys following the reading direction.
 */
export function CentreTabs({
  tab,
  unread,
  onChange,
}: {
  tab: CentreTab;
  unread: number | undefined;
  onChange: (tab: CentreTab) => void;
}) {
  const { t } = useTranslation('portals');
  const { lang, dir } = useLang();
  const buttons = useRef<Partial<Record<CentreTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = CENTRE_TABS.indexOf(tab);
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? CENTRE_TABS[(index + 1) % CENTRE_TABS.length]
        : event.key === backward
          ? CENTRE_TABS[(index - 1 + CENTRE_TABS.length) % CENTRE_TABS.length]
          : event.key === 'Home'
            ? CENTRE_TABS[0]
            : event.key === 'End'
              ? CENTRE_TABS[CENTRE_TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      className="centre-tabs"
      role="tablist"
      aria-label={t('notifications.tabsLabel')}
      onKeyDown={onKeyDown}
      data-testid="notification-tabs"
    >
      {CENTRE_TABS.map((key) => (
        <button
          key={key}
          ref={(element) => {
            buttons.current[key] = element;
          }}
          type="button"
          role="tab"
          id={tabId(key)}
          aria-selected={tab === key}
          aria-controls={PANEL_ID}
          tabIndex={tab === key ? 0 : -1}
          className={`centre-tab${tab === key ? ' is-active' : ''}`}
          onClick={() => onChange(key)}
          data-testid={`notification-tab-${key}`}
        >
          {t(`notifications.tabs.${key}`)}
          {key === 'unread' && unread !== undefined ? (
            <span
              className={`centre-tab-count${unread > 0 ? ' has-unread' : ''}`}
              data-testid="unread-count"
              data-count={unread}
            >
              {formatNumber(unread, lang)}
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}
