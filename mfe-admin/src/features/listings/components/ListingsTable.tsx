import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cityName, districtName, listingTitle, PAGE_SIZE, type Property } from '@estate/contracts';
import { formatArea, formatCurrency, formatNumber, useLang } from '@estate/platform';
import { Button, DeleteOutlined, EditOutlined, Empty, EyeOutlined, LoadError, useToast } from '@estate/platform/ui';
import { App, DownloadOutlined, RecordHistoryButton, Tooltip } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { useAdminProperties } from '../api/get-admin-properties.js';
import { useDeleteProperty } from '../api/delete-property.js';
import { isFiltered, lastPageOf, type ListingsView } from '../utils/listings-view.js';
import { saveErrorText } from '../utils/save-error-text.js';
import { ListingStatusBadge } from './ListingStatusBadge.js';
import { ListingThumbnail } from './ListingThumbnail.js';

/** A cell of two lines: what it is, and a smaller note under it (left out when there is none). */
function ListingCell({ children, note }: { children: ReactNode; note?: string | null }) {
  return (
    <div className="admin-cell">
      {children}
      {note ? <bdi className="admin-muted">{note}</bdi> : null}
    </div>
  );
}

/** The staff list of listings: every status, a page of 12 at a time from the server, with their actions. */
export function ListingsTable({
  view,
  onPage,
  onEdit,
  canDelete,
}: {
  view: ListingsView;
  onPage: (page: number) => void;
  onEdit: (property: Property) => void;
  canDelete: boolean;
}) {
  const { t } = useTranslation('admin');
  const { lang } = useLang();
  const { modal } = App.useApp();
  const toast = useToast();
  const list = useAdminProperties({
    ...(view.q ? { q: view.q } : {}),
    ...(view.status ? { status: view.status } : {}),
    page: view.page,
    limit: PAGE_SIZE,
  });
  const remove = useDeleteProperty();
  const rows = list.data?.properties ?? [];
  const total = list.data?.total ?? 0;

  // A page left empty (its last rows deleted or moved away) gives way to the last page that has rows.
  const emptyPage = !!list.data && !list.isPlaceholderData && rows.length === 0 && total > 0 && view.page > 1;
  useEffect(() => {
    if (emptyPage) onPage(lastPageOf(total, PAGE_SIZE));
  }, [emptyPage, total, onPage]);

  const confirmDelete = (property: Property) => {
    const title = listingTitle(property, lang);
    modal.confirm({
      title: t('listings.confirmDelete.title'),
      content: t('listings.confirmDelete.message', { title }),
      okText: t('listings.confirmDelete.ok'),
      cancelText: t('listings.confirmDelete.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove
          .mutateAsync(property.id)
          .then(() => toast.success(t('listings.toast.deleted'), title))
          .catch((error: unknown) =>
            toast.error(t('listings.toast.deleteError'), saveErrorText(error, t, t('listings.toast.deleteFailed'))),
          ),
    });
  };

  const price = (property: Property) =>
    property.price === null
      ? t('listings.priceNotSpecified')
      : formatCurrency(property.price, lang) + (property.purpose === 'rent' ? t('listings.perMonth') : '');

  const emptyText = isFiltered(view) ? t('listings.emptyFiltered') : t('listings.empty');

  return (
    <div data-testid="listings-table">
      {list.isError ? <LoadError message={t('listings.loadError')} onRetry={() => void list.refetch()} /> : null}
      <Table<Property>
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        scroll={{ x: 1040 }}
        locale={{
          emptyText: list.isError ? null : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
        }}
        pagination={{
          current: view.page,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count) => t('listings.total', { n: formatNumber(count, lang) }),
          onChange: onPage,
        }}
        columns={[
          {
            key: 'image',
            title: t('listings.columns.image'),
            width: 104,
            render: (_value, property) => (
              <ListingThumbnail
                src={property.images[0]}
                alt={t('listings.imageAlt', { title: listingTitle(property, lang) })}
              />
            ),
          },
          {
            key: 'title',
            title: t('listings.columns.title'),
            render: (_value, property) => (
              <ListingCell
                note={property.adLicenseNumber ? t('listings.licence', { n: property.adLicenseNumber }) : null}
              >
                <span className="listing-title-row">
                  <bdi className="admin-strong">{listingTitle(property, lang)}</bdi>
                  {property.featured ? (
                    <span className="admin-badge listing-featured">{t('listings.featured')}</span>
                  ) : null}
                </span>
              </ListingCell>
            ),
          },
          {
            key: 'location',
            title: t('listings.columns.location'),
            width: 170,
            render: (_value, property) => (
              <ListingCell note={districtName(property, lang)}>{cityName(property.city, lang)}</ListingCell>
            ),
          },
          {
            key: 'kind',
            title: t('listings.columns.kind'),
            width: 150,
            render: (_value, property) => (
              <ListingCell
                note={
                  t(`listings.types.${property.type}`) +
                  (property.area !== null ? ` · ${formatArea(property.area, lang)}` : '')
                }
              >
                {t(`listings.purposes.${property.purpose}`)}
              </ListingCell>
            ),
          },
          {
            key: 'price',
            title: t('listings.columns.price'),
            width: 170,
            render: (_value, property) => (
              <span className="admin-price" data-testid="listing-price" data-price={property.price ?? ''}>
                {price(property)}
              </span>
            ),
          },
          {
            key: 'status',
            title: t('listings.columns.status'),
            dataIndex: 'status',
            width: 140,
            render: (_value, property) => <ListingStatusBadge status={property.status} />,
          },
          {
            key: 'actions',
            title: t('listings.columns.actions'),
            width: 220,
            render: (_value, property) => (
              <div className="listing-actions">
                <Tooltip
                  title={
                    property.status === 'active' ? t('listings.actions.view') : t('listings.actions.viewUnavailable')
                  }
                >
                  <Button
                    type="text"
                    icon={<EyeOutlined />}
                    href={property.status === 'active' ? `/property/${encodeURIComponent(property.id)}` : undefined}
                    target="_blank"
                    rel="noopener"
                    disabled={property.status !== 'active'}
                    aria-label={t('listings.actions.view')}
                    data-testid="listing-view"
                  />
                </Tooltip>
                <Tooltip title={t('listings.actions.edit')}>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={t('listings.actions.edit')}
                    onClick={() => onEdit(property)}
                    data-testid="listing-edit"
                  />
                </Tooltip>
                {canDelete ? (
                  <Tooltip title={t('listings.actions.delete')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('listings.actions.delete')}
                      onClick={() => confirmDelete(property)}
                      data-testid="listing-delete"
                    />
                  </Tooltip>
                ) : null}
                <RecordHistoryButton
                  targetType="property"
                  targetId={property.id}
                  name={listingTitle(property, lang)}
                  iconOnly
                  testId="listing-history"
                />
                {property.brochureUrl ? (
                  <Tooltip title={t('listings.actions.brochure')}>
                    <Button
                      type="text"
                      icon={<DownloadOutlined />}
                      href={property.brochureUrl}
                      download
                      aria-label={t('listings.actions.brochure')}
                      data-testid="listing-brochure"
                    />
                  </Tooltip>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
