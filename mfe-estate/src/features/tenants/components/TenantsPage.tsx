import { PeoplePage } from '../../people/components/PeoplePage.js';

/** /estate/tenants: the people list of tenants. */
export const TenantsPage = () => <PeoplePage kind="tenant" />;
