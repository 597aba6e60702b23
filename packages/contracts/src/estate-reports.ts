/* Estate reports: what /api/estate/reports answers and takes. */
export {};
