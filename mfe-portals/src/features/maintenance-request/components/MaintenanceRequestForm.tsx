import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isPhoneNumber,
  MAINTENANCE_REQUEST_LIMITS,
  TICKET_CATEGORIES,
  TICKET_INPUT_LIMITS,
  TICKET_PRIORITIES,
  type MaintenanceRequestInput,
  type MaintenanceRequestResult,
  type TicketCategory,
  type TicketPriority,
} from '@estate/contracts';
import { fieldErrorsOf, phoneRule, useLang } from '@estate/platform';
import { Button, useToast } from '@estate/platform/ui';
import { Alert, Input, Select } from '@estate/platform/ui-extra';
import { Form } from '@estate/platform/ui-form';
import { useSubmitMaintenanceRequest, type RequestSender } from '../api/submit-maintenance-request.js';
import { useRequestPhotos } from '../hooks/use-request-photos.js';
import { RequestPhotosField } from './RequestPhotosField.js';
import './maintenance-request.css';

interface Values {
  title: string;
  description: string;
  category?: TicketCategory;
  priority: TicketPriority;
  tenantContact: string;
  propertyAddress: string;
}

/** The form's fields, named as the request sends them, so the server's field errors land on them. */
const FIELDS = ['title', 'description', 'category', 'priority', 'tenantContact', 'propertyAddress'] as const;
type Field = (typeof FIELDS)[number];

/** Each field's input id (other pages' tests and labels rely on them). */
const IDS: Record<Field, string> = {
  title: 'request-title',
  description: 'request-description',
  category: 'request-category',
  priority: 'request-priority',
  tenantContact: 'request-phone',
  propertyAddress: 'request-address',
};
const PHOTOS_ID = 'request-photos-input';

const EMPTY: Values = {
  title: '',
  description: '',
  category: undefined,
  priority: 'medium',
  tenantContact: '',
  propertyAddress: '',
};

const isField = (name: string): name is Field => (FIELDS as readonly string[]).includes(name);
const trimmed = (value: string | undefined) => value?.trim() ?? '';

/**
 * The maintenance request (document 2, section 5): title, description, category, priority (medium unless chosen),
 * phone, property address and up to five photos. A tenant linked to a unit may leave the address (their unit's is
 * used) and sends it through their portal; anyone else sends it to the public route with the address. A refused
 * request keeps everything typed and marks the fields the server named; a sent one is announced with its ticket
 * number and the form is emptied.
 */
