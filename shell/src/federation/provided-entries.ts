/**
 * The shell provides every design-system entry to the remotes, which never bundle their own copy.
 * The build only provides a shared module the host references, so reference each one here; they
 * load only when a page of some area asks for them.
 */
export const providedEntries = {
  'ui-extra': () => import('@estate/platform/ui-extra'),
  'ui-form': () => import('@estate/platform/ui-form'),
  'ui-data': () => import('@estate/platform/ui-data'),
  'ui-date': () => import('@estate/platform/ui-date'),
};
