import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { addDays, ESTATE_INPUT_LIMITS, todayInRiyadh, type EstateContract } from '@estate/contracts';
import { formatDateWithHijri, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Input, InputNumber, Modal } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import { calendarDateProps, datePickerProps, HijriOfField } from '../../../components/form-parts.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { useNumberRules } from '../../../utils/number-rules.js';
import { useRenewContract } from '../api/renew-contract.js';
import { useTerminateContract } from '../api/terminate-contract.js';
import { EjarFields } from './EjarFields.js';

type Dialog = 'terminate' | 'renew' | null;

/** Ending a live contract early, and renewing one that has not been renewed yet. */
export function ContractLifecycle({ contract }: { contract: EstateContract }) {
  const { t } = useTranslation('estate');
  const [dialog, setDialog] = useState<Dialog>(null);
  const live = contract.status === 'active' || contract.status === 'pending';
  const renewable = contract.status !== 'terminated' && !contract.renewedById;
  return (
    <>
      {renewable ? (
        <Button onClick={() => setDialog('renew')} data-testid="contract-renew">
          {t('contracts.renew.action')}
        </Button>
      ) : null}
      {live ? (
        <Button danger onClick={() => setDialog('terminate')} data-testid="contract-terminate">
          {t('contracts.terminate.action')}
        </Button>
      ) : null}
      {dialog === 'terminate' ? <TerminateDialog contract={contract} onClose={() => setDialog(null)} /> : null}
      {dialog === 'renew' ? <RenewDialog contract={contract} onClose={() => setDialog(null)} /> : null}
    </>
  );
}

interface TerminateValues {
  terminationDate?: string;
  reason?: string;
}

function TerminateDialog({ contract, onClose }: { contract: EstateContract; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const toast = useToast();
  const [form] = Form.useForm<TerminateValues>();
  const terminate = useTerminateContract();
  const refused = useSaveFeedback(form, ['terminationDate', 'reason'] as const);
  const save = (values: TerminateValues) =>
    terminate.mutate(
      { id: contract.id, input: { terminationDate: values.terminationDate, reason: values.reason?.trim() || null } },
      {
        onSuccess: () => {
          toast.success(t('contracts.terminate.done'), contract.contractNumber);
          onClose();
        },
        onError: refused,
      },
    );
  return (
    <Modal
      open
      title={t('contracts.terminate.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('contracts.terminate.action')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ danger: true, loading: terminate.isPending, 'data-testid': 'terminate-confirm' }}
      destroyOnHidden
    >
      <p className="muted">{t('contracts.terminate.explain')}</p>
      <Form<TerminateValues>
        form={form}
        name="terminate-contract"
        layout="vertical"
        disabled={terminate.isPending}
        initialValues={{ terminationDate: todayInRiyadh() }}
        onFinish={save}
      >
        <Form.Item
          name="terminationDate"
          label={t('contracts.fields.terminationDate')}
          extra={<HijriOfField name="terminationDate" />}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" {...datePickerProps} />
        </Form.Item>
        <Form.Item name="reason" label={t('contracts.terminate.reason')}>
          <Input.TextArea rows={3} maxLength={ESTATE_INPUT_LIMITS.terminationReason} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface RenewValues {
  endDate: string;
  rentAmount?: number;
  ejarContractNumber?: string;
  ejarRegisteredOn?: string;
}

function RenewDialog({ contract, onClose }: { contract: EstateContract; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<RenewValues>();
  const { lang } = useLang();
  const renew = useRenewContract();
  const refused = useSaveFeedback(form, ['endDate', 'rentAmount', 'ejarContractNumber', 'ejarRegisteredOn'] as const);
  const numbers = useNumberRules();
  const start = addDays(contract.endDate, 1);
  const save = (values: RenewValues) =>
    renew.mutate(
      {
        id: contract.id,
        input: {
          endDate: values.endDate,
          rentAmount: values.rentAmount,
          ejarContractNumber: values.ejarContractNumber?.trim() || null,
          ejarRegisteredOn: values.ejarRegisteredOn || null,
        },
      },
      {
        onSuccess: (renewal) => {
          toast.success(t('contracts.renew.done'), renewal.contractNumber);
          onClose();
          navigate(`/estate/contracts/${renewal.id}`);
        },
        onError: refused,
      },
    );
  return (
    <Modal
      open
      title={t('contracts.renew.title')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('contracts.renew.action')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: renew.isPending, 'data-testid': 'renew-confirm' }}
      destroyOnHidden
    >
      <p className="muted">{t('contracts.renew.explain', { date: formatDateWithHijri(start, lang) })}</p>
      <Form<RenewValues>
        form={form}
        name="renew-contract"
        layout="vertical"
        disabled={renew.isPending}
        initialValues={{ rentAmount: contract.rentAmount }}
        onFinish={save}
      >
        <Form.Item
          name="endDate"
          label={t('contracts.fields.endDate')}
          extra={<HijriOfField name="endDate" />}
          rules={[
            { required: true, message: t('form.required') },
            {
              validator: (_rule: unknown, value?: string) =>
                !value || value > start ? Promise.resolve() : Promise.reject(new Error(t('form.endAfterStart'))),
            },
          ]}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" {...datePickerProps} />
        </Form.Item>
        <Form.Item
          name="rentAmount"
          label={t('contracts.fields.rentMonthly')}
          rules={[numbers.rule({ min: 0.01, max: ESTATE_INPUT_LIMITS.maxAmount - 1, positive: true })]}
        >
          <InputNumber className="estate-number" />
        </Form.Item>
        <EjarFields depositHolder={false} />
      </Form>
    </Modal>
  );
}
