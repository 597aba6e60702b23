import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInteger, formatNumber, useLang } from '@estate/platform';
import type { PropertyProblem } from '../utils/property-rules.js';

/** A field problem as the message shown, in the page language, its numbers formatted (years without grouping). */
export function usePropertyProblemText() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  return useCallback(
    (problem: PropertyProblem | { key: 'rejected' }) => {
      const values = 'values' in problem && problem.values ? problem.values : {};
      const formatted = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          problem.key === 'yearBuilt' ? formatInteger(value, lang) : formatNumber(value, lang),
        ]),
      );
      return t(`listings.form.errors.${problem.key}`, formatted);
    },
    [t, lang],
  );
}
