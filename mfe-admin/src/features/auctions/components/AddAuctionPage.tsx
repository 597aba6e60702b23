import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { PROPERTY_INPUT_LIMITS as LIMITS, SAUDI_CITIES, type PropertyType } from '@estate/contracts';
import { parseNumberInput, useLang } from '@estate/platform';
import { Button, ButtonLink, useToast } from '@estate/platform/ui';
import { Alert, ArrowLeftOutlined, ArrowRightOutlined, Input, InputNumber, Select } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { DatePicker } from '@estate/platform/ui-date';
import { useSubmitAuction } from '../api/change-auctions.js';
import { useAuctionImages } from '../hooks/use-auction-images.js';
import {
  auctionDatesProblem,
  emptyPublicAuctionForm,
  missingPublicFields,
  PUBLIC_AUCTION_CATEGORIES,
  toPublicAuctionInput,
  type PublicAuctionFormValues,
} from '../utils/auction-form-values.js';
import { auctionErrorText, auctionFieldErrors } from '../utils/auction-server-errors.js';
import { AuctionPhotos } from './AuctionPhotos.js';
import { FormSection } from './FormSection.js';
import '../../../components/admin-screen.css';
import '../auctions.css';

export const ADD_AUCTION_FORM = 'add-auction';

type Field = keyof PublicAuctionFormValues;
const FIELDS = Object.keys(emptyPublicAuctionForm).concat('category', 'city', 'images') as Field[];

const DATE_FORMAT = 'YYYY-MM-DD HH:mm';
const beforeToday = (date: Dayjs) => date.isBefore(dayjs(), 'day');

/**
 * /add-auction, for anyone signed in (spec document 1, Add auction): the auction's information, the property it
 * sells and its terms. What is missing or wrong is said before sending; the auction and its listing then wait for
 * staff review, and the visitor goes on to /auctions.
 */
