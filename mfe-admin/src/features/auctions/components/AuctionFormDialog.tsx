import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import {
  AUCTION_ERROR_CODES,
  AUCTION_LICENSE_MAX_DAYS,
  AUCTION_LICENSE_PATTERN,
  listingTitle,
  toAsciiDigits,
  PROPERTY_INPUT_LIMITS as LIMITS,
  type AdminAuction,
} from '@estate/contracts';
import { parseNumberInput, useLang } from '@estate/platform';
import { useToast } from '@estate/platform/ui';
import { Alert, Input, InputNumber, Modal } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { DatePicker } from '@estate/platform/ui-date';
import { useCreateAdminAuction, useUpdateAdminAuction } from '../api/change-auctions.js';
import {
  auctionDatesProblem,
  emptyAuctionForm,
  isAuctionEditable,
  toAdminAuctionInput,
  toAuctionFormValues,
  type AuctionFormValues,
} from '../utils/auction-form-values.js';
import { auctionErrorText, auctionFieldErrors } from '../utils/auction-server-errors.js';
import { PropertyPicker } from './PropertyPicker.js';

export const AUCTION_FORM = 'admin-auction';

const FIELDS = ['propertyId', ...Object.keys(emptyAuctionForm)] as (keyof AuctionFormValues)[];
const DATE_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * Add (no auction) or edit an auction, for staff: the listing, titles, prices and dates (start price, start and end
 * required; dates sent as ISO instants). A refused save keeps the dialog open with what was typed and says why.
 */
