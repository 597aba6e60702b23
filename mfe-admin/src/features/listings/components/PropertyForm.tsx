import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADVERTISER_CAPACITIES,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  PROPERTY_INPUT_LIMITS as LIMITS,
  PROPERTY_PURPOSES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  SAUDI_CITIES,
  todayInRiyadh,
  type PropertyInput,
} from '@estate/contracts';
import { parseNumberInput, useLang } from '@estate/platform';
import { Checkbox, Input, InputNumber, Select, Switch } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import type { PropertyEditor } from '../hooks/use-property-editor.js';
import { useAgents } from '../api/get-agents.js';
import { usePropertyProblemText } from '../hooks/use-property-problem-text.js';
import type { PropertyFormValues } from '../utils/property-form-values.js';
import { propertyFieldProblem, publishProblem, yearBuiltBounds, type CheckedField } from '../utils/property-rules.js';
import { PropertyBrochure } from './PropertyBrochure.js';
import { PropertyPhotos } from './PropertyPhotos.js';

/** A Select's options: each value with its label. */
const choices = <T extends string>(values: readonly T[], label: (value: T) => string) =>
  values.map((value) => ({ value, label: label(value) }));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-form-section" aria-labelledby={id}>
      <h3 id={id} className="admin-form-section-title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The one listing form, for adding and editing, in a dialog or on a page. Staff also see the agent and the
 * publishing sections. Checks mirror the server's; the body is built only once every file is stored.
 */
