import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  ESTATE_PAGE_SIZE,
  ESTATE_SCREEN_ROLES,
  localizedText,
  MAINTENANCE_EXPORT_FILE,
  MAINTENANCE_ROUTES,
  TICKET_CATEGORIES,
  TICKET_MANAGER_ROLES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKET_TABS,
  type MaintenanceListQuery,
  type MaintenanceTicket,
  type TicketCategory,
  type TicketPriority,
  type TicketSort,
  type TicketStatus,
  type TicketTab,
} from '@estate/contracts';
import { formatCurrency, formatNumber, hasRole, useAuth, useLang } from '@estate/platform';
import { Button, DeleteOutlined, EditOutlined, Ltr, PlusOutlined, useToast } from '@estate/platform/ui';
import { Select, Tabs, Tooltip, UploadOutlined } from '@estate/platform/ui-extra';
import { Table } from '@estate/platform/ui-data';
import { propertyOptionsQueryOptions } from '../../../api/get-property-options.js';
import { ExportButtons } from '../../../components/ExportButtons.js';
import { ImportDialog } from '../../../components/ImportDialog.js';
import { LoadError } from '../../../components/LoadError.js';
import { OptionSelect } from '../../../components/OptionSelect.js';
import { PageHeader } from '../../../components/PageHeader.js';
import { SearchBox } from '../../../components/SearchBox.js';
import { useServerTable } from '../../../components/server-table.js';
import { SummaryCards } from '../../../components/SummaryCards.js';
import { useConfirmDelete } from '../../../components/use-confirm-delete.js';
import { useListView } from '../../../hooks/use-list-view.js';
import { useRefusalText } from '../../../hooks/use-save-feedback.js';
import { serverSort } from '../../../utils/table-sort.js';
import { useAssignees } from '../api/get-assignees.js';
import { useTickets } from '../api/get-tickets.js';
import { useTicketSummary } from '../api/get-ticket-summary.js';
import { useAssignTicket } from '../api/assign-ticket.js';
import { useDeleteTicket } from '../api/delete-ticket.js';
import { ticketRefusalText } from '../utils/ticket-refusals.js';
import { AssignTicketModal } from './AssignTicketModal.js';
import { SlaBadge, TicketPriorityBadge, TicketStatusBadge } from './TicketBadges.js';
import { TicketDrawer } from './TicketDrawer.js';
import { TicketFormModal } from './TicketFormModal.js';
import { FilterSelect } from '../../../components/FilterSelect.js';

const FILTERS = ['status', 'priority', 'category', 'propertyId', 'assignedTo'] as const;

type Dialog =
  { kind: 'add' } | { kind: 'edit'; ticket: MaintenanceTicket } | { kind: 'assign'; ticket: MaintenanceTicket } | null;

/**
 * /estate/maintenance: the cards (total, open, urgent, average resolution time), tabs (all, urgent, overdue,
 * completed), search and filters, the tickets' table and their dialogs; the open ticket is `?ticket=<id>`.
 */