export function AddAuctionPage() {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const [form] = Form.useForm<PublicAuctionFormValues>();
  const images = useAuctionImages();
  const submit = useSubmitAuction();
  const label = (field: string) => t(`auctions.addPage.fields.${field}`);
  const required = { required: true, message: t('auctions.form.errors.required') };
  const textRequired = { ...required, whitespace: true };

  const positive = {
    validator: (_rule: unknown, value: unknown) =>
      value === null || value === undefined || (typeof value === 'number' && value > 0)
        ? Promise.resolve()
        : Promise.reject(new Error(t('auctions.form.errors.price'))),
  };

  /** The date problem as the toast and the field say it. */
  const datesMessage = (problem: 'order' | 'past') =>
    problem === 'order' ? t('auctions.addPage.dateOrder') : t('auctions.addPage.datePast');

  /** What is missing first, then the dates: the spec's two messages. */
  const explain = (values: Partial<PublicAuctionFormValues>) => {
    if (missingPublicFields(values).length) {
      toast.error(t('auctions.addPage.requiredTitle'), t('auctions.addPage.required'));
      return;
    }
    const problem = auctionDatesProblem(values.startDate, values.endDate);
    if (problem) toast.error(t('auctions.addPage.dateErrorTitle'), datesMessage(problem));
  };

  const send = (values: PublicAuctionFormValues) => {
    if (images.uploading) return toast.info(t('auctions.photos.waitTitle'), t('auctions.photos.waitText'));
    if (images.failed) return toast.error(t('auctions.photos.failedTitle'), t('auctions.photos.failedText'));
    if (missingPublicFields(values).length || !values.category || !values.city) return explain(values);
    const input = toPublicAuctionInput({ ...values, category: values.category, city: values.city }, images.urls);
    submit.mutate(input, {
      onSuccess: () => {
        toast.success(t('auctions.addPage.sent'), t('auctions.addPage.sentText'));
        navigate('/auctions');
      },
      onError: (error) => {
        const fields = auctionFieldErrors(error, FIELDS, t, lang, (field, code) => {
          if (field === 'startDate') return t('auctions.form.errors.datesPast');
          if (field === 'endDate') return t('auctions.form.errors.datesOrder');
          return code === 'VALIDATION_FAILED' ? t('auctions.form.errors.rejected') : undefined;
        });
        if (fields.length) {
          form.setFields(fields as Parameters<typeof form.setFields>[0]);
          form.scrollToField(fields[0]!.name, { block: 'center' });
        }
        const fallback = t('auctions.addPage.addErrorText');
        const why = auctionErrorText(error, t, lang, fallback);
        toast.error(t('auctions.addPage.addError'), why === fallback ? fallback : `${fallback}. ${why}`);
      },
    });
  };

  const checkDate = (which: 'startDate' | 'endDate') => ({
    validator: () => {
      const problem = auctionDatesProblem(form.getFieldValue('startDate'), form.getFieldValue('endDate'));
      const mine = which === 'endDate' ? problem === 'order' : problem === 'past';
      return mine ? Promise.reject(new Error(datesMessage(problem!))) : Promise.resolve();
    },
  });

  const amount = (field: 'startingPrice' | 'reservePrice', extra?: string, isRequired = false) => (
    <Form.Item
      name={field}
      label={label(field)}
      required={isRequired}
      rules={isRequired ? [required, positive] : []}
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

  const whole = (field: 'area' | 'bedrooms' | 'bathrooms', max: number, min = 0) => (
    <Form.Item name={field} label={label(field)}>
      <InputNumber<number>
        className="admin-number"
        min={min}
        max={max}
        precision={0}
        inputMode="numeric"
        parser={parseNumberInput}
      />
    </Form.Item>
  );

  const pending = submit.isPending;

  return (
    <div className="page admin-add-page" data-testid="add-auction-page">
      <ButtonLink
        to="/dashboard"
        type="link"
        icon={lang === 'ar' ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
        className="admin-back"
        data-testid="add-auction-back"
      >
        {t('auctions.addPage.back')}
      </ButtonLink>
      <h1 className="admin-title">{t('auctions.addPage.title')}</h1>
      <p className="muted admin-subtitle">{t('auctions.addPage.subtitle')}</p>
      <Alert type="info" showIcon title={t('auctions.addPage.reviewNote')} className="admin-alert" />
      <Form<PublicAuctionFormValues>
        form={form}
        name={ADD_AUCTION_FORM}
        layout="vertical"
        initialValues={emptyPublicAuctionForm}
        disabled={pending}
        onFinish={send}
        onFinishFailed={({ values }) => explain(values)}
        scrollToFirstError={{ block: 'center', focus: true }}
        className="admin-form"
        data-testid="add-auction-form"
      >
        <FormSection id={`${ADD_AUCTION_FORM}-info`} title={t('auctions.addPage.sections.info')}>
          <div className="admin-form-grid">
            <Form.Item name="title" label={label('title')} required rules={[textRequired]}>
              <Input maxLength={LIMITS.title} dir="ltr" lang="en" />
            </Form.Item>
            <Form.Item name="titleAr" label={label('titleAr')} required rules={[textRequired]}>
              <Input maxLength={LIMITS.title} dir="rtl" lang="ar" />
            </Form.Item>
            <Form.Item name="description" label={label('description')} className="admin-wide">
              <Input.TextArea rows={3} showCount maxLength={LIMITS.description} dir="ltr" lang="en" />
            </Form.Item>
            <Form.Item name="descriptionAr" label={label('descriptionAr')} className="admin-wide">
              <Input.TextArea rows={3} showCount maxLength={LIMITS.description} dir="rtl" lang="ar" />
            </Form.Item>
            {amount('startingPrice', undefined, true)}
            {amount('reservePrice', label('reserveNote'))}
            <Form.Item name="startDate" label={label('startDate')} required rules={[required, checkDate('startDate')]}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={DATE_FORMAT}
                disabledDate={beforeToday}
                className="admin-number"
              />
            </Form.Item>
            <Form.Item
              name="endDate"
              label={label('endDate')}
              required
              dependencies={['startDate']}
              rules={[required, checkDate('endDate')]}
            >
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={DATE_FORMAT}
                disabledDate={beforeToday}
                className="admin-number"
              />
            </Form.Item>
          </div>
        </FormSection>

        <FormSection id={`${ADD_AUCTION_FORM}-property`} title={t('auctions.addPage.sections.property')}>
          <div className="admin-form-grid">
            <Form.Item name="category" label={label('category')} required rules={[required]}>
              <Select<PropertyType>
                placeholder={label('categoryPlaceholder')}
                options={PUBLIC_AUCTION_CATEGORIES.map((value) => ({
                  value,
                  label: t(`auctions.categories.${value}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="city" label={label('city')} required rules={[required]}>
              <Select
                placeholder={label('cityPlaceholder')}
                options={SAUDI_CITIES.map((city) => ({ value: city.key, label: city[lang] }))}
              />
            </Form.Item>
            <Form.Item name="district" label={label('district')}>
              <Input maxLength={LIMITS.district} />
            </Form.Item>
            <Form.Item name="districtEn" label={label('districtEn')}>
              <Input maxLength={LIMITS.district} dir="ltr" />
            </Form.Item>
            {whole('area', LIMITS.maxArea, 1)}
            {whole('bedrooms', LIMITS.maxRooms)}
            {whole('bathrooms', LIMITS.maxRooms)}
            <div className="admin-wide">
              <p className="auction-field-label" id={`${ADD_AUCTION_FORM}-images-label`}>
                {label('images')}
              </p>
              <AuctionPhotos id={`${ADD_AUCTION_FORM}_images`} images={images} disabled={pending} />
            </div>
          </div>
        </FormSection>

        <FormSection id={`${ADD_AUCTION_FORM}-terms`} title={t('auctions.addPage.sections.terms')}>
          <div className="admin-form-grid">
            <Form.Item name="terms" label={label('terms')} className="admin-wide">
              <Input.TextArea rows={3} showCount maxLength={LIMITS.description} dir="ltr" lang="en" />
            </Form.Item>
            <Form.Item name="termsAr" label={label('termsAr')} className="admin-wide">
              <Input.TextArea rows={3} showCount maxLength={LIMITS.description} dir="rtl" lang="ar" />
            </Form.Item>
          </div>
        </FormSection>

        <div className="admin-form-actions">
          {images.uploading ? <span className="muted">{t('auctions.addPage.waitForUploads')}</span> : null}
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={pending}
            disabled={images.uploading}
            data-testid="add-auction-submit"
          >
            {t('auctions.addPage.submit')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
