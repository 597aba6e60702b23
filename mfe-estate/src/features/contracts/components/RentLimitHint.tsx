import { useTranslation } from 'react-i18next';
import type { RentLimit } from '@estate/contracts';
import { formatCurrency, useLang } from '@estate/platform';
import { Form } from '@estate/platform/ui-form';
import { useRentLimit } from '../api/get-rent-limit.js';

type FormInstance = ReturnType<typeof Form.useForm>[0];

/** The rent limit of the unit and start date the contract form holds (a city's rent rule), once both are chosen. */
export function useFormRentLimit(form: FormInstance, contractId: string | undefined): RentLimit | undefined {
  const unitId = Form.useWatch('unitId', form) as string | undefined;
  const startDate = Form.useWatch('startDate', form) as string | undefined;
  return useRentLimit({ unitId, startDate, ...(contractId ? { contractId } : {}) }).data;
}

/** The words of a rent limit: the rule, the most the rent may be in SAR and the contract it comes from. */
export function useRentLimitText() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  return (limit: RentLimit | undefined): string | null =>
    limit?.rule && limit.maximum !== null
      ? t('leases.rentLimit.maximum', {
          rule: limit.rule.name[lang],
          amount: formatCurrency(limit.maximum, lang),
          number: limit.lastContractNumber ?? '',
        })
      : null;
}

/** Under the rent field: the allowed maximum when the unit is under a rent freeze. */
export function RentLimitHint({ limit }: { limit: RentLimit | undefined }) {
  const text = useRentLimitText()(limit);
  return text ? (
    <span data-testid="contract-rent-limit" data-maximum={limit?.maximum ?? undefined}>
      {text}
    </span>
  ) : null;
}
