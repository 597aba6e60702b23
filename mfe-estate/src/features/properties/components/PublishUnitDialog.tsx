import { useTranslation } from 'react-i18next';
import {
  AD_LICENSE_PATTERN,
  ADVERTISER_CAPACITIES,
  type AdvertiserCapacity,
  FAL_LICENSE_PATTERN,
  PLOT_NUMBER_PATTERN,
  todayInRiyadh,
  toAsciiDigits,
} from '@estate/contracts';
import { useToast } from '@estate/platform/ui';
import { Input, Select } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import { FormDialog, useCloseOnSave } from '../../../components/FormDialog.js';
import { calendarDateProps, datePickerProps, HijriOfField } from '../../../components/form-parts.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { serverFieldErrors } from '../../../utils/server-field-errors.js';
import { usePublishUnit } from '../api/publish-unit.js';

interface Values {
  advertiserName: string;
  advertiserCapacity: AdvertiserCapacity;
  falLicenseNumber: string;
  adLicenseNumber: string;
  adLicenseExpiresOn: string;
  plotNumber: string;
}

/**
 * Publishes a vacant unit as a rent listing with the REGA ad licence block an ad must show (advertiser and capacity,
 * FAL licence, ad licence number and expiry, plot number); the listing takes the rest from the unit.
 */
export function PublishUnitDialog({ unitId, onClose }: { unitId: string; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const toast = useToast();
  const refusalText = useRefusalText();
  const [form] = Form.useForm<Values>();
  const publish = usePublishUnit();
  const k = (key: string) => `units.listing.licence.${key}`;

  const refused = (error: unknown) => {
    const fields = serverFieldErrors(error, {
      advertiserName: t(k('required')),
      advertiserCapacity: t(k('required')),
      falLicenseNumber: t(k('digits'), { min: 7, max: 12 }),
      adLicenseNumber: t(k('digits'), { min: 7, max: 20 }),
      adLicenseExpiresOn: t(k('future')),
      plotNumber: t(k('plotRule')),
    });
    if (fields.length) {
      form.setFields(fields);
      return;
    }
    toast.error(t('toast.error'), refusalText(error, t('toast.saveFailed')));
  };
  const closeOnSave = useCloseOnSave(onClose, refused);
  const digits = (pattern: RegExp, min: number, max: number) => ({
    validator: (_rule: unknown, value?: string) =>
      !value || pattern.test(toAsciiDigits(value.trim()))
        ? Promise.resolve()
        : Promise.reject(new Error(t(k('digits'), { min, max }))),
  });

  const save = (values: Values) => {
    closeOnSave(
      publish.mutateAsync({
        unitId,
        input: {
          advertiserName: values.advertiserName.trim(),
          advertiserCapacity: values.advertiserCapacity,
          falLicenseNumber: toAsciiDigits(values.falLicenseNumber.trim()),
          adLicenseNumber: toAsciiDigits(values.adLicenseNumber.trim()),
          adLicenseExpiresOn: values.adLicenseExpiresOn,
          plotNumber: values.plotNumber.trim(),
        },
      }),
      () => [t('units.listing.published'), t('units.listing.publishedText')],
    );
  };

  return (
    <FormDialog<Values>
      form={form}
      name="unit-publish"
      title={t(k('title'))}
      width={560}
      pending={publish.isPending}
      saveTestId="unit-publish-save"
      formTestId="unit-publish-form"
      okText={t(k('publish'))}
      onFinish={save}
      onClose={onClose}
    >
      <p className="estate-muted">{t(k('hint'))}</p>
      <div className="estate-form-grid">
        <Form.Item
          name="advertiserName"
          label={t(k('advertiserName'))}
          rules={[{ required: true, whitespace: true, message: t(k('required')) }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="advertiserCapacity"
          label={t(k('advertiserCapacity'))}
          rules={[{ required: true, message: t(k('required')) }]}
        >
          <Select
            options={ADVERTISER_CAPACITIES.map((capacity) => ({
              value: capacity,
              label: t(k(`capacity.${capacity}`)),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="falLicenseNumber"
          label={t(k('falLicenseNumber'))}
          rules={[{ required: true, message: t(k('required')) }, digits(FAL_LICENSE_PATTERN, 7, 12)]}
        >
          <Input inputMode="numeric" dir="ltr" />
        </Form.Item>
        <Form.Item
          name="adLicenseNumber"
          label={t(k('adLicenseNumber'))}
          rules={[{ required: true, message: t(k('required')) }, digits(AD_LICENSE_PATTERN, 7, 20)]}
        >
          <Input inputMode="numeric" dir="ltr" />
        </Form.Item>
        <Form.Item
          name="adLicenseExpiresOn"
          label={t(k('adLicenseExpiresOn'))}
          rules={[
            { required: true, message: t(k('required')) },
            {
              validator: (_rule, value?: string) =>
                !value || value >= todayInRiyadh() ? Promise.resolve() : Promise.reject(new Error(t(k('future')))),
            },
          ]}
          extra={<HijriOfField name="adLicenseExpiresOn" />}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" style={{ inlineSize: '100%' }} {...datePickerProps} />
        </Form.Item>
        <Form.Item
          name="plotNumber"
          label={t(k('plotNumber'))}
          rules={[
            { required: true, whitespace: true, message: t(k('required')) },
            {
              validator: (_rule, value?: string) =>
                !value || PLOT_NUMBER_PATTERN.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t(k('plotRule')))),
            },
          ]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </div>
    </FormDialog>
  );
}
