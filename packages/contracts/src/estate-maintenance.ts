/* Estate maintenance: what /api/estate/maintenance answers and takes. */
export {};
