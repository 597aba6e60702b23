import { InitialSchema1795300000000 } from './1795300000000-initial-schema.js';
import { IdentityAndAccess1795400000000 } from './1795400000000-identity-and-access.js';
import { ListingsSearch1795500000000 } from './1795500000000-listings-search.js';

/** Every migration, oldest first. A new migration is added here in the same change. */
export const migrations = [InitialSchema1795300000000, IdentityAndAccess1795400000000, ListingsSearch1795500000000];
