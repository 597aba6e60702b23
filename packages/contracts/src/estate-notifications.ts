/* Estate notifications: what /api/estate/notifications answers and takes. */
export {};
