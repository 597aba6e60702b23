/**
 * The screens of a property or a unit, loaded together when the first of them opens. The list (PropertiesPage)
 * comes with the area's routes: it is the area's first screen.
 */
export { PropertyAddPage, PropertyEditPage } from './PropertyFormPages.js';
export { PropertyViewPage } from './PropertyViewPage.js';
export { UnitAddPage, UnitEditPage } from './UnitFormPages.js';
export { UnitViewPage } from './UnitViewPage.js';
