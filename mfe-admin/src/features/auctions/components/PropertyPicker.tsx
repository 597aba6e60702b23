import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cityName, listingTitle, type AuctionProperty } from '@estate/contracts';
import { joinWords, useLang } from '@estate/platform';
import { Select } from '@estate/platform/ui-extra';
import { usePropertyOptions } from '../api/get-property-options.js';
import { auctionSearchText } from '../utils/auctions-view.js';

/** How long typing pauses before the listings are searched. */
const SEARCH_DELAY_MS = 300;

/**
 * The listing an auction sells, picked from the staff listings (searched as one types). The listing an auction
 * being edited already has is offered too, whether or not the search finds it. Used as a form control.
 */
export function PropertyPicker({
  value,
  onChange,
  known,
  id,
  disabled,
}: {
  value?: string;
  onChange?: (value: string) => void;
  known?: AuctionProperty | null;
  id?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(auctionSearchText(typed)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const options = usePropertyOptions(search);

  const choices = useMemo(() => {
    const found = (options.data?.properties ?? []).map((property) => ({
      value: property.id,
      label: joinWords([listingTitle(property, lang), cityName(property.city, lang)], lang),
    }));
    if (known && !found.some((option) => option.value === known.id))
      found.unshift({
        value: known.id,
        label: joinWords([listingTitle(known, lang), cityName(known.city, lang)], lang),
      });
    return found;
  }, [options.data, known, lang]);

  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={options.isFetching}
      placeholder={t('auctions.form.propertyPlaceholder')}
      notFoundContent={options.isFetching ? null : t('auctions.form.propertyNone')}
      options={choices}
      data-testid="auction-property-picker"
    />
  );
}
