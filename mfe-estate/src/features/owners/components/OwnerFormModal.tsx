import { useTranslation } from 'react-i18next';
import {
  ESTATE_INPUT_LIMITS,
  localizedText,
  OWNER_STATUSES,
  type EstateOwner,
  type OwnerInput,
} from '@estate/contracts';
import { useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Input, Modal, Select } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import { calendarDateProps } from '../../../components/form-parts.js';
import { AccountField } from '../../../components/LinkedAccount.js';
import { PERSON_FIELDS, PersonFields, personInput, usePersonFieldMessage } from '../../../components/PersonFields.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { useCreateOwner } from '../api/create-owner.js';
import { useUpdateOwner } from '../api/update-owner.js';

const FIELDS = [...PERSON_FIELDS, 'status', 'joinDate', 'userId'] as const;

type Values = OwnerInput;

/** Add (no owner) or edit an owner in a dialog. */
export function OwnerFormModal({ owner, onClose }: { owner?: EstateOwner; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const create = useCreateOwner();
  const update = useUpdateOwner();
  const pending = create.isPending || update.isPending;
  const refused = useSaveFeedback(form, FIELDS, usePersonFieldMessage());

  const save = (values: Values) => {
    const input: OwnerInput = {
      ...personInput(values),
      status: values.status,
      ...(values.joinDate ? { joinDate: values.joinDate } : {}),
      userId: values.userId ?? null,
    };
    if (owner) {
      update.mutate(
        { id: owner.id, input },
        {
          onSuccess: (saved) => {
            toast.success(t('owners.toast.updated'), localizedText(saved.name, saved.nameEn, lang).text);
            onClose();
          },
          onError: refused,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          toast.success(t('owners.toast.saved'), localizedText(saved.name, saved.nameEn, lang).text);
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
      title={owner ? t('owners.editTitle') : t('owners.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'owner-save' }}
      mask={{ closable: !pending }}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={owner ? 'edit-owner' : 'add-owner'}
        layout="vertical"
        disabled={pending}
        data-testid="owner-form"
        initialValues={
          owner
            ? {
                name: owner.name,
                nameEn: owner.nameEn,
                nationalId: owner.nationalId,
                phone: owner.phone,
                email: owner.email,
                city: owner.city,
                address: owner.address,
                status: owner.status,
                joinDate: owner.joinDate,
                notes: owner.notes,
                userId: owner.userId ?? undefined,
              }
            : { status: 'active' }
        }
        onFinish={save}
      >
        <PersonFields />
        <div className="estate-form-grid">
          <Form.Item name="status" label={t('owners.fields.status')}>
            <Select
              options={OWNER_STATUSES.map((status) => ({ value: status, label: t(`enums.ownerStatus.${status}`) }))}
            />
          </Form.Item>
          <Form.Item name="joinDate" label={t('owners.fields.joinDate')} {...calendarDateProps}>
            <DatePicker className="estate-number" />
          </Form.Item>
        </div>
        <AccountField role="owner" recordId={owner?.id} account={owner?.account ?? null} />
        <Form.Item name="notes" label={t('people.fields.notes')}>
          <Input.TextArea rows={3} maxLength={ESTATE_INPUT_LIMITS.notes} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
