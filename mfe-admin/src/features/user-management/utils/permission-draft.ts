import type { PermissionRequest } from '@estate/contracts';

type Translate = (key: string, options: { lng: string; ns: string; defaultValue: string }) => string;

/**
 * The create payload of one checklist permission: the description from its name and the category
 * from the part before the underscore, in both languages.
 */
export function permissionDraft(name: string, t: Translate): PermissionRequest {
  const category = name.split('_')[0];
  const say = (key: string, lng: string) => t(key, { lng, ns: 'admin', defaultValue: name });
  return {
    name,
    nameAr: say(`permissionNames.${name}`, 'ar'),
    description: say(`permissionNames.${name}`, 'en'),
    descriptionAr: say(`permissionNames.${name}`, 'ar'),
    category,
    categoryAr: t(`categories.${category}`, { lng: 'ar', ns: 'admin', defaultValue: category }),
  };
}
