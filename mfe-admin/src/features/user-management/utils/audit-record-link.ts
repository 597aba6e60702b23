import type { AuditLogDto } from '@estate/contracts';

/**
 * Where an audit entry's record can be opened, or null: a listing's history on the staff listings, a contract's page,
 * a ticket in the maintenance list, an estate property or unit, an auction's page. A deleted record has no page.
 */
export function auditRecordLink(entry: Pick<AuditLogDto, 'action' | 'targetType' | 'targetId'>): string | null {
  const id = entry.targetId;
  if (!id || entry.action.endsWith('.delete')) return null;
  const safe = encodeURIComponent(id);
  switch (entry.targetType) {
    case 'property':
      return `/admin/properties?history=${safe}`;
    case 'estate_contract':
      return `/estate/contracts/${safe}`;
    case 'estate_ticket':
      return `/estate/maintenance?ticket=${safe}`;
    case 'estate_property':
      return `/estate/properties/${safe}`;
    case 'estate_unit':
      return `/estate/units/${safe}`;
    case 'auction':
      return `/auctions/${safe}`;
    default:
      return null;
  }
}
