import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger, formatNumber, useLang } from '@estate/platform';

/** What a number field accepts: its bounds, whether it must be whole, whether 0 is refused (rents). */
export interface NumberBounds {
  min: number;
  max: number;
  whole?: boolean;
  /** More than 0 (a rent): 0 and below say so rather than naming the range. */
  positive?: boolean;
  /** Years: written without thousands separators. */
  year?: boolean;
}

/**
 * Form rules for number fields with the server's bounds. The fields' InputNumber has no min, max or precision: those
 * move a typed number into range on blur (−100 became 0, 1700 became 1900) and the form saved what was not typed; a
 * number out of range stays as typed and the field says what it accepts, in the page language. `message` is what a
 * field says when the server refuses it (a save refused for a bound the form did not know of).
 */
export function useNumberRules() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return useMemo(() => {
    const message = ({ min, max, positive = false, year = false }: NumberBounds) => {
      const shown = (value: number) => (year ? formatInteger(value, lang) : formatNumber(value, lang, 2));
      return positive ? t('form.positive') : t('form.range', { min: shown(min), max: shown(max) });
    };
    const rule = (bounds: NumberBounds) => ({
      validator: (_rule: unknown, value?: number | string | null) => {
        if (value === null || value === undefined || value === '') return Promise.resolve();
        const number = typeof value === 'number' ? value : Number(value);
        if (bounds.whole && Number.isFinite(number) && !Number.isInteger(number)) {
          return Promise.reject(new Error(t('form.wholeNumber')));
        }
        const inRange = Number.isFinite(number) && number >= bounds.min && number <= bounds.max;
        return inRange && !(bounds.positive && number <= 0)
          ? Promise.resolve()
          : Promise.reject(new Error(message(bounds)));
      },
    });
    return { rule, message };
  }, [lang, t]);
}
