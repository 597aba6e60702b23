import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ESTATE_INPUT_LIMITS,
  ESTATE_PROPERTY_CATEGORIES,
  ESTATE_PROPERTY_STATUSES,
  ESTATE_PROPERTY_TYPES,
  SAUDI_CITIES,
  type EstateProperty,
  type EstatePropertyInput,
} from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input, InputNumber, Select } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { FormButtons, FormSection } from '../../../components/form-parts.js';
import { NationalAddressFields } from '../../../components/NationalAddressFields.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { ownerOptionsQueryOptions } from '../../../api/get-owner-options.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { type NumberBounds, useNumberRules } from '../../../utils/number-rules.js';
import { nationalAddressOf } from '../../../utils/tax-numbers.js';
import { useCreateProperty } from '../api/create-property.js';
import { useUpdateProperty } from '../api/update-property.js';

const FIELDS = [
  'title',
  'titleEn',
  'ownerId',
  'type',
  'category',
  'status',
  'city',
  'district',
  'districtEn',
  'address',
  'area',
  'yearBuilt',
  'purchasePrice',
  'currentValue',
  'description',
  'descriptionEn',
  'nationalAddress',
] as const satisfies readonly (keyof EstatePropertyInput)[];

type Values = EstatePropertyInput;

const blank = (value?: string | null) => (value?.trim() ? value.trim() : null);

/**
 * Add (no property) or edit a property: info, location, details and finance; the server has the last word. Once money
 * has moved on its contracts the owner is not offered here (a change of owner is then a dated transfer).
 */
