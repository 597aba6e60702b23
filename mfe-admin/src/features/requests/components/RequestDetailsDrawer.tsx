import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  formatPhone,
  phoneHref,
  type ContactMessage,
  type Inquiry,
  type RequestStatus,
  type ServiceRequest,
  type StoredAttachment,
} from '@estate/contracts';
import { formatDateTime, formatFileSize, useLang } from '@estate/platform';
import { Button, Ltr } from '@estate/platform/ui';
import { Descriptions, Drawer } from '@estate/platform/ui-extra';
import { attachmentKindOf, propertyTitleOf, type AnyRequest, type RequestKind } from '../utils/request-kinds.js';
import { RequestStatusSelect } from './RequestStatus.js';

interface Item {
  key: string;
  label: string;
  children: ReactNode;
}

/** Everything a request holds, with its status to change and its attachments to open or download. */
export function RequestDetailsDrawer({
  kind,
  request,
  onClose,
  onStatusChanged,
}: {
  kind: RequestKind;
  request: AnyRequest;
  onClose: () => void;
  onStatusChanged: (status: RequestStatus) => void;
}) {
  const { t } = useTranslation('admin');
  const { lang, dir } = useLang();
  const notGiven = <span className="muted">{t('requests.details.notGiven')}</span>;
  const text = (value: string | null | undefined) =>
    value ? (
      <p className="requests-message" dir="auto">
        {value}
      </p>
    ) : (
      notGiven
    );
  const size = (bytes: number) => formatFileSize(bytes, lang, (unit) => t(`requests.units.${unit}`));

  const common: Item[] = [
    {
      key: 'status',
      label: t('requests.columns.status'),
      children: <RequestStatusSelect kind={kind} request={request} onChanged={onStatusChanged} />,
    },
    { key: 'received', label: t('requests.details.received'), children: formatDateTime(request.createdAt, lang) },
    { key: 'updated', label: t('requests.details.updated'), children: formatDateTime(request.updatedAt, lang) },
    { key: 'name', label: t('requests.details.name'), children: <bdi>{request.name}</bdi> },
    {
      key: 'email',
      label: t('requests.details.email'),
      children: (
        <a href={`mailto:${request.email}`}>
          <Ltr>{request.email}</Ltr>
        </a>
      ),
    },
    {
      key: 'phone',
      label: t('requests.details.phone'),
      children: request.phone ? (
        <a href={phoneHref(request.phone)}>
          <Ltr>{formatPhone(request.phone, lang)}</Ltr>
        </a>
      ) : (
        notGiven
      ),
    },
  ];

  const specific = (): Item[] => {
    if (kind === 'inquiries') {
      const inquiry = request as Inquiry;
      const title = propertyTitleOf(inquiry, lang);
      return [
        {
          key: 'property',
          label: t('requests.details.property'),
          children: inquiry.propertyId ? (
            <Link to={`/property/${encodeURIComponent(inquiry.propertyId)}`}>
              {title ?? t('requests.propertyUntitled')}
            </Link>
          ) : (
            <span>
              {title ? `${title} · ` : ''}
              <span className="muted">{t('requests.propertyRemoved')}</span>
            </span>
          ),
        },
        { key: 'message', label: t('requests.details.message'), children: text(inquiry.message) },
      ];
    }
    if (kind === 'contactMessages') {
      const message = request as ContactMessage;
      return [
        { key: 'subject', label: t('requests.details.subject'), children: <bdi>{message.subject}</bdi> },
        { key: 'message', label: t('requests.details.message'), children: text(message.message) },
      ];
    }
    const service = request as ServiceRequest;
    return [
      {
        key: 'type',
        label: t('requests.details.type'),
        children: service.type ? t(`requests.serviceTypes.${service.type}`) : notGiven,
      },
      { key: 'title', label: t('requests.details.requestTitle'), children: <bdi>{service.title}</bdi> },
      { key: 'description', label: t('requests.details.description'), children: text(service.description) },
      {
        key: 'budget',
        label: t('requests.details.budget'),
        children: service.budget ? <bdi>{service.budget}</bdi> : notGiven,
      },
      {
        key: 'timeline',
        label: t('requests.details.timeline'),
        children: service.timeline ? t(`requests.timelines.${service.timeline}`) : notGiven,
      },
      { key: 'location', label: t('requests.details.location'), children: <bdi>{service.location}</bdi> },
      {
        key: 'preferredContact',
        label: t('requests.details.preferredContact'),
        children: t(`requests.contactMethods.${service.preferredContact}`),
      },
      {
        key: 'attachments',
        label: t('requests.details.attachments'),
        children: service.attachments.length ? (
          <ul className="requests-attachments" data-testid="request-attachments">
            {service.attachments.map((attachment: StoredAttachment) => (
              <li key={attachment.url}>
                <a href={attachment.url} target="_blank" rel="noopener noreferrer" className="requests-attachment-name">
                  <bdi>{attachment.fileName}</bdi>
                </a>
                <span className="muted requests-attachment-meta">
                  {attachmentKindOf(attachment.contentType)} · <bdi>{size(attachment.size)}</bdi>
                </span>
                <a href={attachment.url} download={attachment.fileName} className="requests-attachment-download">
                  {t('requests.details.download')}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          notGiven
        ),
      },
    ];
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={t(`requests.details.title.${kind}`)}
      // The drawer opens from the end side of the reading direction.
      placement={dir === 'rtl' ? 'left' : 'right'}
      size="min(600px, 100vw)"
      footer={<Button onClick={onClose}>{t('requests.details.close')}</Button>}
      data-testid="request-details"
    >
      <Descriptions column={1} bordered size="small" items={[...common, ...specific()]} />
    </Drawer>
  );
}
