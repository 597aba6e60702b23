/** The query keys of a bidder: the caller's standing on an auction, a Nafath request, a deposit, their maximum bid. */
export const bidderKeys = {
  all: ['bidder'] as const,
  standings: () => [...bidderKeys.all, 'standing'] as const,
  standing: (auctionId: string) => [...bidderKeys.standings(), auctionId] as const,
  nafath: (requestId: string) => [...bidderKeys.all, 'nafath', requestId] as const,
  nafathSandbox: (requestId: string) => [...bidderKeys.all, 'nafath-sandbox', requestId] as const,
  deposit: (depositId: string) => [...bidderKeys.all, 'deposit', depositId] as const,
  proxy: (auctionId: string) => [...bidderKeys.all, 'proxy', auctionId] as const,
};