export function MaintenancePage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { user } = useAuth();
  const toast = useToast();
  const confirmDelete = useConfirmDelete();
  const refusalText = useRefusalText();
  const [params, setParams] = useSearchParams();
  const { view, show } = useListView(FILTERS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [importing, setImporting] = useState(false);
  const manager = hasRole(user?.role, TICKET_MANAGER_ROLES);
  // Maintenance staff do not read the property list (its options answer 403): no property filter for them.
  const readsProperties = hasRole(user?.role, ESTATE_SCREEN_ROLES.propertyView);
  const userId = user?.id ?? null;
  const assignees = useAssignees();
  const remove = useDeleteTicket();
  const take = useAssignTicket();

  const tabParam = params.get('tab');
  const tab: TicketTab = (TICKET_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as TicketTab) : 'all';
  const openId = params.get('ticket');
  const filters: MaintenanceListQuery = {
    ...(view.q ? { q: view.q } : {}),
    ...(view.filters.status ? { status: view.filters.status as TicketStatus } : {}),
    ...(view.filters.priority ? { priority: view.filters.priority as TicketPriority } : {}),
    ...(view.filters.category ? { category: view.filters.category as TicketCategory } : {}),
    ...(view.filters.propertyId ? { propertyId: view.filters.propertyId } : {}),
    ...(view.filters.assignedTo ? { assignedTo: view.filters.assignedTo } : {}),
  };
  const list = useTickets({
    ...filters,
    ...(tab !== 'all' ? { tab } : {}),
    page: view.page,
    limit: ESTATE_PAGE_SIZE,
    ...(view.sort ? { sort: view.sort as TicketSort, order: view.order ?? 'asc' } : {}),
  });
  const summary = useTicketSummary(filters);
  const n = (value: number) => formatNumber(value, lang);
  const filtered = Object.keys(filters).length > 0 || tab !== 'all';
  const table = useServerTable(list, view.page, show, filtered);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (value === null) copy.delete(name);
        else copy.set(name, value);
        if (name === 'tab') copy.delete('page');
        return copy;
      },
      { replace: name === 'tab' },
    );

  const onError = (error: unknown) =>
    toast.error(t('toast.error'), ticketRefusalText(error, t) ?? refusalText(error, t('toast.saveFailed')));
  const takeTicket = (ticket: MaintenanceTicket) =>
    userId &&
    take.mutate(
      { id: ticket.id, assignedTo: userId },
      { onSuccess: (saved) => toast.success(t('maintenance.toast.assigned'), saved.ticketNumber), onError },
    );
  const askDelete = (ticket: MaintenanceTicket) =>
    confirmDelete({
      question: t('maintenance.confirmDelete'),
      detail: ticket.ticketNumber,
      onConfirm: () =>
        remove
          .mutateAsync(ticket.id)
          .then(() => {
            toast.success(t('maintenance.toast.deleted'), ticket.ticketNumber);
            if (openId === ticket.id) setParam('ticket', null);
          })
          .catch(onError),
    });
  const canEdit = (ticket: MaintenanceTicket) => manager || (!!userId && ticket.assignedTo === userId);
  const name = (text: string | null, en: string | null) => (text ? localizedText(text, en, lang).text : null);

  return (
    <div className="page estate-page" data-testid="maintenance-page">
      <PageHeader
        title={t('maintenance.title')}
        subtitle={t('maintenance.subtitle')}
        actions={
          <>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="maintenance-import">
              {t('maintenance.import')}
            </Button>
            <ExportButtons
              path={MAINTENANCE_ROUTES}
              query={{ ...filters, ...(tab !== 'all' ? { tab } : {}) }}
              fileName={MAINTENANCE_EXPORT_FILE}
            />
            {manager ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ kind: 'add' })}
                data-testid="add-ticket"
              >
                {t('maintenance.add')}
              </Button>
            ) : null}
          </>
        }
      />
      <SummaryCards
        loading={summary.isPending}
        cards={[
          { key: 'total', label: t('maintenance.summary.total'), value: n(summary.data?.total ?? 0) },
          { key: 'open', label: t('maintenance.summary.open'), value: n(summary.data?.open ?? 0) },
          {
            key: 'urgent',
            label: t('maintenance.summary.urgent'),
            value: n(summary.data?.urgent ?? 0),
            tone: summary.data?.urgent ? 'danger' : undefined,
          },
          {
            key: 'resolution',
            label: t('maintenance.summary.resolution'),
            value:
              summary.data?.averageResolutionDays === null || summary.data?.averageResolutionDays === undefined
                ? t('maintenance.summary.none')
                : t('maintenance.summary.days', {
                    n: formatNumber(summary.data.averageResolutionDays, lang, 1),
                  }),
          },
        ]}
      />
      <Tabs
        activeKey={tab}
        onChange={(next) => setParam('tab', next === 'all' ? null : next)}
        items={TICKET_TABS.map((key) => ({ key, label: t(`maintenance.tabs.${key}`) }))}
        data-testid="maintenance-tabs"
      />
      <div className="estate-toolbar" role="search">
        <SearchBox
          value={view.q}
          onSearch={(q) => show({ q })}
          placeholder={t('maintenance.searchPlaceholder')}
          label={t('actions.search')}
          testId="maintenance-search"
        />
        <FilterSelect
          label={t('filters.status')}
          value={view.filters.status}
          onChange={(status) => show({ filters: { status } })}
          allLabel={t('filters.allStatuses')}
          values={TICKET_STATUSES}
          labelOf={(value) => t(`maintenance.enums.status.${value}`)}
          testId="maintenance-status"
        />
        <FilterSelect
          label={t('maintenance.filters.priority')}
          value={view.filters.priority}
          onChange={(priority) => show({ filters: { priority } })}
          allLabel={t('maintenance.filters.allPriorities')}
          values={TICKET_PRIORITIES}
          labelOf={(value) => t(`maintenance.enums.priority.${value}`)}
        />
        <FilterSelect
          label={t('maintenance.filters.category')}
          value={view.filters.category}
          onChange={(category) => show({ filters: { category } })}
          allLabel={t('maintenance.filters.allCategories')}
          values={TICKET_CATEGORIES}
          labelOf={(value) => t(`maintenance.enums.category.${value}`)}
        />
        {readsProperties ? (
          <OptionSelect
            value={view.filters.propertyId}
            onChange={(propertyId) => show({ filters: { propertyId } })}
            optionsFor={(q) => propertyOptionsQueryOptions(q ? { q } : {})}
            placeholder={t('filters.allProperties')}
            allowClear
            className="estate-filter"
            testId="maintenance-property"
          />
        ) : null}
        <Select<string>
          aria-label={t('maintenance.filters.assignee')}
          value={view.filters.assignedTo ?? 'all'}
          onChange={(assignedTo) => show({ filters: { assignedTo } })}
          options={[
            { value: 'all', label: t('maintenance.filters.allAssignees') },
            { value: 'none', label: t('maintenance.unassigned') },
            ...(assignees.data ?? []).map((option) => ({ value: option.id, label: option.name })),
          ]}
          className="estate-filter"
        />
      </div>
      {list.isError ? <LoadError onRetry={() => void list.refetch()} /> : null}
      <Table<MaintenanceTicket>
        rowKey="id"
        scroll={{ x: 1300 }}
        data-testid="maintenance-table"
        {...table}
        onRow={(ticket) => ({ 'data-ticket': ticket.ticketNumber }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            ...serverSort('ticketNumber', view),
            title: t('maintenance.columns.ticket'),
            render: (_v, ticket) => (
              <div className="estate-cell">
                <Ltr className="estate-strong">{ticket.ticketNumber}</Ltr>
                <span className="estate-muted">{t(`maintenance.enums.category.${ticket.category}`)}</span>
                <SlaBadge sla={ticket.slaStatus} />
              </div>
            ),
          },
          {
            key: 'property',
            title: t('maintenance.columns.property'),
            render: (_v, ticket) => (
              <div className="estate-cell">
                <bdi>{name(ticket.propertyTitle, ticket.propertyTitleEn) ?? t('maintenance.unlinked')}</bdi>
                {ticket.unitNumber ? <span className="estate-muted">{ticket.unitNumber}</span> : null}
                <bdi className="estate-muted">
                  {name(ticket.tenantName, ticket.tenantNameEn) ?? t('maintenance.noTenant')}
                </bdi>
              </div>
            ),
          },
          {
            ...serverSort('createdAt', view),
            title: t('maintenance.columns.issue'),
            render: (_v, ticket) => (
              <div className="estate-cell">
                <bdi className="estate-strong">{lang === 'ar' ? ticket.titleAr : ticket.title}</bdi>
                <span className="estate-muted">
                  {t('maintenance.daysOpen', { count: ticket.daysOpen, n: n(ticket.daysOpen) })}
                </span>
                <span className="estate-muted">{t('maintenance.photoCount', { n: n(ticket.photos.length) })}</span>
              </div>
            ),
          },
          {
            ...serverSort('priority', view),
            title: t('maintenance.columns.priority'),
            width: 110,
            render: (_v, ticket) => <TicketPriorityBadge priority={ticket.priority} />,
          },
          {
            key: 'assignee',
            title: t('maintenance.columns.assignee'),
            width: 150,
            render: (_v, ticket) => ticket.assignedToName ?? t('maintenance.unassigned'),
          },
          {
            ...serverSort('cost', view),
            title: t('maintenance.columns.cost'),
            width: 140,
            render: (_v, ticket) => (
              <span className="estate-nowrap">
                {ticket.actualCost !== null
                  ? formatCurrency(ticket.actualCost, lang)
                  : ticket.estimatedCost !== null
                    ? t('maintenance.estimated', { amount: formatCurrency(ticket.estimatedCost, lang) })
                    : t('dash')}
              </span>
            ),
          },
          {
            ...serverSort('status', view),
            title: t('maintenance.columns.status'),
            width: 120,
            render: (_v, ticket) => <TicketStatusBadge status={ticket.status} />,
          },
          {
            key: 'actions',
            title: t('actions.label'),
            width: 190,
            render: (_v, ticket) => (
              <div className="estate-actions">
                <Button type="link" onClick={() => setParam('ticket', ticket.id)} data-testid="ticket-view">
                  {t('actions.view')}
                </Button>
                {canEdit(ticket) ? (
                  <Tooltip title={t('actions.edit')}>
                    <Button
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={t('actions.edit')}
                      onClick={() => setDialog({ kind: 'edit', ticket })}
                      data-testid="ticket-edit"
                    />
                  </Tooltip>
                ) : null}
                {manager && ticket.status !== 'completed' && ticket.status !== 'cancelled' ? (
                  <Button type="link" onClick={() => setDialog({ kind: 'assign', ticket })} data-testid="ticket-assign">
                    {t('maintenance.actions.assign')}
                  </Button>
                ) : null}
                {!manager && !ticket.assignedTo && ticket.status === 'open' ? (
                  <Button type="link" onClick={() => takeTicket(ticket)} data-testid="ticket-take">
                    {t('maintenance.actions.take')}
                  </Button>
                ) : null}
                {manager && (ticket.status === 'open' || ticket.status === 'cancelled') ? (
                  <Tooltip title={t('actions.delete')}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('actions.delete')}
                      onClick={() => askDelete(ticket)}
                      data-testid="ticket-delete"
                    />
                  </Tooltip>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      {dialog?.kind === 'add' ? <TicketFormModal manager={manager} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <TicketFormModal
          key={dialog.ticket.id}
          ticket={dialog.ticket}
          manager={manager}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'assign' ? <AssignTicketModal ticket={dialog.ticket} onClose={() => setDialog(null)} /> : null}
      {openId ? (
        <TicketDrawer
          id={openId}
          userId={userId}
          manager={manager}
          onClose={() => setParam('ticket', null)}
          onAssign={(ticket) => setDialog({ kind: 'assign', ticket })}
          onTake={takeTicket}
        />
      ) : null}
      {importing ? (
        <ImportDialog entity="maintenance" title={t('maintenance.importTitle')} onClose={() => setImporting(false)} />
      ) : null}
    </div>
  );
}
