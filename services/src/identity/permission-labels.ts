/** English and Arabic words used to describe a permission from its name (`users_read` → "Read users"). */
const VERBS: Record<string, [string, string]> = {
  read: ['Read', 'قراءة'],
  write: ['Edit', 'تعديل'],
  delete: ['Delete', 'حذف'],
  manage: ['Manage', 'إدارة'],
  generate: ['Generate', 'إنشاء'],
  create: ['Create', 'إنشاء'],
  update: ['Update', 'تحديث'],
  export: ['Export', 'تصدير'],
  import: ['Import', 'استيراد'],
  approve: ['Approve', 'اعتماد'],
  bid: ['Bid on', 'المزايدة على'],
};

const NOUNS: Record<string, string> = {
  users: 'المستخدمين',
  roles: 'الأدوار',
  permissions: 'الصلاحيات',
  properties: 'العقارات',
  units: 'الوحدات',
  auctions: 'المزادات',
  reports: 'التقارير',
  settings: 'الإعدادات',
  estate: 'الإدارة العقارية',
  owners: 'الملاك',
  tenants: 'المستأجرين',
  contracts: 'العقود',
  payments: 'المدفوعات',
  invoices: 'الفواتير',
  maintenance: 'الصيانة',
  notifications: 'الإشعارات',
  portal: 'البوابة',
  owner: 'المالك',
  tenant: 'المستأجر',
  outbox: 'البريد الصادر',
  audit: 'سجل التدقيق',
};

/** Arabic label of a permission category (the part of its name before the first underscore). */
export const CATEGORY_LABELS_AR: Record<string, string> = {
  users: 'المستخدمون',
  properties: 'العقارات',
  auctions: 'المزادات',
  reports: 'التقارير',
  settings: 'الإعدادات',
  estate: 'الإدارة العقارية',
  portal: 'البوابات',
  outbox: 'البريد الصادر',
  audit: 'سجل التدقيق',
  roles: 'الأدوار',
  permissions: 'الصلاحيات',
};

export interface PermissionLabels {
  nameAr: string;
  description: string;
  descriptionAr: string;
  category: string;
  categoryAr: string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Labels of a permission derived from its name: the description from the verb at the end and the
 * subject before it, the category from the part before the first underscore.
 */
export function describePermission(name: string): PermissionLabels {
  const words = name.split('_').filter(Boolean);
  const category = words[0] ?? name;
  const categoryAr = CATEGORY_LABELS_AR[category] ?? NOUNS[category] ?? category;
  const verb = words.length > 1 ? VERBS[words.at(-1)!] : undefined;
  const subject = verb ? words.slice(0, -1) : words;
  const subjectEn = subject.join(' ');
  // The most specific noun first, its context after it: estate_contracts → العقود (الإدارة العقارية).
  const [main, ...context] = [...subject].reverse().map((word) => NOUNS[word] ?? word);
  const subjectAr = context.length > 0 ? `${main} (${context.reverse().join(' - ')})` : (main ?? name);
  const description = verb ? `${verb[0]} ${subjectEn}` : capitalize(subjectEn);
  const descriptionAr = verb ? `${verb[1]} ${subjectAr}` : subjectAr;
  return { nameAr: descriptionAr, description, descriptionAr, category, categoryAr };
}
