import { useTranslation } from 'react-i18next';
import {
  EINVOICE_SANDBOX_MODES,
  type EInvoiceSettings,
  type EInvoiceSettingsInput,
  type Role,
} from '@estate/contracts';
import { formatDateTime, hasRole, useAuth, useLang } from '@estate/platform';
import { Button, LoadError, Ltr, Spin, useToast } from '@estate/platform/ui';
import { Alert, Descriptions, Input, Radio, Tag } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { FormButtons, FormSection } from '../../../components/form-parts.js';
import { TaxIdentityFields } from '../../../components/TaxIdentityFields.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { nationalAddressOf, taxNumberOf } from '../../../utils/tax-numbers.js';
import { useEInvoiceSettings, useSaveEInvoiceSettings } from '../api/get-einvoice-settings.js';

/** Who may change the seller's settings (the API's PUT answers 403 to anyone else). */
export const SETTINGS_EDITORS: readonly Role[] = ['admin'];

const FIELDS = ['legalNameAr', 'legalNameEn', 'vatNumber', 'crNumber', 'address', 'sandboxMode'] as const;

/**
 * The seller's e-invoicing settings: legal names in Arabic and English, VAT and CR numbers, national address, the
 * sandbox gateway's answer (accept, reject, time out), and the signing certificate read-only. An admin edits them;
 * an accountant reads them.
 */
export function SettingsTab() {
  const { t } = useTranslation('estate');
  const { user } = useAuth();
  const editable = hasRole(user?.role, SETTINGS_EDITORS);
  const settings = useEInvoiceSettings();
  return (
    <div data-testid="einvoices-settings">
      {settings.isError ? <LoadError onRetry={() => void settings.refetch()} /> : null}
      {!editable ? (
        <Alert type="info" showIcon title={t('einvoices.settings.readOnly')} className="estate-alert" />
      ) : null}
      <Spin spinning={settings.isFetching && !settings.data}>
        {settings.data ? (
          <>
            <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} editable={editable} />
            <Certificate settings={settings.data} />
          </>
        ) : (
          <div className="estate-empty-space" />
        )}
      </Spin>
    </div>
  );
}

function SettingsForm({ settings, editable }: { settings: EInvoiceSettings; editable: boolean }) {
  const { t } = useTranslation('estate');
  const toast = useToast();
  const [form] = Form.useForm<EInvoiceSettingsInput>();
  const save = useSaveEInvoiceSettings();
  const refused = useSaveFeedback(form, FIELDS, (field) =>
    field === 'vatNumber' ? t('taxIdentity.invalid.vatNumber') : undefined,
  );
  const submit = (values: EInvoiceSettingsInput) => {
    const input: EInvoiceSettingsInput = {
      legalNameAr: values.legalNameAr.trim(),
      legalNameEn: values.legalNameEn.trim(),
      vatNumber: taxNumberOf(values.vatNumber),
      crNumber: taxNumberOf(values.crNumber),
      address: nationalAddressOf(values.address)!,
      sandboxMode: values.sandboxMode,
    };
    save
      .mutateAsync(input)
      .then(() => toast.success(t('einvoices.settings.saved')))
      .catch(refused);
  };
  const { certificate: _certificate, ...initialValues } = settings;
  const required = { required: true, whitespace: true, message: t('form.required') };
  return (
    <Form<EInvoiceSettingsInput>
      form={form}
      name="einvoice-settings"
      layout="vertical"
      disabled={!editable || save.isPending}
      initialValues={initialValues}
      onFinish={submit}
      className="einvoice-settings"
      data-testid="einvoice-settings-form"
    >
      <FormSection title={t('einvoices.settings.seller')} wide>
        <div className="estate-form-grid">
          <Form.Item name="legalNameAr" label={t('einvoices.settings.legalNameAr')} rules={[required]}>
            <Input maxLength={200} dir="rtl" />
          </Form.Item>
          <Form.Item name="legalNameEn" label={t('einvoices.settings.legalNameEn')} rules={[required]}>
            <Input maxLength={200} dir="ltr" />
          </Form.Item>
        </div>
        <TaxIdentityFields addressName="address" required />
      </FormSection>
      <FormSection title={t('einvoices.settings.gateway')} wide>
        <Form.Item
          name="sandboxMode"
          label={t('einvoices.settings.sandboxMode')}
          extra={t('einvoices.settings.sandboxHint')}
        >
          <Radio.Group
            optionType="button"
            options={EINVOICE_SANDBOX_MODES.map((mode) => ({
              value: mode,
              label: t(`einvoices.settings.sandboxModes.${mode}`),
            }))}
            data-testid="einvoice-sandbox-mode"
          />
        </Form.Item>
      </FormSection>
      {editable ? (
        <FormButtons>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="einvoice-settings-save">
            {t('actions.save')}
          </Button>
        </FormButtons>
      ) : null}
    </Form>
  );
}

function Certificate({ settings }: { settings: EInvoiceSettings }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { certificate } = settings;
  return (
    <section className="estate-card einvoice-certificate" data-testid="einvoice-certificate">
      <h2 className="estate-card-title">{t('einvoices.settings.certificate')}</h2>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          {
            key: 'subject',
            label: t('einvoices.settings.subject'),
            children: <Ltr className="einvoice-code">{certificate.subject}</Ltr>,
          },
          {
            key: 'serial',
            label: t('einvoices.settings.serial'),
            children: <Ltr className="einvoice-code">{certificate.serial}</Ltr>,
          },
          {
            key: 'notAfter',
            label: t('einvoices.settings.notAfter'),
            children: formatDateTime(certificate.notAfter, lang),
          },
          {
            key: 'origin',
            label: t('einvoices.settings.origin'),
            children: (
              <Tag color={certificate.generated ? 'default' : 'green'}>
                {t(certificate.generated ? 'einvoices.settings.generated' : 'einvoices.settings.issued')}
              </Tag>
            ),
          },
        ]}
      />
    </section>
  );
}