export function MaintenanceRequestForm({
  sender,
  initialPhone,
  onSubmitted,
}: {
  sender: RequestSender;
  /** The signed-in person's phone, when known. */
  initialPhone?: string;
  onSubmitted?: (result: MaintenanceRequestResult) => void;
}) {
  const { t } = useTranslation('portals');
  const { lang } = useLang();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitMaintenanceRequest();
  const photos = useRequestPhotos();
  const [sent, setSent] = useState<MaintenanceRequestResult | null>(null);
  const pending = submit.isPending;
  const required = { required: true, whitespace: true, message: t('request.validation.required') };
  const phone = phoneRule((value) => isPhoneNumber(value, 'saudiMobile'), t('request.validation.invalidPhone'));
  const addressRequired = sender === 'visitor';

  /**
   * A field's error from the server in the page's words where the rule is known (empty, not a Saudi mobile); else
   * the server's own words in English, and "check this field" in Arabic.
   */
  const serverMessage = (field: Field, messages: string[]) => {
    if (field === 'tenantContact') return t('request.validation.invalidPhone');
    if (messages.some((message) => /empty|required/i.test(message))) return t('request.validation.required');
    return lang === 'en' && messages.length ? messages.join(' ') : t('request.validation.check');
  };

  const onFinish = (values: Values) => {
    if (photos.uploading) {
      toast.info(t('request.photos.waitTitle'), t('request.photos.waitForUploads'));
      return;
    }
    if (photos.failed) {
      toast.error(t('request.photos.waitTitle'), t('request.photos.fixFailed'));
      return;
    }
    const images = photos.urls;
    const address = trimmed(values.propertyAddress);
    const input: MaintenanceRequestInput = {
      title: trimmed(values.title),
      description: trimmed(values.description),
      category: values.category!,
      priority: values.priority,
      tenantContact: trimmed(values.tenantContact),
      ...(address ? { propertyAddress: address } : {}),
      ...(images.length ? { images } : {}),
    };
    setSent(null);
    submit.mutate(
      { sender, input },
      {
        onSuccess: (result) => {
          setSent(result);
          toast.success(
            t('request.toast.successTitle'),
            `${t('request.toast.successText')} ${t('request.toast.ticket', { number: result.ticketNumber })}`,
          );
          form.resetFields();
          photos.clear();
          onSubmitted?.(result);
        },
        onError: (error) => {
          const named = new Map<Field, string[]>();
          const refusedImages: string[] = [];
          for (const { field, messages } of fieldErrorsOf(error)) {
            const [head, index] = field.split('.');
            if (head === 'images') {
              const url = index === undefined ? undefined : images[Number(index)];
              if (url) refusedImages.push(url);
              continue;
            }
            if (isField(head)) named.set(head, [...(named.get(head) ?? []), ...messages]);
          }
          if (refusedImages.length) photos.reject(refusedImages.map((url) => ({ url, rejection: 'rejected' })));
          if (named.size) {
            form.setFields([...named].map(([name, messages]) => ({ name, errors: [serverMessage(name, messages)] })));
            document.getElementById(IDS[[...named.keys()][0]])?.focus();
          }
          toast.error(t('request.toast.errorTitle'), t('request.toast.errorText'));
        },
      },
    );
  };

  const item = (field: Field) => ({ name: field, htmlFor: IDS[field], label: t(`request.fields.${field}`) });

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ ...EMPTY, tenantContact: initialPhone ?? '' }}
      onFinish={onFinish}
      onValuesChange={() => (sent ? setSent(null) : undefined)}
      disabled={pending}
      className="request-form"
      data-testid="maintenance-request-form"
      data-sender={sender}
      requiredMark
    >
      {sent ? (
        <Alert
          type="success"
          showIcon
          className="request-sent"
          title={t('request.toast.successTitle')}
          description={`${t('request.toast.successText')} ${t('request.toast.ticket', { number: sent.ticketNumber })}`}
          data-testid="request-success"
          data-ticket={sent.ticketNumber}
        />
      ) : null}
      <div className="request-grid">
        <Form.Item {...item('title')} rules={[required]} className="request-wide">
          <Input
            id={IDS.title}
            maxLength={MAINTENANCE_REQUEST_LIMITS.title}
            placeholder={t('request.placeholders.title')}
          />
        </Form.Item>
        <Form.Item {...item('category')} rules={[{ required: true, message: t('request.validation.required') }]}>
          <Select
            id={IDS.category}
            placeholder={t('request.placeholders.category')}
            options={TICKET_CATEGORIES.map((value) => ({ value, label: t(`request.enums.category.${value}`) }))}
          />
        </Form.Item>
        <Form.Item {...item('priority')} rules={[{ required: true, message: t('request.validation.required') }]}>
          <Select
            id={IDS.priority}
            options={TICKET_PRIORITIES.map((value) => ({ value, label: t(`request.enums.priority.${value}`) }))}
          />
        </Form.Item>
        <Form.Item {...item('description')} rules={[required]} className="request-wide">
          <Input.TextArea
            id={IDS.description}
            rows={4}
            showCount
            maxLength={MAINTENANCE_REQUEST_LIMITS.description}
            placeholder={t('request.placeholders.description')}
          />
        </Form.Item>
        <Form.Item {...item('tenantContact')} rules={[required, phone]}>
          <Input
            id={IDS.tenantContact}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            maxLength={TICKET_INPUT_LIMITS.contactPhone}
            placeholder={t('request.placeholders.phone')}
          />
        </Form.Item>
        <Form.Item
          {...item('propertyAddress')}
          rules={addressRequired ? [required] : []}
          extra={addressRequired ? undefined : t('request.hints.tenantAddress')}
        >
          <Input
            id={IDS.propertyAddress}
            maxLength={MAINTENANCE_REQUEST_LIMITS.propertyAddress}
            autoComplete="street-address"
            placeholder={t('request.placeholders.address')}
          />
        </Form.Item>
        <Form.Item label={t('request.fields.photos')} htmlFor={PHOTOS_ID} className="request-wide">
          <RequestPhotosField id={PHOTOS_ID} photos={photos} disabled={pending} />
        </Form.Item>
      </div>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={pending}
        disabled={pending || photos.uploading}
        className="request-submit"
        data-testid="request-submit"
      >
        {pending
          ? t('request.submitting')
          : photos.uploading
            ? t('request.photos.uploadingButton')
            : t('request.submit')}
      </Button>
    </Form>
  );
}
