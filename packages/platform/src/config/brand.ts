/** The brand lives in @estate/contracts, where the server's documents read it too. */
export { brand } from '@estate/contracts';
