import { useTranslation } from 'react-i18next';
import {
  ESTATE_SCREEN_ROLES,
  MAINTENANCE_EXPORT_FILE,
  MAINTENANCE_ROUTES,
  TICKET_MANAGER_ROLES,
  TICKET_TABS,
  type MaintenanceListQuery,
  type MaintenanceTicket,
} from '@estate/contracts';
import { hasRole, type QueryParams, useAuth, useLang } from '@estate/platform';
import {
  ListPage,
  PropertyFilter,
  ResponsiveTable,
  searchAndFilters,
  useListPage,
  useOpenRecord,
} from '../../../components/list-page/index.js';
import { useDialog } from '../../../hooks/use-dialog.js';
import { useTicketSummary } from '../api/get-ticket-summary.js';
import { ticketsQueryOptions } from '../api/get-tickets.js';
import { AssignTicketModal } from './AssignTicketModal.js';
import { ticketColumns } from './ticket-columns.js';
import { AssigneeFilter, ticketFilters, ticketSummaryCards } from './ticket-list.js';
import { TicketDrawer } from './TicketDrawer.js';
import { TicketFormModal } from './TicketFormModal.js';
import { useTicketRowActions } from './TicketRowActions.js';

const FILTERS = ['status', 'priority', 'category', 'propertyId', 'assignedTo'] as const;

type Dialog =
  { kind: 'add' } | { kind: 'edit'; ticket: MaintenanceTicket } | { kind: 'assign'; ticket: MaintenanceTicket };

/**
 * /estate/maintenance: the cards (total, open, urgent, average resolution time), tabs (all, urgent, overdue,
 * completed), search and filters, the tickets' table and their dialogs; the open ticket is `?ticket=<id>`.
 */
export function MaintenancePage() {
  const { t } = useTranslation('estate');
  const { lang } = useLang();
  const { user } = useAuth();
  const manager = hasRole(user?.role, TICKET_MANAGER_ROLES);
  // Maintenance staff do not read the property list (its options answer 403): no property filter for them.
  const readsProperties = hasRole(user?.role, ESTATE_SCREEN_ROLES.propertyView);
  const userId = user?.id ?? null;
  const page = useListPage({ filters: FILTERS, tabs: TICKET_TABS, query: searchAndFilters }, (query) =>
    ticketsQueryOptions(query as MaintenanceListQuery),
  );
  const summary = useTicketSummary(page.query as MaintenanceListQuery);
  const [ticketId, openTicket] = useOpenRecord('ticket');
  const [dialog, setDialog, close] = useDialog<Dialog>();
  const row = useTicketRowActions(
    { manager, userId },
    {
      view: (ticket) => openTicket(ticket.id),
      edit: (ticket) => setDialog({ kind: 'edit', ticket }),
      assign: (ticket) => setDialog({ kind: 'assign', ticket }),
      deleted: (ticket) => ticket.id === ticketId && openTicket(undefined),
    },
  );
  const { view, show } = page;

  return (
    <ListPage
      name="maintenance"
      page={page}
      buttons={{
        import: { entity: 'maintenance', title: t('maintenance.importTitle'), testId: 'maintenance-import' },
        export: { path: MAINTENANCE_ROUTES, query: page.exportQuery as QueryParams, fileName: MAINTENANCE_EXPORT_FILE },
        ...(manager
          ? { add: { label: t('maintenance.add'), testId: 'add-ticket', onClick: () => setDialog({ kind: 'add' }) } }
          : {}),
      }}
      summary={{ cards: ticketSummaryCards(summary.data, t, lang), loading: summary.isPending }}
      filters={ticketFilters(t)}
      moreFilters={
        <>
          {readsProperties ? <PropertyFilter view={view} show={show} testId="maintenance-property" /> : null}
          <AssigneeFilter view={view} show={show} />
        </>
      }
    >
      <ResponsiveTable<MaintenanceTicket>
        rowKey={(ticket) => ticket.id}
        testId="maintenance-table"
        table={page.table}
        columns={ticketColumns(t, lang, view)}
        actions={row.actions}
        actionsWidth={150}
        rowAttributes={(ticket) => ({ 'data-ticket': ticket.ticketNumber })}
      />
      {dialog?.kind === 'add' ? <TicketFormModal manager={manager} onClose={close} /> : null}
      {dialog?.kind === 'edit' ? (
        <TicketFormModal key={dialog.ticket.id} ticket={dialog.ticket} manager={manager} onClose={close} />
      ) : null}
      {dialog?.kind === 'assign' ? <AssignTicketModal ticket={dialog.ticket} onClose={close} /> : null}
      {ticketId ? (
        <TicketDrawer
          id={ticketId}
          userId={userId}
          manager={manager}
          onClose={() => openTicket(undefined)}
          onAssign={(ticket) => setDialog({ kind: 'assign', ticket })}
          onTake={row.take}
        />
      ) : null}
    </ListPage>
  );
}
