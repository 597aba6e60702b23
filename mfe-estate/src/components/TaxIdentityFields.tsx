import { useTranslation } from 'react-i18next';
import { Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { isTaxNumber } from '../utils/tax-numbers.js';
import { NationalAddressFields } from './NationalAddressFields.js';

const NUMBER_LENGTHS = { vatNumber: 15, crNumber: 10 } as const;
type TaxNumberField = keyof typeof NUMBER_LENGTHS;

/** The rule of a tax number field: what it takes, said in the page language. */
export function useTaxNumberRule() {
  const { t } = useTranslation('estate');
  return (field: TaxNumberField) => ({
    validator: (_rule: unknown, value?: string | null) =>
      !value?.trim() || isTaxNumber(field, value)
        ? Promise.resolve()
        : Promise.reject(new Error(t(`taxIdentity.invalid.${field}`))),
  });
}

/**
 * A seller's or buyer's tax identity: VAT registration number, commercial registration and national address
 * (NationalAddressFields), checked as the API checks them. `required` (the seller's settings) asks for every field
 * (but the short address); otherwise each is optional, but an address begun must be whole.
 * `addressName` is where the form keeps the address (`address` in the settings, `nationalAddress` on a person).
 */
export function TaxIdentityFields({
  addressName,
  required = false,
  readOnly = false,
}: {
  addressName: string;
  required?: boolean;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('estate');
  const numberRule = useTaxNumberRule();
  const requiredRule = { required: true, whitespace: true, message: t('form.required') };
  const numberInput = (field: TaxNumberField) => (
    <Input inputMode="numeric" dir="ltr" maxLength={NUMBER_LENGTHS[field] + 4} readOnly={readOnly} />
  );
  return (
    <>
      <div className="estate-form-grid">
        <Form.Item
          name="vatNumber"
          label={t('taxIdentity.vatNumber')}
          extra={readOnly ? undefined : t('taxIdentity.vatNumberHint')}
          rules={[...(required ? [requiredRule] : []), numberRule('vatNumber')]}
        >
          {numberInput('vatNumber')}
        </Form.Item>
        <Form.Item
          name="crNumber"
          label={t('taxIdentity.crNumber')}
          rules={[...(required ? [requiredRule] : []), numberRule('crNumber')]}
        >
          {numberInput('crNumber')}
        </Form.Item>
      </div>
      <NationalAddressFields name={addressName} required={required} readOnly={readOnly} />
    </>
  );
}