export function AuctionFormDialog({ auction, onClose }: { auction?: AdminAuction; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<AuctionFormValues>();
  const initialValues = useMemo(() => (auction ? toAuctionFormValues(auction) : emptyAuctionForm), [auction]);
  const create = useCreateAdminAuction();
  const update = useUpdateAdminAuction();
  const pending = create.isPending || update.isPending;
  const locked = !!auction && !isAuctionEditable(auction);
  const required = { required: true, message: t('auctions.form.errors.required') };
  const label = (field: string) => t(`auctions.form.${field}`);

  const positive = {
    validator: (_rule: unknown, value: unknown) =>
      value === null || value === undefined || (typeof value === 'number' && value > 0)
        ? Promise.resolve()
        : Promise.reject(new Error(t('auctions.form.errors.price'))),
  };
  const checkDate = (which: 'startDate' | 'endDate') => ({
    validator: () => {
      const start: Dayjs | null = form.getFieldValue('startDate');
      const problem = auctionDatesProblem(start, form.getFieldValue('endDate'));
      // An auction already running keeps its start: only a new or changed start may not be past.
      const startChanged = !auction || !start || !dayjs(auction.startDate).isSame(start, 'minute');
      if (which === 'endDate' && problem === 'order')
        return Promise.reject(new Error(t('auctions.form.errors.datesOrder')));
      if (which === 'startDate' && problem === 'past' && startChanged)
        return Promise.reject(new Error(t('auctions.form.errors.datesPast')));
      return Promise.resolve();
    },
  });

  // Staff's auctions are listed at once: the licence is required (as the API asks, AUCTION_LICENCE_REQUIRED).
  const licenceRequired = { required: true, message: t('auctions.form.errors.licenceRequired') };
  const licenceNumber = {
    validator: (_rule: unknown, value: unknown) =>
      !value || AUCTION_LICENSE_PATTERN.test(toAsciiDigits(String(value).trim()))
        ? Promise.resolve()
        : Promise.reject(new Error(t('auctions.form.errors.licenseNumber'))),
  };

  const failed = (error: unknown, title: string, fallback: string) => {
    const fields = auctionFieldErrors(error, FIELDS, t, lang, (field, code) => {
      if (code === AUCTION_ERROR_CODES.property) return t('auctions.form.errors.property');
      if (code === AUCTION_ERROR_CODES.licenceRequired) return t('auctions.form.errors.licenceRequired');
      if (field === 'startDate') return t('auctions.form.errors.datesPast');
      if (field === 'endDate') return t('auctions.form.errors.datesOrder');
      return code === 'VALIDATION_FAILED' ? t('auctions.form.errors.rejected') : undefined;
    });
    if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    toast.error(title, auctionErrorText(error, t, lang, fallback));
  };

  const save = (values: AuctionFormValues) => {
    const input = toAdminAuctionInput(values);
    const title = listingTitle(input, lang);
    if (auction) {
      update.mutate(
        { id: auction.id, input },
        {
          onSuccess: () => {
            toast.success(t('auctions.toast.updated'), t('auctions.toast.updatedText', { title }));
            onClose();
          },
          onError: (error) => failed(error, t('auctions.toast.updateError'), t('auctions.toast.updateFailed')),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast.success(t('auctions.toast.created'), t('auctions.toast.createdText', { title }));
          onClose();
        },
        onError: (error) => failed(error, t('auctions.toast.createError'), t('auctions.toast.createFailed')),
      });
    }
  };

  const amount = (field: 'startPrice' | 'reservePrice' | 'minIncrement', isRequired: boolean, extra?: string) => (
    <Form.Item
      name={field}
      label={label(field)}
      required={isRequired}
      rules={isRequired ? [required, positive] : [positive]}
      extra={extra}
    >
      <InputNumber<number>
        className="admin-number"
        min={0}
        max={LIMITS.maxPrice - 1}
        inputMode="decimal"
        parser={parseNumberInput}
      />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={auction ? t('auctions.dialog.editTitle') : t('auctions.dialog.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={auction ? t('auctions.dialog.save') : t('auctions.dialog.add')}
      cancelText={t('auctions.dialog.cancel')}
      okButtonProps={{ loading: pending, disabled: locked, 'data-testid': 'auction-dialog-save' }}
      mask={{ closable: !pending }}
      width={760}
      destroyOnHidden
    >
      {locked ? (
        <Alert type="warning" showIcon title={t('auctions.dialog.lockedNote')} className="admin-alert" />
      ) : null}
      <Form<AuctionFormValues>
        form={form}
        name={AUCTION_FORM}
        layout="vertical"
        initialValues={initialValues}
        disabled={pending || locked}
        onFinish={save}
        scrollToFirstError={{ block: 'center', focus: true }}
        className="admin-form"
        data-testid="auction-form"
      >
        <div className="admin-form-grid">
          <Form.Item name="propertyId" label={label('property')} required rules={[required]} className="admin-wide">
            <PropertyPicker known={auction?.property ?? null} />
          </Form.Item>
          <Form.Item
            name="title"
            label={label('title')}
            required
            rules={[{ ...required, whitespace: true }]}
            className="admin-wide"
          >
            <Input maxLength={LIMITS.title} dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name="titleEn" label={label('titleEn')} className="admin-wide">
            <Input maxLength={LIMITS.title} dir="ltr" lang="en" />
          </Form.Item>
          {amount('startPrice', true)}
          {amount('reservePrice', false, label('reserveNote'))}
          {amount('minIncrement', false)}
          <Form.Item name="startDate" label={label('startDate')} required rules={[required, checkDate('startDate')]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_FORMAT} className="admin-number" />
          </Form.Item>
          <Form.Item
            name="endDate"
            label={label('endDate')}
            required
            dependencies={['startDate']}
            rules={[required, checkDate('endDate')]}
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_FORMAT} className="admin-number" />
          </Form.Item>
          <Form.Item name="description" label={label('description')} className="admin-wide">
            <Input.TextArea rows={2} maxLength={LIMITS.description} dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name="descriptionEn" label={label('descriptionEn')} className="admin-wide">
            <Input.TextArea rows={2} maxLength={LIMITS.description} dir="ltr" lang="en" />
          </Form.Item>
          <Form.Item name="terms" label={label('terms')} className="admin-wide">
            <Input.TextArea rows={2} maxLength={LIMITS.description} dir="rtl" lang="ar" />
          </Form.Item>
          <Form.Item name="termsEn" label={label('termsEn')} className="admin-wide">
            <Input.TextArea rows={2} maxLength={LIMITS.description} dir="ltr" lang="en" />
          </Form.Item>
          <Form.Item
            name="licenseNumber"
            label={label('licenseNumber')}
            required
            rules={[licenceRequired, licenceNumber]}
            extra={t('auctions.form.licenseHint')}
          >
            <Input maxLength={20} inputMode="numeric" dir="ltr" autoComplete="off" />
          </Form.Item>
          <Form.Item name="licenseDate" label={label('licenseDate')} required rules={[licenceRequired]}>
            <Input type="date" dir="ltr" />
          </Form.Item>
          <Form.Item name="licenseDurationDays" label={label('licenseDurationDays')} required rules={[licenceRequired]}>
            <InputNumber<number>
              className="admin-number"
              min={1}
              max={AUCTION_LICENSE_MAX_DAYS}
              precision={0}
              inputMode="numeric"
              parser={parseNumberInput}
            />
          </Form.Item>
        </div>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
