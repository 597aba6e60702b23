export const portalSections = [
  { key: 'ownerDashboard', to: '/owner-dashboard' },
  { key: 'tenantPortal', to: '/tenant-portal' },
  { key: 'propertyManagement', to: '/property-management' },
  { key: 'maintenanceRequest', to: '/maintenance-request' },
  { key: 'notifications', to: '/notifications' },
] as const;
