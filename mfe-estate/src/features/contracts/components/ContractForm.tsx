import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  CONTRACT_NUMBER_PATTERN,
  ESTATE_INPUT_LIMITS,
  localizedText,
  PAYMENT_FREQUENCIES,
  type ContractInput,
  type EstateContract,
} from '@estate/contracts';
import { useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input, InputNumber, Select } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import {
  calendarDateProps,
  datePickerProps,
  FormButtons,
  FormSection,
  HijriOfField,
} from '../../../components/form-parts.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { propertyOptionsQueryOptions } from '../../../api/get-property-options.js';
import { tenantOptionsQueryOptions } from '../../../api/get-tenant-options.js';
import { unitOptionsQueryOptions } from '../../../api/get-unit-options.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { useNumberRules } from '../../../utils/number-rules.js';
import { useCreateContract } from '../api/create-contract.js';
import { useUpdateContract } from '../api/update-contract.js';
import { useContractDocuments } from '../hooks/use-contract-documents.js';
import { refusedDocuments } from '../utils/contract-documents.js';
import { ContractDocumentsField } from './ContractDocumentsField.js';
import { EjarFields } from './EjarFields.js';
import { RentLimitHint, useFormRentLimit, useRentLimitText } from './RentLimitHint.js';

const FIELDS = [
  'contractNumber',
  'startDate',
  'endDate',
  'propertyId',
  'unitId',
  'tenantId',
  'rentAmount',
  'securityDeposit',
  'paymentFrequency',
  'ejarContractNumber',
  'ejarRegisteredOn',
  'depositHolder',
  'notes',
] as const satisfies readonly (keyof ContractInput)[];

type Values = ContractInput;

/** The owner a contract form shows: the chosen property's (a contract cannot name another). */
type ShownOwner = { name: string; nameEn: string | null } | null;

/**
 * Add (no contract) or edit a contract: details (number, dates), property (property, unit, owner, tenant from the
 * server's lists), money (rent, deposit, frequency), notes and documents (uploaded as they are picked). Picking a
 * unit fills its rent; picking a property shows its owner. The server checks the rest (overlapping contracts, the
 * owner of the property, the documents' content...).
 */