export function PropertyForm({
  name,
  editor,
  disabled,
  onSave,
  children,
}: {
  /** The form's name: its fields' ids are `<name>_<field>`. */
  name: string;
  editor: PropertyEditor;
  disabled?: boolean;
  onSave: (input: PropertyInput) => void;
  /** Shown at the end of the form (a page's submit button). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const problemText = usePropertyProblemText();
  const { staff, publisher } = editor;
  const agents = useAgents(publisher);
  // An agent keeps a pending listing pending: publishing a visitor's listing is a manager's decision.
  const pendingForAgent = staff && !publisher && editor.initialValues.status === 'pending';
  const years = yearBuiltBounds();

  const check = (field: CheckedField) => ({
    validator: (_rule: unknown, value: unknown) => {
      const problem = propertyFieldProblem(field, value);
      return problem ? Promise.reject(new Error(problemText(problem))) : Promise.resolve();
    },
  });
  const label = (field: string) => t(`listings.form.${field}`);
  // Publishing (status active) needs the ad licence block, valid today; a draft does not (as the API rules).
  const publishCheck = (field: CheckedField) => ({
    validator: (_rule: unknown, _value: unknown) => {
      const problem = publishProblem(field, editor.form.getFieldsValue(true), todayInRiyadh());
      return problem ? Promise.reject(new Error(problemText(problem))) : Promise.resolve();
    },
  });
  // A visitor's listing waits for review (pending): only staff publish, so only staff are asked for the block.
  const licenceRules = (field: CheckedField) => (staff ? [check(field), publishCheck(field)] : [check(field)]);

  const number = (field: CheckedField, props: { min?: number; max?: number; precision?: number } = {}) => (
    <Form.Item name={field} label={label(field)} rules={[check(field)]}>
      <InputNumber<number> className="admin-number" inputMode="numeric" parser={parseNumberInput} {...props} />
    </Form.Item>
  );

  return (
    <Form<PropertyFormValues>
      form={editor.form}
      name={name}
      layout="vertical"
      initialValues={editor.initialValues}
      disabled={disabled}
      onFinish={(values) => {
        const input = editor.toInput(values);
        if (input) onSave(input);
      }}
      scrollToFirstError={{ block: 'center', focus: true }}
      className="admin-form"
      data-testid="property-form"
    >
      <Section id={`${name}-basic`} title={t('listings.sections.basic')}>
        <div className="admin-form-grid">
          <Form.Item name="title" label={label('title')} required rules={[check('title')]} className="admin-wide">
            <Input maxLength={LIMITS.title} dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name="titleEn" label={label('titleEn')} rules={[check('titleEn')]} className="admin-wide">
            <Input maxLength={LIMITS.title} dir="ltr" lang="en" />
          </Form.Item>
          <Form.Item
            name="description"
            label={label('description')}
            required
            rules={[check('description')]}
            className="admin-wide"
          >
            <Input.TextArea rows={4} showCount maxLength={LIMITS.description} dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item
            name="descriptionEn"
            label={label('descriptionEn')}
            rules={[check('descriptionEn')]}
            className="admin-wide"
          >
            <Input.TextArea rows={4} showCount maxLength={LIMITS.description} dir="ltr" lang="en" />
          </Form.Item>
          <Form.Item name="purpose" label={label('purpose')} required>
            <Select options={choices(PROPERTY_PURPOSES, (value) => t(`listings.purposes.${value}`))} />
          </Form.Item>
          <Form.Item name="type" label={label('type')} required>
            <Select options={choices(PROPERTY_TYPES, (value) => t(`listings.types.${value}`))} />
          </Form.Item>
          <Form.Item name="category" label={label('category')} required>
            <Select options={choices(PROPERTY_CATEGORIES, (value) => t(`listings.categories.${value}`))} />
          </Form.Item>
          <Form.Item name="price" label={label('price')} rules={[check('price')]} extra={t('listings.form.priceHint')}>
            <InputNumber<number> className="admin-number" min={0} max={LIMITS.maxPrice - 1} parser={parseNumberInput} />
          </Form.Item>
          <Form.Item name="area" label={label('area')} required rules={[check('area')]}>
            <InputNumber<number>
              className="admin-number"
              min={1}
              max={LIMITS.maxArea}
              precision={0}
              inputMode="numeric"
              parser={parseNumberInput}
            />
          </Form.Item>
          <Form.Item name="city" label={label('city')} required rules={[check('city')]}>
            <Select
              placeholder={t('listings.form.cityPlaceholder')}
              options={SAUDI_CITIES.map((city) => ({ value: city.key, label: city[lang] }))}
            />
          </Form.Item>
          <Form.Item name="district" label={label('district')} required rules={[check('district')]}>
            <Input maxLength={LIMITS.district} />
          </Form.Item>
          <Form.Item name="districtEn" label={label('districtEn')} rules={[check('districtEn')]}>
            <Input maxLength={LIMITS.district} dir="ltr" />
          </Form.Item>
          <Form.Item name="address" label={label('address')} required rules={[check('address')]}>
            <Input maxLength={LIMITS.address} />
          </Form.Item>
          {number('bedrooms', { min: 0, max: LIMITS.maxRooms, precision: 0 })}
          {number('bathrooms', { min: 0, max: LIMITS.maxRooms, precision: 0 })}
          {number('parkingSpaces', { min: 0, max: LIMITS.maxRooms, precision: 0 })}
          {number('yearBuilt', { min: years.min, max: years.max, precision: 0 })}
          {number('floor', { min: LIMITS.minFloor, max: LIMITS.maxFloor, precision: 0 })}
        </div>
      </Section>

      <Section id={`${name}-licence`} title={t('listings.sections.licence')}>
        <p className="listing-form-note">{t('listings.form.licenceNote')}</p>
        <div className="admin-form-grid">
          <Form.Item
            name="advertiserName"
            label={label('advertiserName')}
            rules={licenceRules('advertiserName')}
            dependencies={['status']}
          >
            <Input maxLength={LIMITS.advertiserName} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="advertiserCapacity"
            label={label('advertiserCapacity')}
            rules={licenceRules('advertiserCapacity')}
            dependencies={['status']}
          >
            <Select
              allowClear
              placeholder={t('listings.form.capacityPlaceholder')}
              options={choices(ADVERTISER_CAPACITIES, (value) => t(`listings.capacities.${value}`))}
            />
          </Form.Item>
          <Form.Item
            name="falLicenseNumber"
            label={label('falLicenseNumber')}
            rules={licenceRules('falLicenseNumber')}
            dependencies={['status']}
            extra={t('listings.form.falLicenseHint')}
          >
            <Input maxLength={12} inputMode="numeric" dir="ltr" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="adLicenseNumber"
            label={label('adLicenseNumber')}
            rules={licenceRules('adLicenseNumber')}
            dependencies={['status']}
            extra={t('listings.form.adLicenseHint')}
          >
            <Input maxLength={LIMITS.adLicenseNumber} inputMode="numeric" dir="ltr" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="adLicenseExpiresOn"
            label={label('adLicenseExpiresOn')}
            rules={licenceRules('adLicenseExpiresOn')}
            dependencies={['status']}
            extra={t('listings.form.adLicenseExpiresHint')}
          >
            <Input type="date" dir="ltr" />
          </Form.Item>
          <Form.Item
            name="plotNumber"
            label={label('plotNumber')}
            rules={licenceRules('plotNumber')}
            dependencies={['status']}
          >
            <Input maxLength={LIMITS.plotNumber} autoComplete="off" />
          </Form.Item>
        </div>
      </Section>

      <Section id={`${name}-features`} title={t('listings.sections.features')}>
        <div role="group" aria-labelledby={`${name}-features`}>
          <Form.Item name="features" noStyle>
            <Checkbox.Group
              className="listing-features"
              options={choices(PROPERTY_FEATURES, (feature) => t(`listings.featureNames.${feature}`))}
            />
          </Form.Item>
        </div>
      </Section>

      <Section id={`${name}-photos`} title={t('listings.sections.photos')}>
        <PropertyPhotos id={`${name}_images`} images={editor.images} disabled={disabled} />
      </Section>

      <Section id={`${name}-brochure`} title={t('listings.sections.brochure')}>
        <PropertyBrochure id={`${name}_brochure`} brochure={editor.brochure} disabled={disabled} />
      </Section>

      {staff ? (
        <>
          <Section id={`${name}-agent`} title={t('listings.sections.agent')}>
            {publisher ? null : <p className="listing-form-note">{t('listings.form.contactManagedNote')}</p>}
            <div className="admin-form-grid">
              <Form.Item name="agentName" label={label('agentName')} rules={[check('agentName')]}>
                <Input maxLength={LIMITS.agentName} autoComplete="off" disabled={disabled || !publisher} />
              </Form.Item>
              <Form.Item name="agentPhone" label={label('agentPhone')} rules={[check('agentPhone')]}>
                <Input type="tel" dir="ltr" autoComplete="off" disabled={disabled || !publisher} />
              </Form.Item>
              <Form.Item name="agentEmail" label={label('agentEmail')} rules={[check('agentEmail')]}>
                <Input
                  type="email"
                  dir="ltr"
                  maxLength={LIMITS.agentEmail}
                  autoComplete="off"
                  disabled={disabled || !publisher}
                />
              </Form.Item>
            </div>
          </Section>
          <Section id={`${name}-publishing`} title={t('listings.sections.publishing')}>
            <div className="admin-form-grid">
              <Form.Item
                name="status"
                label={label('status')}
                extra={pendingForAgent ? t('listings.form.pendingReviewNote') : undefined}
              >
                <Select
                  disabled={disabled || pendingForAgent}
                  options={choices(PROPERTY_STATUSES, (status) => t(`listings.statuses.${status}`))}
                />
              </Form.Item>
              {publisher ? (
                <>
                  <Form.Item name="featured" label={label('featuredLabel')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                  <Form.Item name="assignedAgentId" label={label('assignedAgent')}>
                    <Select
                      allowClear
                      loading={agents.isLoading}
                      placeholder={label('noAssignedAgent')}
                      options={(agents.data ?? []).map((agent) => ({ value: agent.id, label: agent.name }))}
                    />
                  </Form.Item>
                </>
              ) : null}
            </div>
          </Section>
        </>
      ) : null}
      {children}
    </Form>
  );
}
