/** Query keys of the card page: one checkout, read by its id. */
export const checkoutKeys = {
  all: ['portal-checkout'] as const,
  detail: (id: string) => [...checkoutKeys.all, id] as const,
};
