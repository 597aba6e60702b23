import { PeoplePage } from '../../people/components/PeoplePage.js';

/** /estate/owners: the people list of owners. */
export const OwnersPage = () => <PeoplePage kind="owner" />;