export function ContractForm({ contract }: { contract?: EstateContract }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const create = useCreateContract();
  const update = useUpdateContract();
  const pending = create.isPending || update.isPending;
  const propertyId = Form.useWatch('propertyId', form);
  const [owner, setOwner] = useState<ShownOwner>(
    contract ? { name: contract.ownerName, nameEn: contract.ownerNameEn } : null,
  );
  const documents = useContractDocuments(contract?.documents ?? []);
  // Money received on it: the receipts name this tenant, who stays (the server refuses another: CONTRACT_TENANT_LOCKED).
  const tenantLocked = (contract?.totalPaid ?? 0) > 0;
  const refused = useSaveFeedback(form, FIELDS, (field) =>
    field === 'endDate'
      ? t('form.endAfterStart')
      : field === 'rentAmount'
        ? t('form.positive')
        : field === 'securityDeposit'
          ? t('form.min0')
          : undefined,
  );
  const required = { required: true, message: t('form.required') };
  const numbers = useNumberRules();
  // The server's bounds: a rent more than 0, a deposit from 0 (none).
  const rent = numbers.rule({ min: 0.01, max: ESTATE_INPUT_LIMITS.maxAmount - 1, positive: true });
  const deposit = numbers.rule({ min: 0, max: ESTATE_INPUT_LIMITS.maxAmount - 1 });
  // A city's rent rule (the Riyadh freeze): at most the unit's last registered rent, as the server checks.
  const rentLimit = useFormRentLimit(form as never, contract?.id);
  const rentLimitText = useRentLimitText();
  // Like the server, a contract's own terms kept (same unit and start, rent not raised) are not checked again.
  const keptTerms = (value: number) =>
    !!contract &&
    value <= contract.rentAmount &&
    form.getFieldValue('unitId') === contract.unitId &&
    form.getFieldValue('startDate') === contract.startDate;
  const frozen = {
    validator: (_rule: unknown, value?: number) =>
      value === undefined ||
      value === null ||
      rentLimit?.maximum == null ||
      value <= rentLimit.maximum ||
      keptTerms(value)
        ? Promise.resolve()
        : Promise.reject(new Error(rentLimitText(rentLimit) ?? '')),
  };
  // A new contract offers the units free to let; an edit keeps its own unit choosable.
  const unitQuery = (q: string) =>
    unitOptionsQueryOptions({
      ...(propertyId ? { propertyId } : {}),
      ...(contract ? {} : { available: true }),
      ...(q ? { q } : {}),
    });

  /** A refused save: the documents it names are marked on their rows, any other refusal on the fields. */
  const refusedWith = (sent: readonly string[]) => (error: unknown) => {
    const files = refusedDocuments(error, sent);
    if (!files.length) return refused(error);
    documents.reject(files);
    toast.error(t('toast.error'), t('contracts.documents.refusedSave'));
  };

  const save = (values: Values) => {
    // The documents go as stored files: none still on its way, none failed (retried or removed first).
    if (documents.uploading) {
      toast.info(t('contracts.documents.waitTitle'), t('contracts.documents.waitText'));
      return;
    }
    if (documents.failed) {
      toast.error(t('toast.error'), t('contracts.documents.failedText'));
      return;
    }
    const input: ContractInput = {
      ...values,
      contractNumber: values.contractNumber?.trim() || null,
      notes: values.notes?.trim() || null,
      ejarContractNumber: values.ejarContractNumber?.trim() || null,
      ejarRegisteredOn: values.ejarRegisteredOn || null,
      documents: documents.urls,
    };
    if (contract) {
      update.mutate(
        { id: contract.id, input },
        {
          onSuccess: (saved) => {
            toast.success(t('contracts.toast.updated'), t('contracts.toast.updatedText'));
            navigate(`/estate/contracts/${saved.id}`);
          },
          onError: refusedWith(documents.urls),
        },
      );
    } else {
      create.mutate(
        { ...input, ...(input.contractNumber ? {} : { contractNumber: undefined }) },
        {
          onSuccess: () => {
            toast.success(t('contracts.toast.saved'), t('contracts.toast.savedText'));
            navigate('/estate/contracts');
          },
          onError: refusedWith(documents.urls),
        },
      );
    }
  };

  return (
    <Form<Values>
      form={form}
      name={contract ? 'edit-contract' : 'add-contract'}
      layout="vertical"
      className="estate-form"
      disabled={pending}
      scrollToFirstError
      data-testid="contract-form"
      initialValues={
        contract
          ? {
              contractNumber: contract.contractNumber,
              startDate: contract.startDate,
              endDate: contract.endDate,
              propertyId: contract.propertyId,
              unitId: contract.unitId,
              tenantId: contract.tenantId,
              rentAmount: contract.rentAmount,
              securityDeposit: contract.securityDeposit,
              paymentFrequency: contract.paymentFrequency,
              ejarContractNumber: contract.ejarContractNumber,
              ejarRegisteredOn: contract.ejarRegisteredOn,
              depositHolder: contract.depositHolder,
              notes: contract.notes,
            }
          : { paymentFrequency: 'monthly', securityDeposit: 0 }
      }
      onFinish={save}
    >
      <FormSection title={t('contracts.sections.details')}>
        <Form.Item
          name="contractNumber"
          label={t('contracts.fields.contractNumber')}
          extra={contract ? undefined : t('contracts.numberHint')}
          rules={[{ pattern: CONTRACT_NUMBER_PATTERN, message: t('contracts.numberFormat') }]}
        >
          <Input maxLength={ESTATE_INPUT_LIMITS.contractNumber} dir="ltr" placeholder="CNT-2025-0001" />
        </Form.Item>
        <Form.Item
          name="startDate"
          label={t('contracts.fields.startDate')}
          rules={[required]}
          extra={<HijriOfField name="startDate" />}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" {...datePickerProps} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label={t('contracts.fields.endDate')}
          extra={<HijriOfField name="endDate" />}
          dependencies={['startDate']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: (_rule: unknown, value?: string) => {
                const start = getFieldValue('startDate') as string | undefined;
                return !value || !start || value > start
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.endAfterStart')));
              },
            }),
          ]}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" {...datePickerProps} />
        </Form.Item>
      </FormSection>
      <FormSection title={t('contracts.sections.property')}>
        <Form.Item name="propertyId" label={t('contracts.fields.property')} rules={[required]}>
          <OptionSelect
            optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
            known={
              contract
                ? { id: contract.propertyId, label: contract.propertyTitle, labelEn: contract.propertyTitleEn }
                : null
            }
            placeholder={t('form.select')}
            onPick={(option) => {
              form.setFieldsValue({ unitId: undefined });
              setOwner(option ? { name: option.ownerName, nameEn: option.ownerNameEn } : null);
            }}
            testId="contract-property"
          />
        </Form.Item>
        <Form.Item name="unitId" label={t('contracts.fields.unit')} rules={[required]}>
          <OptionSelect
            key={propertyId ?? 'none'}
            optionsFor={unitQuery}
            known={contract ? { id: contract.unitId, label: contract.unitNumber } : null}
            placeholder={propertyId ? t('form.select') : t('contracts.pickPropertyFirst')}
            disabled={!propertyId}
            onPick={(option) => {
              if (option && !form.getFieldValue('rentAmount')) form.setFieldsValue({ rentAmount: option.rentPrice });
            }}
            testId="contract-unit"
          />
        </Form.Item>
        {/* A contract's owner is its property's owner (the server refuses another): shown, not chosen. */}
        <Form.Item label={t('contracts.fields.owner')}>
          <Input
            value={owner ? localizedText(owner.name, owner.nameEn, lang).text : t('contracts.ownerFromProperty')}
            readOnly
            data-testid="contract-owner"
          />
        </Form.Item>
        <Form.Item
          name="tenantId"
          label={t('contracts.fields.tenant')}
          rules={[required]}
          extra={
            tenantLocked ? <span data-testid="contract-tenant-locked">{t('contracts.tenantLockedHint')}</span> : null
          }
        >
          <OptionSelect
            optionsFor={(q) => tenantOptionsQueryOptions(q ? { q } : {})}
            known={
              contract ? { id: contract.tenantId, label: contract.tenantName, labelEn: contract.tenantNameEn } : null
            }
            placeholder={t('form.select')}
            disabled={tenantLocked}
            testId="contract-tenant"
          />
        </Form.Item>
      </FormSection>
      <FormSection title={t('contracts.sections.finance')}>
        <Form.Item
          name="rentAmount"
          label={t('contracts.fields.rentMonthly')}
          rules={[required, rent, frozen]}
          dependencies={['unitId', 'startDate']}
          extra={<RentLimitHint limit={rentLimit} />}
        >
          <InputNumber className="estate-number" data-testid="contract-rent" />
        </Form.Item>
        <Form.Item name="securityDeposit" label={t('contracts.fields.securityDeposit')} rules={[required, deposit]}>
          <InputNumber className="estate-number" />
        </Form.Item>
        <Form.Item name="paymentFrequency" label={t('contracts.fields.paymentFrequency')} rules={[required]}>
          <Select options={PAYMENT_FREQUENCIES.map((value) => ({ value, label: t(`enums.frequency.${value}`) }))} />
        </Form.Item>
      </FormSection>
      <EjarFields />
      <FormSection title={t('contracts.sections.additional')} wide>
        <Form.Item name="notes" label={t('contracts.fields.notes')}>
          <Input.TextArea rows={4} maxLength={ESTATE_INPUT_LIMITS.notes} />
        </Form.Item>
        <Form.Item label={t('contracts.fields.documents')} htmlFor="contract-documents">
          <ContractDocumentsField id="contract-documents" documents={documents} disabled={pending} />
        </Form.Item>
      </FormSection>
      <FormButtons>
        <Button
          onClick={() => navigate(contract ? `/estate/contracts/${contract.id}` : '/estate/contracts')}
          disabled={false}
        >
          {t('actions.cancel')}
        </Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={pending}
          disabled={documents.uploading}
          data-testid="contract-save"
        >
          {t('actions.save')}
        </Button>
      </FormButtons>
    </Form>
  );
}
