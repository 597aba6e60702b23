/** The one city lookup (`@estate/contracts`), named here for the components that import it from this file. */
export { cityName } from '@estate/contracts';
