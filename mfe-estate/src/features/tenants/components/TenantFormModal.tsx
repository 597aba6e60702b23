import { useTranslation } from 'react-i18next';
import {
  ESTATE_INPUT_LIMITS,
  isPhoneNumber,
  localizedText,
  PHONE_MAX_LENGTH,
  phoneToSend,
  type EstateTenant,
  type TenantInput,
} from '@estate/contracts';
import { phoneRule, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { AccountField } from '../../../components/LinkedAccount.js';
import { PERSON_FIELDS, PersonFields, personInput, usePersonFieldMessage } from '../../../components/PersonFields.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { useCreateTenant } from '../api/create-tenant.js';
import { useUpdateTenant } from '../api/update-tenant.js';

const FIELDS = [...PERSON_FIELDS, 'emergencyContact', 'emergencyPhone', 'userId'] as const;

/** Add (no tenant) or edit a tenant in a dialog, with an emergency contact. */
export function TenantFormModal({ tenant, onClose }: { tenant?: EstateTenant; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<TenantInput>();
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const pending = create.isPending || update.isPending;
  const refused = useSaveFeedback(form, FIELDS, usePersonFieldMessage());

  const save = (values: TenantInput) => {
    const emergencyPhone = phoneToSend(values.emergencyPhone, 'any');
    const input: TenantInput = {
      ...personInput(values),
      emergencyContact: values.emergencyContact?.trim() || null,
      emergencyPhone: emergencyPhone || null,
      userId: values.userId ?? null,
    };
    if (tenant) {
      update.mutate(
        { id: tenant.id, input },
        {
          onSuccess: (saved) => {
            toast.success(t('tenants.toast.updated'), localizedText(saved.name, saved.nameEn, lang).text);
            onClose();
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          toast.success(t('tenants.toast.saved'), localizedText(saved.name, saved.nameEn, lang).text);
          onClose();
        },
        onError: refused,
      });
    }
  };

  return (
    <Modal
      open
      width={760}
      title={tenant ? t('tenants.editTitle') : t('tenants.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'tenant-save' }}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      <Form<TenantInput>
        form={form}
        name={tenant ? 'edit-tenant' : 'add-tenant'}
        layout="vertical"
        disabled={pending}
        data-testid="tenant-form"
        initialValues={
          tenant
            ? {
                name: tenant.name,
                nameEn: tenant.nameEn,
                nationalId: tenant.nationalId,
                phone: tenant.phone,
                email: tenant.email,
                city: tenant.city,
                address: tenant.address,
                emergencyContact: tenant.emergencyContact,
                emergencyPhone: tenant.emergencyPhone,
                notes: tenant.notes,
                userId: tenant.userId ?? undefined,
              }
            : {}
        }
        onFinish={save}
      >
        <PersonFields />
        <div className="estate-form-grid">
          <Form.Item name="emergencyContact" label={t('tenants.fields.emergencyContact')}>
            <Input maxLength={ESTATE_INPUT_LIMITS.name} />
          </Form.Item>
          <Form.Item
            name="emergencyPhone"
            label={t('tenants.fields.emergencyPhone')}
            rules={[phoneRule((value) => isPhoneNumber(value, 'any'), t('form.invalidPhone'))]}
          >
            <Input type="tel" maxLength={PHONE_MAX_LENGTH} dir="ltr" />
          </Form.Item>
        </div>
        <AccountField role="tenant" recordId={tenant?.id} account={tenant?.account ?? null} />
        <Form.Item name="notes" label={t('people.fields.notes')}>
          <Input.TextArea rows={3} maxLength={ESTATE_INPUT_LIMITS.notes} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