export function PropertyForm({ property }: { property?: EstateProperty }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const create = useCreateProperty();
  const update = useUpdateProperty();
  const pending = create.isPending || update.isPending;
  const numbers = useNumberRules();
  // The server's bounds of each number (EstatePropertyInputDto).
  const bounds: Partial<Record<(typeof FIELDS)[number], NumberBounds>> = {
    area: { min: 0.01, max: ESTATE_INPUT_LIMITS.maxArea },
    yearBuilt: { min: ESTATE_INPUT_LIMITS.minYearBuilt, max: new Date().getFullYear() + 5, whole: true, year: true },
    purchasePrice: { min: 0, max: ESTATE_INPUT_LIMITS.maxAmount - 1 },
    currentValue: { min: 0, max: ESTATE_INPUT_LIMITS.maxAmount - 1 },
  };
  const numberRule = (field: keyof typeof bounds) => numbers.rule(bounds[field]!);
  const refused = useSaveFeedback(form, FIELDS, (field) => {
    const fieldBounds = bounds[field];
    return fieldBounds ? numbers.message(fieldBounds) : undefined;
  });
  const required = { required: true, whitespace: true, message: t('form.required') };
  const ownerLocked = property?.ownerLocked === true;

  const save = (values: Values) => {
    const input: EstatePropertyInput = {
      ...values,
      title: values.title.trim(),
      titleEn: blank(values.titleEn),
      district: values.district.trim(),
      districtEn: blank(values.districtEn),
      address: values.address.trim(),
      description: blank(values.description),
      descriptionEn: blank(values.descriptionEn),
      area: values.area ?? null,
      yearBuilt: values.yearBuilt ?? null,
      purchasePrice: values.purchasePrice ?? null,
      currentValue: values.currentValue ?? null,
      nationalAddress: nationalAddressOf(values.nationalAddress),
    };
    if (property) {
      // A locked owner is not sent: the edit keeps the owner, as the server requires.
      const { ownerId, ...rest } = input;
      update.mutate(
        { id: property.id, input: ownerLocked ? rest : { ...rest, ownerId } },
        {
          onSuccess: (saved) => {
            toast.success(t('properties.toast.updated'), saved.title);
            navigate(`/estate/properties/${saved.id}`);
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast.success(t('properties.toast.saved'), t('properties.toast.savedText'));
          navigate('/estate/properties');
        },
        onError: refused,
      });
    }
  };

  return (
    <Form<Values>
      form={form}
      name={property ? 'edit-property' : 'add-property'}
      layout="vertical"
      className="estate-form"
      disabled={pending}
      scrollToFirstError
      data-testid="property-form"
      initialValues={
        property
          ? {
              title: property.title,
              titleEn: property.titleEn,
              ownerId: property.ownerId,
              type: property.type,
              category: property.category,
              status: property.status,
              city: property.city,
              district: property.district,
              districtEn: property.districtEn,
              address: property.address,
              area: property.area,
              yearBuilt: property.yearBuilt,
              purchasePrice: property.purchasePrice,
              currentValue: property.currentValue,
              description: property.description,
              descriptionEn: property.descriptionEn,
              nationalAddress: property.nationalAddress,
            }
          : { status: 'active', category: 'residential' }
      }
      onFinish={save}
    >
      <FormSection title={t('properties.sections.info')}>
        <Form.Item name="title" label={t('properties.fields.title')} rules={[required]}>
          <Input maxLength={ESTATE_INPUT_LIMITS.title} />
        </Form.Item>
        <Form.Item name="titleEn" label={t('properties.fields.titleEn')}>
          <Input maxLength={ESTATE_INPUT_LIMITS.title} dir="ltr" />
        </Form.Item>
        <Form.Item
          name="ownerId"
          label={t('properties.fields.owner')}
          rules={[{ required: true, message: t('form.required') }]}
          extra={
            ownerLocked ? <span data-testid="property-owner-locked">{t('properties.ownerLockedHint')}</span> : null
          }
        >
          <OptionSelect
            optionsFor={(q) => ownerOptionsQueryOptions(q ? { q } : {})}
            known={property ? { id: property.ownerId, label: property.ownerName, labelEn: property.ownerNameEn } : null}
            placeholder={t('form.select')}
            disabled={ownerLocked}
            testId="property-owner"
          />
        </Form.Item>
        <Form.Item
          name="type"
          label={t('properties.fields.type')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <Select
            placeholder={t('form.select')}
            options={ESTATE_PROPERTY_TYPES.map((type) => ({ value: type, label: t(`enums.propertyType.${type}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('properties.fields.category')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <Select
            options={ESTATE_PROPERTY_CATEGORIES.map((category) => ({
              value: category,
              label: t(`enums.propertyCategory.${category}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('properties.fields.status')}>
          <Select
            options={ESTATE_PROPERTY_STATUSES.map((status) => ({
              value: status,
              label: t(`enums.propertyStatus.${status}`),
            }))}
          />
        </Form.Item>
      </FormSection>
      <FormSection title={t('properties.sections.location')}>
        <Form.Item
          name="city"
          label={t('properties.fields.city')}
          rules={[{ required: true, message: t('form.required') }]}
        >
          <Select
            placeholder={t('form.select')}
            options={SAUDI_CITIES.map((city) => ({ value: city.key, label: city[lang] }))}
          />
        </Form.Item>
        <Form.Item name="district" label={t('properties.fields.district')} rules={[required]}>
          <Input maxLength={ESTATE_INPUT_LIMITS.district} />
        </Form.Item>
        <Form.Item name="districtEn" label={t('properties.fields.districtEn')}>
          <Input maxLength={ESTATE_INPUT_LIMITS.district} dir="ltr" data-testid="property-district-en" />
        </Form.Item>
        <Form.Item name="address" label={t('properties.fields.address')} rules={[required]}>
          <Input maxLength={ESTATE_INPUT_LIMITS.address} />
        </Form.Item>
      </FormSection>
      <FormSection title={t('taxIdentity.nationalAddress')} wide>
        <NationalAddressFields name="nationalAddress" titled={false} />
      </FormSection>
      <FormSection title={t('properties.sections.details')}>
        <Form.Item name="area" label={t('properties.fields.area')} rules={[numberRule('area')]}>
          <InputNumber className="estate-number" data-testid="property-area" />
        </Form.Item>
        <Form.Item name="yearBuilt" label={t('properties.fields.yearBuilt')} rules={[numberRule('yearBuilt')]}>
          <InputNumber className="estate-number" data-testid="property-year-built" />
        </Form.Item>
      </FormSection>
      <FormSection title={t('properties.sections.finance')}>
        <Form.Item
          name="purchasePrice"
          label={t('properties.fields.purchasePrice')}
          rules={[numberRule('purchasePrice')]}
        >
          <InputNumber className="estate-number" />
        </Form.Item>
        <Form.Item name="currentValue" label={t('properties.fields.currentValue')} rules={[numberRule('currentValue')]}>
          <InputNumber className="estate-number" />
        </Form.Item>
      </FormSection>
      <FormSection title={t('properties.sections.description')} wide>
        <Form.Item name="description" label={t('properties.fields.description')}>
          <Input.TextArea rows={4} maxLength={ESTATE_INPUT_LIMITS.description} />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('properties.fields.descriptionEn')}>
          <Input.TextArea rows={4} maxLength={ESTATE_INPUT_LIMITS.description} dir="ltr" />
        </Form.Item>
      </FormSection>
      <FormButtons>
        <Button onClick={() => navigate(-1)} disabled={false}>
          {t('actions.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="property-save">
          {t('actions.save')}
        </Button>
      </FormButtons>
    </Form>
  );
}
