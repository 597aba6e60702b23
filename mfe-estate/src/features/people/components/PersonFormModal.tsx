import { useTranslation } from 'react-i18next';
import {
  ESTATE_INPUT_LIMITS,
  isPhoneNumber,
  OWNER_STATUSES,
  PHONE_MAX_LENGTH,
  phoneToSend,
  type EstateOwner,
  type EstateTenant,
  type OwnerInput,
  type TenantInput,
} from '@estate/contracts';
import { phoneRule, useLang } from '@estate/platform';
import { Input, Select } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import { calendarDateProps, HijriOfField } from '../../../components/form-parts.js';
import { FormDialog, useCloseOnSave } from '../../../components/FormDialog.js';
import { AccountField } from '../../../components/LinkedAccount.js';
import { PERSON_FIELDS, PersonFields, personInput, usePersonFieldMessage } from '../../../components/PersonFields.js';
import { TaxIdentityFields } from '../../../components/TaxIdentityFields.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { nationalAddressOf, taxNumberOf } from '../../../utils/tax-numbers.js';
import { type PeopleTypes, type PersonKind, type PersonOf, useSavePerson } from '../api/people-api.js';
import { personName } from './person-columns.js';

type Values = OwnerInput & TenantInput;

const FIELDS = [
  ...PERSON_FIELDS,
  'status',
  'joinDate',
  'emergencyContact',
  'emergencyPhone',
  'userId',
  'vatNumber',
  'crNumber',
  'nationalAddress',
] as const;

/** A person's tax identity as a buyer, as sent: numbers in ASCII digits, blanks as null, no address when it is blank. */
const buyerInput = (values: Values) => ({
  vatNumber: taxNumberOf(values.vatNumber) || null,
  crNumber: taxNumberOf(values.crNumber) || null,
  nationalAddress: nationalAddressOf(values.nationalAddress),
});

/** What only one kind of person has: an owner's status and join date, a tenant's emergency contact. */
const KIND_INPUT = {
  owner: (values: Values): Partial<OwnerInput> => ({
    status: values.status,
    ...(values.joinDate ? { joinDate: values.joinDate } : {}),
  }),
  tenant: (values: Values): Partial<TenantInput> => ({
    emergencyContact: values.emergencyContact?.trim() || null,
    emergencyPhone: phoneToSend(values.emergencyPhone, 'any') || null,
  }),
};

const initialValues = (kind: PersonKind, person: EstateOwner | EstateTenant | undefined): Partial<Values> => {
  if (!person) return kind === 'owner' ? { status: 'active' } : {};
  const { name, nameEn, nationalId, phone, email, city, address, notes, vatNumber, crNumber, nationalAddress } = person;
  const own = 'joinDate' in person ? { status: person.status, joinDate: person.joinDate } : {};
  const rent =
    'emergencyContact' in person
      ? { emergencyContact: person.emergencyContact, emergencyPhone: person.emergencyPhone }
      : {};
  return {
    name,
    nameEn,
    nationalId,
    phone,
    email,
    city,
    address,
    notes,
    vatNumber,
    crNumber,
    nationalAddress,
    userId: person.userId ?? undefined,
    ...own,
    ...rent,
  };
};

/** Add (no person) or edit an owner or a tenant in a dialog; the form is `add-owner`, `edit-tenant`, … */
export function PersonFormModal<K extends PersonKind>({
  kind,
  person,
  onClose,
}: {
  kind: K;
  person?: PersonOf<K>;
  onClose: () => void;
}) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const [form] = Form.useForm<Values>();
  const save = useSavePerson(kind);
  const personMessage = usePersonFieldMessage();
  const closeOnSave = useCloseOnSave(
    onClose,
    useSaveFeedback(form, FIELDS, (field) =>
      field === 'vatNumber' || field === 'crNumber' ? t(`taxIdentity.invalid.${field}`) : personMessage(field),
    ),
  );
  const ns = kind === 'owner' ? 'owners' : 'tenants';
  const submit = (values: Values) => {
    const input = {
      ...personInput(values),
      ...KIND_INPUT[kind](values),
      ...buyerInput(values),
      userId: values.userId ?? null,
    };
    closeOnSave(save.mutateAsync({ id: person?.id, input: input as PeopleTypes[K]['input'] }), (saved) => [
      t(person ? `${ns}.toast.updated` : `${ns}.toast.saved`),
      personName(saved, lang),
    ]);
  };

  return (
    <FormDialog<Values>
      form={form}
      name={`${person ? 'edit' : 'add'}-${kind}`}
      title={t(person ? `${ns}.editTitle` : `${ns}.addTitle`)}
      pending={save.isPending}
      saveTestId={`${kind}-save`}
      formTestId={`${kind}-form`}
      initialValues={initialValues(kind, person)}
      onFinish={submit}
      onClose={onClose}
    >
      <PersonFields />
      <div className="estate-form-grid">
        {kind === 'owner' ? (
          <>
            <Form.Item name="status" label={t('owners.fields.status')}>
              <Select options={OWNER_STATUSES.map((value) => ({ value, label: t(`enums.ownerStatus.${value}`) }))} />
            </Form.Item>
            <Form.Item
              name="joinDate"
              label={t('owners.fields.joinDate')}
              extra={<HijriOfField name="joinDate" />}
              {...calendarDateProps}
            >
              <DatePicker className="estate-number" />
            </Form.Item>
          </>
        ) : (
          <>
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
          </>
        )}
      </div>
      <section className="estate-section" data-testid="person-tax-identity">
        <h3 className="estate-card-title">{t('taxIdentity.title')}</h3>
        <p className="estate-muted">{t('taxIdentity.buyerHint')}</p>
        <TaxIdentityFields addressName="nationalAddress" />
      </section>
      <AccountField role={kind} recordId={person?.id} account={person?.account ?? null} />
      <Form.Item name="notes" label={t('people.fields.notes')}>
        <Input.TextArea rows={3} maxLength={ESTATE_INPUT_LIMITS.notes} />
      </Form.Item>
    </FormDialog>
  );
}
