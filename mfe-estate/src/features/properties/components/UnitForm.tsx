import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ESTATE_INPUT_LIMITS, UNIT_TYPES, type EstateUnit, type UnitInput } from '@estate/contracts';
import { Button, useToast } from '@estate/platform/ui';
import { Input, InputNumber, Select, Switch } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { FormButtons, FormSection } from '../../../components/form-parts.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { propertyOptionsQueryOptions } from '../../../api/get-property-options.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { type NumberBounds, useNumberRules } from '../../../utils/number-rules.js';
import { useCreateUnit } from '../api/create-unit.js';
import { useUpdateUnit } from '../api/update-unit.js';

const FIELDS = [
  'propertyId',
  'unitNumber',
  'unitType',
  'floor',
  'area',
  'bedrooms',
  'bathrooms',
  'rentPrice',
  'features',
  'description',
  'descriptionEn',
  'underMaintenance',
] as const satisfies readonly (keyof UnitInput)[];

const blank = (value?: string | null) => (value?.trim() ? value.trim() : null);

/**
 * Add (no unit) or edit a unit: basic info, details, rent, features and descriptions. The property list comes from
 * the server; a new unit may start on the property it was opened from.
 */
export function UnitForm({ unit, propertyId }: { unit?: EstateUnit; propertyId?: string }) {
  const { t } = useTranslation('estate');
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<UnitInput>();
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const pending = create.isPending || update.isPending;
  const numbers = useNumberRules();
  // The server's bounds of each number (UnitInputDto): a rent more than 0.
  const rooms: NumberBounds = { min: 0, max: ESTATE_INPUT_LIMITS.maxRooms, whole: true };
  const bounds: Partial<Record<(typeof FIELDS)[number], NumberBounds>> = {
    floor: { min: ESTATE_INPUT_LIMITS.minFloor, max: ESTATE_INPUT_LIMITS.maxFloor, whole: true },
    area: { min: 0.01, max: ESTATE_INPUT_LIMITS.maxArea },
    bedrooms: rooms,
    bathrooms: rooms,
    rentPrice: { min: 0.01, max: ESTATE_INPUT_LIMITS.maxAmount - 1, positive: true },
  };
  const numberRule = (field: keyof typeof bounds) => numbers.rule(bounds[field]!);
  const refused = useSaveFeedback(form, FIELDS, (field) => {
    const fieldBounds = bounds[field];
    return fieldBounds ? numbers.message(fieldBounds) : undefined;
  });
  const required = { required: true, message: t('form.required') };
  const leave = () => navigate(unit ? `/estate/units/${unit.id}` : '/estate/properties?tab=units');

  const save = (values: UnitInput) => {
    const input: UnitInput = {
      ...values,
      unitNumber: values.unitNumber.trim(),
      floor: values.floor ?? null,
      area: values.area ?? null,
      bedrooms: values.bedrooms ?? null,
      bathrooms: values.bathrooms ?? null,
      features: blank(values.features),
      description: blank(values.description),
      descriptionEn: blank(values.descriptionEn),
      underMaintenance: !!values.underMaintenance,
    };
    if (unit) {
      update.mutate(
        { id: unit.id, input },
        {
          onSuccess: (saved) => {
            toast.success(t('units.toast.updated'), t('units.toast.updatedText'));
            navigate(`/estate/units/${saved.id}`);
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast.success(t('units.toast.saved'), t('units.toast.savedText'));
          navigate('/estate/properties?tab=units');
        },
        onError: refused,
      });
    }
  };

  return (
    <Form<UnitInput>
      form={form}
      name={unit ? 'edit-unit' : 'add-unit'}
      layout="vertical"
      className="estate-form"
      disabled={pending}
      scrollToFirstError
      data-testid="unit-form"
      initialValues={
        unit
          ? {
              propertyId: unit.propertyId,
              unitNumber: unit.unitNumber,
              unitType: unit.unitType,
              floor: unit.floor,
              area: unit.area,
              bedrooms: unit.bedrooms,
              bathrooms: unit.bathrooms,
              rentPrice: unit.rentPrice,
              features: unit.features,
              description: unit.description,
              descriptionEn: unit.descriptionEn,
              underMaintenance: unit.underMaintenance,
            }
          : { propertyId, underMaintenance: false }
      }
      onFinish={save}
    >
      <FormSection title={t('units.sections.basic')}>
        <Form.Item name="propertyId" label={t('units.fields.property')} rules={[required]}>
          <OptionSelect
            optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
            known={unit ? { id: unit.propertyId, label: unit.propertyTitle, labelEn: unit.propertyTitleEn } : null}
            placeholder={t('form.select')}
            testId="unit-property"
          />
        </Form.Item>
        <Form.Item name="unitNumber" label={t('units.fields.unitNumber')} rules={[{ ...required, whitespace: true }]}>
          <Input maxLength={ESTATE_INPUT_LIMITS.unitNumber} />
        </Form.Item>
        <Form.Item name="unitType" label={t('units.fields.unitType')} rules={[required]}>
          <Select
            placeholder={t('form.select')}
            options={UNIT_TYPES.map((type) => ({ value: type, label: t(`enums.unitType.${type}`) }))}
          />
        </Form.Item>
      </FormSection>
      <FormSection title={t('units.sections.details')}>
        <Form.Item name="floor" label={t('units.fields.floor')} rules={[numberRule('floor')]}>
          <InputNumber className="estate-number" />
        </Form.Item>
        <Form.Item name="area" label={t('units.fields.area')} rules={[numberRule('area')]}>
          <InputNumber className="estate-number" />
        </Form.Item>
        <Form.Item name="bedrooms" label={t('units.fields.bedrooms')} rules={[numberRule('bedrooms')]}>
          <InputNumber className="estate-number" />
        </Form.Item>
        <Form.Item name="bathrooms" label={t('units.fields.bathrooms')} rules={[numberRule('bathrooms')]}>
          <InputNumber className="estate-number" />
        </Form.Item>
      </FormSection>
      <FormSection title={t('units.sections.finance')}>
        <Form.Item name="rentPrice" label={t('units.fields.rentPrice')} rules={[required, numberRule('rentPrice')]}>
          <InputNumber className="estate-number" />
        </Form.Item>
        <Form.Item name="underMaintenance" label={t('units.fields.underMaintenance')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormSection>
      <FormSection title={t('units.sections.features')} wide>
        <Form.Item name="features" label={t('units.fields.features')}>
          <Input.TextArea rows={3} maxLength={ESTATE_INPUT_LIMITS.features} />
        </Form.Item>
        <Form.Item name="descriptionEn" label={t('units.fields.descriptionEn')}>
          <Input.TextArea rows={4} maxLength={ESTATE_INPUT_LIMITS.description} dir="ltr" />
        </Form.Item>
        <Form.Item name="description" label={t('units.fields.description')}>
          <Input.TextArea rows={4} maxLength={ESTATE_INPUT_LIMITS.description} />
        </Form.Item>
      </FormSection>
      <FormButtons>
        <Button onClick={leave} disabled={false}>
          {t('actions.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="unit-save">
          {t('actions.save')}
        </Button>
      </FormButtons>
    </Form>
  );
}
