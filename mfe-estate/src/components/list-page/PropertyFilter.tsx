import { useTranslation } from 'react-i18next';
import { propertyOptionsQueryOptions } from '../../api/get-property-options.js';
import { OptionSelect } from '../OptionSelect.js';

/** A list's property filter, searched on the server, kept in the address as `propertyId`. */
export function PropertyFilter({
  view,
  show,
  testId,
}: {
  view: { filters: { propertyId?: string } };
  show: (change: { filters: { propertyId?: string } }) => void;
  testId: string;
}) {
  const { t } = useTranslation('estate');
  return (
    <OptionSelect
      value={view.filters.propertyId}
      onChange={(propertyId) => show({ filters: { propertyId } })}
      optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
      placeholder={t('filters.allProperties')}
      allowClear
      className="estate-filter"
      testId={testId}
    />
  );
}
