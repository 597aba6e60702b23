import { useTranslation } from 'react-i18next';
import {
  NATIONAL_ADDRESS_ERROR_MESSAGES,
  NATIONAL_ADDRESS_FIELDS,
  NATIONAL_ADDRESS_TEXT_LIMITS,
  nationalAddressProblem,
  type NationalAddress,
  type NationalAddressCodedField,
} from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Input } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';

/** How many characters each coded field holds once normalized (a few more are let through for spaces). */
const CODE_LENGTHS: Record<NationalAddressCodedField, number> = {
  buildingNumber: 4,
  postalCode: 5,
  additionalNumber: 4,
  shortAddress: 8,
};
const EVERY_FIELD = [...NATIONAL_ADDRESS_FIELDS, 'shortAddress'] as const satisfies readonly (keyof NationalAddress)[];
const isCoded = (field: keyof NationalAddress): field is NationalAddressCodedField => field in CODE_LENGTHS;

type FormGet = { getFieldValue: (name: (string | number)[] | string) => unknown };

/**
 * A national address (building number, street, district, city, postal code, additional number, short address),
 * checked by the API's rule (`nationalAddressProblem`, its bilingual messages). `required` asks for every field but
 * the short address; otherwise the address is optional, but one begun must be whole. `name` is where the form keeps
 * it (`address` in the seller's settings, `nationalAddress` on a person or a property).
 */
export function NationalAddressFields({
  name,
  required = false,
  readOnly = false,
  titled = true,
}: {
  name: string;
  required?: boolean;
  readOnly?: boolean;
  /** Whether it carries its own title ("National address"); false inside a section of that title. */
  titled?: boolean;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const requiredRule = { required: true, whitespace: true, message: t('form.required') };
  // An optional address is all or nothing: once a field has a value, every field of it is asked for.
  const wholeRule = ({ getFieldValue }: FormGet) => ({
    validator: (_rule: unknown, value?: string | null) => {
      if (required || value?.trim()) return Promise.resolve();
      const begun = EVERY_FIELD.some((field) => {
        const other = getFieldValue([name, field]);
        return typeof other === 'string' && other.trim() !== '';
      });
      return begun ? Promise.reject(new Error(t('taxIdentity.addressWhole'))) : Promise.resolve();
    },
  });
  const codeRule = (field: NationalAddressCodedField) => ({
    validator: (_rule: unknown, value?: string | null) => {
      const problem = value?.trim() ? nationalAddressProblem(field, value) : null;
      return problem ? Promise.reject(new Error(NATIONAL_ADDRESS_ERROR_MESSAGES[problem][lang])) : Promise.resolve();
    },
  });
  return (
    <fieldset className="estate-fieldset" data-testid="national-address">
      {titled ? <legend className="estate-fieldset-legend">{t('taxIdentity.nationalAddress')}</legend> : null}
      <div className="estate-form-grid">
        {EVERY_FIELD.map((field) => (
          <Form.Item
            key={field}
            name={[name, field]}
            label={t(`taxIdentity.address.${field}`)}
            extra={field === 'shortAddress' && !readOnly ? t('taxIdentity.shortAddressHint') : undefined}
            dependencies={EVERY_FIELD.filter((other) => other !== field).map((other) => [name, other])}
            rules={[
              ...(field === 'shortAddress' ? [] : required ? [requiredRule] : [wholeRule]),
              ...(isCoded(field) ? [codeRule(field)] : []),
            ]}
          >
            {isCoded(field) ? (
              <Input
                inputMode={field === 'shortAddress' ? 'text' : 'numeric'}
                dir="ltr"
                maxLength={CODE_LENGTHS[field] + 4}
                readOnly={readOnly}
              />
            ) : (
              <Input maxLength={NATIONAL_ADDRESS_TEXT_LIMITS[field]} readOnly={readOnly} />
            )}
          </Form.Item>
        ))}
      </div>
    </fieldset>
  );
}
