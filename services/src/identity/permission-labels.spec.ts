import { describePermission } from './permission-labels.js';

describe('describePermission', () => {
  it('derives the description and category of a checklist permission', () => {
    expect(describePermission('users_read')).toEqual({
      nameAr: 'قراءة المستخدمين',
      description: 'Read users',
      descriptionAr: 'قراءة المستخدمين',
      category: 'users',
      categoryAr: 'المستخدمون',
    });
    expect(describePermission('reports_generate')).toMatchObject({
      description: 'Generate reports',
      descriptionAr: 'إنشاء التقارير',
      category: 'reports',
      categoryAr: 'التقارير',
    });
  });

  it('keeps the context of a longer name', () => {
    expect(describePermission('estate_contracts_write')).toMatchObject({
      description: 'Edit estate contracts',
      descriptionAr: 'تعديل العقود (الإدارة العقارية)',
      category: 'estate',
      categoryAr: 'الإدارة العقارية',
    });
  });

  it('describes a name without a known verb and an unknown category as they are', () => {
    expect(describePermission('billing')).toMatchObject({
      description: 'Billing',
      descriptionAr: 'billing',
      category: 'billing',
      categoryAr: 'billing',
    });
    expect(describePermission('portal_owner')).toMatchObject({
      description: 'Portal owner',
      descriptionAr: 'المالك (البوابة)',
      category: 'portal',
    });
  });
});
