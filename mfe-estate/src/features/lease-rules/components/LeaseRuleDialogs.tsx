import { useTranslation } from 'react-i18next';
import {
  INVOICE_TYPES,
  LEASE_SETTING_LIMITS as LIMITS,
  type LeaseRules,
  type LeaseSettingsInput,
  RENT_LIMIT_KINDS,
  type RentRule,
  type RentRuleInput,
  SAUDI_CITIES,
  toAsciiDigits,
  UNIT_TYPES,
} from '@estate/contracts';
import { formatNumber, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { DatePicker } from '@estate/platform/ui-date';
import { Input, InputNumber, Select, Switch } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { calendarDateProps, datePickerProps, FormSection, HijriOfField } from '../../../components/form-parts.js';
import { FormDialog } from '../../../components/FormDialog.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { useNumberRules } from '../../../utils/number-rules.js';
import { useCreateRentRule, useUpdateLeaseSettings, useUpdateRentRule } from '../api/edit-lease-rules.js';

/** The reminder days as typed ("90، 60, 30", Arabic-Indic digits too), or null when one is not a whole number. */
function parseReminderDays(text: string): number[] | null {
  const parts = toAsciiDigits(text)
    .split(/[\s,،]+/)
    .filter(Boolean);
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  return parts.map(Number);
}

interface SettingsValues {
  noticeDays: number;
  reminderDays: string;
  autoRenew: boolean;
  renewalCatchUpDays: number;
  source: string;
  sourceUrl?: string;
  ejarRentSince: string;
  ejarSadadBiller: string;
  ejarInvoiceTypes: LeaseSettingsInput['ejarInvoiceTypes'];
  ejarSourceAr: string;
  ejarSourceEn: string;
}

const SETTINGS_FIELDS = [
  'noticeDays',
  'reminderDays',
  'autoRenew',
  'renewalCatchUpDays',
  'source',
  'sourceUrl',
  'ejarRentSince',
  'ejarSadadBiller',
  'ejarInvoiceTypes',
  'ejarSourceAr',
  'ejarSourceEn',
] as const;

/** A field's rule in the page's words, for a server refusal the form did not foresee. */
function useFieldMessage() {
  const { t } = useTranslation('estate');
  return (field: string) => t(`leases.edit.errors.${field}`, { defaultValue: '' }) || undefined;
}

const urlRule = (message: string) => ({
  validator: (_rule: unknown, value?: string) =>
    !value?.trim() || /^https?:\/\/\S+\.\S+/.test(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});

/** A rule's source: its text (required) and an optional link, the same in both dialogs. */
function SourceFields({ testId }: { testId: string }) {
  const { t } = useTranslation('estate');
  return (
    <>
      <Form.Item
        name="source"
        label={t('leases.rules.source')}
        rules={[{ required: true, whitespace: true, message: t('form.required') }]}
      >
        <Input.TextArea rows={3} maxLength={LIMITS.source} data-testid={testId} />
      </Form.Item>
      <Form.Item
        name="sourceUrl"
        label={t('leases.edit.sourceUrl')}
        rules={[urlRule(t('leases.edit.errors.sourceUrl'))]}
      >
        <Input dir="ltr" maxLength={LIMITS.sourceUrl} />
      </Form.Item>
    </>
  );
}

/** The admin's form of the lease settings: the notice window, reminders, renewal, the Ejar rent rule, their sources. */
export function LeaseSettingsDialog({ rules, onClose }: { rules: LeaseRules; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<SettingsValues>();
  const update = useUpdateLeaseSettings();
  const numbers = useNumberRules();
  const fieldMessage = useFieldMessage();
  const refused = useSaveFeedback(form, SETTINGS_FIELDS, fieldMessage);
  const { settings, ejarRule } = rules;
  const required = { required: true, whitespace: true, message: t('form.required') };
  const save = (values: SettingsValues) =>
    update.mutate(
      {
        noticeDays: values.noticeDays,
        reminderDays: parseReminderDays(values.reminderDays) ?? [],
        autoRenew: values.autoRenew,
        renewalCatchUpDays: values.renewalCatchUpDays,
        source: values.source.trim(),
        sourceUrl: values.sourceUrl?.trim() || null,
        ejarRentSince: values.ejarRentSince,
        ejarSadadBiller: toAsciiDigits(values.ejarSadadBiller).trim(),
        ejarInvoiceTypes: values.ejarInvoiceTypes,
        ejarSourceAr: values.ejarSourceAr.trim(),
        ejarSourceEn: values.ejarSourceEn.trim(),
      },
      {
        onSuccess: () => {
          toast.success(t('leases.edit.saved'), t('leases.edit.savedText'));
          onClose();
        },
        onError: refused,
      },
    );
  return (
    <FormDialog<SettingsValues>
      form={form}
      name="lease-settings"
      title={t('leases.edit.settingsTitle')}
      pending={update.isPending}
      saveTestId="lease-settings-save"
      formTestId="lease-settings-form"
      initialValues={{
        noticeDays: settings.noticeDays,
        reminderDays: settings.reminderDays.map((day) => formatNumber(day, lang)).join(lang === 'ar' ? '، ' : ', '),
        autoRenew: settings.autoRenew,
        renewalCatchUpDays: settings.renewalCatchUpDays,
        source: settings.source,
        sourceUrl: settings.sourceUrl ?? '',
        ejarRentSince: ejarRule.since,
        ejarSadadBiller: ejarRule.sadadBiller,
        ejarInvoiceTypes: [...ejarRule.invoiceTypes],
        ejarSourceAr: ejarRule.source.ar,
        ejarSourceEn: ejarRule.source.en,
      }}
      onFinish={save}
      onClose={onClose}
    >
      <FormSection title={t('leases.rules.renewal')}>
        <Form.Item
          name="noticeDays"
          label={t('leases.edit.noticeDays')}
          rules={[
            { required: true, message: t('form.required') },
            numbers.rule({ min: 0, max: LIMITS.maxNoticeDays, whole: true }),
          ]}
        >
          <InputNumber className="estate-number" data-testid="lease-notice-days" />
        </Form.Item>
        <Form.Item
          name="reminderDays"
          label={t('leases.rules.reminderDays')}
          extra={t('leases.edit.reminderDaysHint')}
          rules={[
            {
              validator: (_rule: unknown, value?: string) => {
                const days = parseReminderDays(value ?? '');
                const valid =
                  days !== null &&
                  days.length <= LIMITS.maxReminders &&
                  new Set(days).size === days.length &&
                  days.every((day) => day >= 1 && day <= LIMITS.maxReminderDay);
                return valid
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(
                        t('leases.edit.errors.reminderDays', {
                          max: formatNumber(LIMITS.maxReminderDay, lang),
                          n: formatNumber(LIMITS.maxReminders, lang),
                        }),
                      ),
                    );
              },
            },
          ]}
        >
          <Input dir="ltr" data-testid="lease-reminder-days" />
        </Form.Item>
        <Form.Item name="autoRenew" label={t('leases.rules.autoRenew')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="renewalCatchUpDays"
          label={t('leases.rules.catchUp')}
          rules={[
            { required: true, message: t('form.required') },
            numbers.rule({ min: 0, max: LIMITS.maxCatchUpDays, whole: true }),
          ]}
        >
          <InputNumber className="estate-number" />
        </Form.Item>
        <SourceFields testId="lease-settings-source" />
      </FormSection>
      <FormSection title={t('leases.edit.ejarSection')}>
        <Form.Item
          name="ejarRentSince"
          label={t('leases.edit.ejarRentSince')}
          extra={<HijriOfField name="ejarRentSince" />}
          rules={[{ required: true, message: t('form.required') }]}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" {...datePickerProps} />
        </Form.Item>
        <Form.Item
          name="ejarSadadBiller"
          label={t('leases.edit.ejarSadadBiller')}
          rules={[
            { required: true, message: t('form.required') },
            {
              validator: (_rule: unknown, value?: string) =>
                !value || LIMITS.sadadBillerPattern.test(toAsciiDigits(value).trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('leases.edit.errors.ejarSadadBiller'))),
            },
          ]}
        >
          <Input dir="ltr" inputMode="numeric" maxLength={10} data-testid="lease-sadad-biller" />
        </Form.Item>
        <Form.Item
          name="ejarInvoiceTypes"
          label={t('leases.edit.ejarInvoiceTypes')}
          rules={[{ required: true, type: 'array', min: 1, message: t('leases.edit.errors.ejarInvoiceTypes') }]}
        >
          <Select
            mode="multiple"
            options={INVOICE_TYPES.map((value) => ({ value, label: t(`enums.invoiceType.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="ejarSourceAr" label={t('leases.edit.ejarSourceAr')} rules={[required]}>
          <Input.TextArea rows={3} dir="rtl" maxLength={LIMITS.source} />
        </Form.Item>
        <Form.Item name="ejarSourceEn" label={t('leases.edit.ejarSourceEn')} rules={[required]}>
          <Input.TextArea rows={3} dir="ltr" maxLength={LIMITS.source} />
        </Form.Item>
      </FormSection>
    </FormDialog>
  );
}

interface RuleValues {
  code: string;
  city: string;
  unitTypes?: RentRuleInput['unitTypes'];
  validFrom: string;
  validTo?: string | null;
  limit: RentRuleInput['limit'];
  nameAr: string;
  nameEn: string;
  source: string;
  sourceUrl?: string;
}

const RULE_FIELDS = [
  'code',
  'city',
  'unitTypes',
  'validFrom',
  'validTo',
  'limit',
  'nameAr',
  'nameEn',
  'source',
  'sourceUrl',
] as const;

/** The admin's form of one rent rule (a new one without `rule`): where, which units, when, the limit, its source. */
export function RentRuleDialog({ rule, onClose }: { rule: RentRule | null; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<RuleValues>();
  const create = useCreateRentRule();
  const update = useUpdateRentRule();
  const fieldMessage = useFieldMessage();
  const refused = useSaveFeedback(form, RULE_FIELDS, fieldMessage);
  const required = { required: true, whitespace: true, message: t('form.required') };
  const pending = create.isPending || update.isPending;
  const done = () => {
    toast.success(t('leases.edit.ruleSaved'), form.getFieldValue('code') as string);
    onClose();
  };
  const save = (values: RuleValues) => {
    const input: RentRuleInput = {
      code: values.code.trim(),
      city: values.city,
      unitTypes: values.unitTypes?.length ? values.unitTypes : null,
      validFrom: values.validFrom,
      validTo: values.validTo || null,
      limit: values.limit,
      nameAr: values.nameAr.trim(),
      nameEn: values.nameEn.trim(),
      source: values.source.trim(),
      sourceUrl: values.sourceUrl?.trim() || null,
    };
    if (rule) update.mutate({ id: rule.id, input }, { onSuccess: done, onError: refused });
    else create.mutate(input, { onSuccess: done, onError: refused });
  };
  return (
    <FormDialog<RuleValues>
      form={form}
      name="rent-rule"
      title={rule ? t('leases.edit.ruleEditTitle') : t('leases.edit.ruleAddTitle')}
      pending={pending}
      saveTestId="rent-rule-save"
      formTestId="rent-rule-form"
      initialValues={
        rule
          ? {
              code: rule.code,
              city: rule.city,
              unitTypes: rule.unitTypes ?? [],
              validFrom: rule.validFrom,
              validTo: rule.validTo,
              limit: rule.limit,
              nameAr: rule.name.ar,
              nameEn: rule.name.en,
              source: rule.source,
              sourceUrl: rule.sourceUrl ?? '',
            }
          : { limit: 'freeze_last_rent', unitTypes: [] }
      }
      onFinish={save}
      onClose={onClose}
    >
      <FormSection title={t('leases.edit.ruleSection')}>
        <Form.Item
          name="code"
          label={t('leases.edit.code')}
          extra={t('leases.edit.codeHint')}
          rules={[required, { pattern: LIMITS.ruleCodePattern, message: t('leases.edit.errors.code') }]}
        >
          <Input dir="ltr" maxLength={LIMITS.ruleCode} data-testid="rent-rule-code" />
        </Form.Item>
        <Form.Item name="city" label={t('leases.rules.city')} rules={[{ required: true, message: t('form.select') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={SAUDI_CITIES.map((city) => ({ value: city.key, label: city[lang] }))}
            data-testid="rent-rule-city"
          />
        </Form.Item>
        <Form.Item name="unitTypes" label={t('leases.rules.unitTypes')} extra={t('leases.edit.unitTypesHint')}>
          <Select
            mode="multiple"
            allowClear
            options={UNIT_TYPES.map((value) => ({ value, label: t(`enums.unitType.${value}`) }))}
          />
        </Form.Item>
        <Form.Item
          name="validFrom"
          label={t('leases.edit.validFrom')}
          extra={<HijriOfField name="validFrom" />}
          rules={[{ required: true, message: t('form.required') }]}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" {...datePickerProps} />
        </Form.Item>
        <Form.Item
          name="validTo"
          label={t('leases.edit.validTo')}
          extra={<HijriOfField name="validTo" />}
          dependencies={['validFrom']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule: unknown, value?: string | null) => {
                const from = getFieldValue('validFrom') as string | undefined;
                return !value || !from || value >= from
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('leases.edit.errors.validTo')));
              },
            }),
          ]}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" {...datePickerProps} />
        </Form.Item>
        <Form.Item name="limit" label={t('leases.rules.limit')} rules={[{ required: true, message: t('form.select') }]}>
          <Select options={RENT_LIMIT_KINDS.map((value) => ({ value, label: t(`leases.limits.${value}`) }))} />
        </Form.Item>
        <Form.Item name="nameAr" label={t('leases.edit.nameAr')} rules={[required]}>
          <Input dir="rtl" maxLength={LIMITS.ruleName} data-testid="rent-rule-name-ar" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('leases.edit.nameEn')} rules={[required]}>
          <Input dir="ltr" maxLength={LIMITS.ruleName} data-testid="rent-rule-name-en" />
        </Form.Item>
        <SourceFields testId="rent-rule-source" />
      </FormSection>
    </FormDialog>
  );
}
