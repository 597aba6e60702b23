/** The screens of properties and units, loaded together when the first of them opens. */
export { PropertiesPage } from './PropertiesPage.js';
export { PropertyAddPage, PropertyEditPage } from './PropertyFormPages.js';
export { PropertyViewPage } from './PropertyViewPage.js';
export { UnitAddPage, UnitEditPage } from './UnitFormPages.js';
export { UnitViewPage } from './UnitViewPage.js';
