import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDays,
  localizedText,
  todayInRiyadh,
  type EstateProperty,
  type PropertyOwnershipPeriod,
  type PropertyTransferInput,
} from '@estate/contracts';
import { formatDate, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Modal } from '@estate/platform/ui-extra';
import { DatePicker } from '@estate/platform/ui-date';
import { Form } from '@estate/platform/ui-form';
import { calendarDateProps, HijriOfField } from '../../../components/form-parts.js';
import { InfoCard } from '../../../components/InfoCard.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { ownerOptionsQueryOptions } from '../../../api/get-owner-options.js';
import { useSaveFeedback } from '../../../hooks/use-save-feedback.js';
import { usePropertyOwnership } from '../api/get-property-ownership.js';
import { useTransferProperty } from '../api/transfer-property.js';

/** The first day of the current owner's period (null: since the property was recorded). */
const currentStart = (history: PropertyOwnershipPeriod[]) =>
  history.find((period) => period.toDate === null)?.fromDate ?? null;

/** "Transfer ownership": a dialog for a new owner and the date the property becomes theirs. */
export function TransferOwnershipButton({ property }: { property: EstateProperty }) {
  const { t } = useTranslation('estate');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="property-transfer">
        {t('properties.ownership.transfer')}
      </Button>
      {open ? <TransferDialog property={property} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function TransferDialog({ property, onClose }: { property: EstateProperty; onClose: () => void }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<PropertyTransferInput>();
  const transfer = useTransferProperty();
  const history = usePropertyOwnership(property.id);
  const start = history.data ? currentStart(history.data) : null;
  const refused = useSaveFeedback(form, ['ownerId', 'effectiveDate'] as const, (field) =>
    field === 'effectiveDate' ? t('properties.ownership.dateRule') : t('properties.ownership.sameOwner'),
  );
  const today = todayInRiyadh();
  const save = (input: PropertyTransferInput) =>
    transfer.mutate(
      { id: property.id, input },
      {
        onSuccess: () => {
          toast.success(t('properties.ownership.done'), localizedText(property.title, property.titleEn, lang).text);
          onClose();
        },
        onError: refused,
      },
    );
  return (
    <Modal
      open
      title={t('properties.ownership.transferTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('properties.ownership.transfer')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: transfer.isPending, 'data-testid': 'transfer-confirm' }}
      destroyOnHidden
    >
      <p className="muted">
        {t('properties.ownership.explain', {
          owner: localizedText(property.ownerName, property.ownerNameEn, lang).text,
        })}
      </p>
      <Form<PropertyTransferInput>
        form={form}
        name="transfer-property"
        layout="vertical"
        disabled={transfer.isPending}
        initialValues={{ effectiveDate: today }}
        onFinish={save}
        data-testid="transfer-form"
      >
        <Form.Item
          name="ownerId"
          label={t('properties.ownership.newOwner')}
          rules={[
            { required: true, message: t('form.required') },
            {
              validator: (_rule: unknown, value?: string) =>
                value !== property.ownerId
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('properties.ownership.sameOwner'))),
            },
          ]}
        >
          <OptionSelect
            optionsFor={(q) => ownerOptionsQueryOptions(q ? { q } : {})}
            placeholder={t('form.select')}
            testId="transfer-owner"
          />
        </Form.Item>
        <Form.Item
          name="effectiveDate"
          label={t('properties.ownership.effectiveDate')}
          rules={[
            { required: true, message: t('form.required') },
            {
              validator: (_rule: unknown, value?: string) => {
                if (!value) return Promise.resolve();
                if (value > today) return Promise.reject(new Error(t('properties.ownership.notFuture')));
                if (start !== null && value <= start) {
                  return Promise.reject(
                    new Error(t('properties.ownership.afterLast', { date: formatDate(start, lang) })),
                  );
                }
                return Promise.resolve();
              },
            },
          ]}
          extra={<HijriOfField name="effectiveDate" />}
          {...calendarDateProps}
        >
          <DatePicker className="estate-number" data-testid="transfer-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Who owned the property when, oldest first: each owner with the first and last day of their period. */
export function OwnershipHistory({ propertyId }: { propertyId: string }) {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const history = usePropertyOwnership(propertyId);
  if (!history.data) return null;
  return (
    <InfoCard
      title={t('properties.ownership.title')}
      testId="property-ownership"
      rows={history.data.map((period) => ({
        key: period.id,
        label: localizedText(period.ownerName, period.ownerNameEn, lang).text,
        value: (
          <span data-testid="ownership-period">
            {period.fromDate
              ? `${t('properties.ownership.from')} ${formatDate(period.fromDate, lang)}`
              : t('properties.ownership.sinceRecorded')}
            {' · '}
            {period.toDate
              ? `${t('properties.ownership.until')} ${formatDate(addDays(period.toDate, -1), lang)}`
              : t('properties.ownership.current')}
          </span>
        ),
      }))}
    />
  );
}
