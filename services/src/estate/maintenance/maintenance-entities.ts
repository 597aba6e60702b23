import { EstateMaintenanceTicket } from './estate-maintenance-ticket.entity.js';
import { EstateTicketEvent } from './estate-ticket-event.entity.js';

/** The tables of estate maintenance (compared with the migrations in a test). */
export const MAINTENANCE_ENTITIES = [EstateMaintenanceTicket, EstateTicketEvent];
