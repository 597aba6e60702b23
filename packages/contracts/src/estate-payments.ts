/* Estate payments: what /api/estate/payments answers and takes. */
export {};
