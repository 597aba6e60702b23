import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EINVOICE_SANDBOX_MODES,
  type EInvoiceCertificateInput,
  type EInvoiceSettings,
  type EInvoiceSettingsInput,
  type Role,
} from '@estate/contracts';
import { ApiError, formatDateTime, hasRole, useAuth, useLang } from '@estate/platform';
import { Button, LoadError, Ltr, Spin, useToast } from '@estate/platform/ui';
import { Alert, Descriptions, Input, Radio, Tag } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { FormDialog, useCloseOnSave } from '../../../components/FormDialog.js';
import { FormButtons, FormSection } from '../../../components/form-parts.js';
import { TaxIdentityFields } from '../../../components/TaxIdentityFields.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { nationalAddressOf, taxNumberOf } from '../../../utils/tax-numbers.js';
import {
  useEInvoiceSettings,
  useSaveEInvoiceCertificate,
  useSaveEInvoiceSettings,
} from '../api/get-einvoice-settings.js';

/** Who may change the seller's settings (the API's PUT answers 403 to anyone else). */
export const SETTINGS_EDITORS: readonly Role[] = ['admin'];

/** The QR's seller name (its TLV field 1) holds at most 255 bytes of UTF-8. */
const QR_FIELD_BYTES = 255;
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

const FIELDS = ['legalNameAr', 'legalNameEn', 'vatNumber', 'crNumber', 'address', 'sandboxMode'] as const;

/**
 * The seller's e-invoicing settings: legal names in Arabic and English, VAT and CR numbers, national address, the
 * sandbox gateway's answer (accept, reject, time out), and the signing certificate (an admin may give the one ZATCA
 * issued, with its key). An admin edits them; an accountant reads them.
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
            <Certificate settings={settings.data} editable={editable} />
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
    field === 'vatNumber'
      ? t('taxIdentity.invalid.vatNumber')
      : field === 'legalNameAr'
        ? t('einvoices.settings.nameTooLong')
        : undefined,
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
          <Form.Item
            name="legalNameAr"
            label={t('einvoices.settings.legalNameAr')}
            rules={[
              required,
              {
                validator: (_rule, value: unknown) =>
                  typeof value === 'string' && utf8Bytes(value.trim()) > QR_FIELD_BYTES
                    ? Promise.reject(new Error(t('einvoices.settings.nameTooLong')))
                    : Promise.resolve(),
              },
            ]}
          >
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

function Certificate({ settings, editable }: { settings: EInvoiceSettings; editable: boolean }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const [giving, setGiving] = useState(false);
  const { certificate } = settings;
  return (
    <section className="estate-card einvoice-certificate" data-testid="einvoice-certificate">
      <h2 className="estate-card-title">{t('einvoices.settings.certificate')}</h2>
      {editable ? (
        <div className="estate-actions">
          <Button onClick={() => setGiving(true)} data-testid="einvoice-certificate-give">
            {t('einvoices.settings.useIssued')}
          </Button>
        </div>
      ) : null}
      {giving ? <IssuedCertificateDialog onClose={() => setGiving(false)} /> : null}
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

const CERTIFICATE_FIELDS = ['certificatePem', 'privateKeyPem'] as const;

/** The certificate ZATCA issued and its private key, pasted by an admin; refused with the reason in the page's language. */
function IssuedCertificateDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('estate');
  const [form] = Form.useForm<EInvoiceCertificateInput>();
  const save = useSaveEInvoiceCertificate();
  const refused = useSaveFeedback(form, CERTIFICATE_FIELDS);
  const closeOnSave = useCloseOnSave(onClose, (error) => {
    if (error instanceof ApiError && error.status === 400 && error.code === 'INVALID_CERTIFICATE') {
      form.setFields([{ name: 'certificatePem', errors: [t('einvoices.settings.certificateInvalid')] }]);
      return;
    }
    refused(error);
  });
  const required = { required: true, whitespace: true, message: t('form.required') };
  return (
    <FormDialog<EInvoiceCertificateInput>
      form={form}
      name="einvoice-certificate"
      title={t('einvoices.settings.issuedTitle')}
      pending={save.isPending}
      saveTestId="einvoice-certificate-save"
      formTestId="einvoice-certificate-form"
      onClose={onClose}
      onFinish={(values) =>
        closeOnSave(
          save.mutateAsync({
            certificatePem: values.certificatePem.trim(),
            privateKeyPem: values.privateKeyPem.trim(),
          }),
          () => [t('einvoices.settings.certificateSaved')],
        )
      }
    >
      <Alert type="info" showIcon title={t('einvoices.settings.issuedHint')} className="estate-alert" />
      <Form.Item name="certificatePem" label={t('einvoices.settings.certificatePem')} rules={[required]}>
        <Input.TextArea rows={6} dir="ltr" spellCheck={false} className="einvoice-code" />
      </Form.Item>
      <Form.Item name="privateKeyPem" label={t('einvoices.settings.privateKeyPem')} rules={[required]}>
        <Input.TextArea rows={4} dir="ltr" spellCheck={false} className="einvoice-code" />
      </Form.Item>
    </FormDialog>
  );
}
