import { DEMO_PASSWORD, demoEmailFor, type Role } from '@estate/contracts';
import type { EntityManager } from 'typeorm';
import type { SeedStep } from '../seed/seed-runner.js';
import { ALL_PERMISSIONS, type PermissionName, SYSTEM_ROLES, seededPermissionLabels } from './access-catalog.js';
import { hashPassword } from './password-hashing.js';

interface SeedUser {
  name: string;
  email: string;
  phone: string;
  role: Role;
  department: string | null;
  employeeId: string | null;
  isActive?: boolean;
}

/** One demo account per role (password DEMO_PASSWORD), listed in services/README.md. */
export const DEMO_USERS: readonly SeedUser[] = [
  {
    role: 'admin',
    name: 'عبدالله بن سعد القحطاني',
    phone: '+966501110001',
    department: 'الإدارة العامة',
    employeeId: 'EMP-1001',
  },
  {
    role: 'manager',
    name: 'نورة عبدالرحمن العتيبي',
    phone: '+966501110002',
    department: 'المبيعات والتسويق',
    employeeId: 'EMP-1002',
  },
  {
    role: 'agent',
    name: 'فيصل محمد الدوسري',
    phone: '+966501110003',
    department: 'الوساطة العقارية',
    employeeId: 'EMP-1003',
  },
  {
    role: 'property_manager',
    name: 'خالد إبراهيم الشهري',
    phone: '+966501110004',
    department: 'إدارة الأملاك',
    employeeId: 'EMP-1004',
  },
  {
    role: 'accountant',
    name: 'سارة أحمد الزهراني',
    phone: '+966501110005',
    department: 'الشؤون المالية',
    employeeId: 'EMP-1005',
  },
  {
    role: 'maintenance',
    name: 'ماجد علي الغامدي',
    phone: '+966501110006',
    department: 'الصيانة والتشغيل',
    employeeId: 'EMP-1006',
  },
  { role: 'owner', name: 'محمد عبدالعزيز الحربي', phone: '+966551110007', department: null, employeeId: null },
  { role: 'tenant', name: 'ريم سلطان المطيري', phone: '+966551110008', department: null, employeeId: null },
  { role: 'user', name: 'أحمد خالد السبيعي', phone: '+966551110009', department: null, employeeId: null },
].map((user) => ({ ...user, email: demoEmailFor(user.role as Role) }) as SeedUser);

/** More people, so the user administration shows a living list. */
const MORE_USERS: readonly SeedUser[] = [
  {
    role: 'agent',
    name: 'هند فهد الشمري',
    email: 'hind.alshammari@dar-estate.sa',
    phone: '+966501110010',
    department: 'الوساطة العقارية',
    employeeId: 'EMP-1007',
  },
  {
    role: 'property_manager',
    name: 'تركي ناصر العنزي',
    email: 'turki.alanazi@dar-estate.sa',
    phone: '+966501110011',
    department: 'إدارة الأملاك',
    employeeId: 'EMP-1008',
  },
  {
    role: 'accountant',
    name: 'لمى يوسف الحارثي',
    email: 'lama.alharthi@dar-estate.sa',
    phone: '+966501110012',
    department: 'الشؤون المالية',
    employeeId: 'EMP-1009',
    isActive: false,
  },
  {
    role: 'owner',
    name: 'عمر سعيد باوزير',
    email: 'omar.bawazir@example.sa',
    phone: '+966561110013',
    department: null,
    employeeId: null,
  },
  {
    role: 'tenant',
    name: 'منيرة عبدالله الرشيد',
    email: 'munira.alrasheed@example.sa',
    phone: '+966561110014',
    department: null,
    employeeId: null,
  },
];

async function seedAccess(manager: EntityManager): Promise<void> {
  for (const name of ALL_PERMISSIONS) {
    const labels = seededPermissionLabels(name);
    await manager.query(
      `INSERT INTO permissions (name, name_ar, description, description_ar, category, category_ar)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING`,
      [name, labels.nameAr, labels.description, labels.descriptionAr, labels.category, labels.categoryAr],
    );
  }
  for (const role of SYSTEM_ROLES) {
    await manager.query(
      `INSERT INTO roles (name, name_ar, description, description_ar, is_system)
       VALUES ($1, $2, $3, $4, true) ON CONFLICT (name) DO NOTHING`,
      [role.name, role.nameAr, role.description, role.descriptionAr],
    );
    await manager.query(
      `INSERT INTO role_permissions (role_id, permission_id)
       SELECT r.id, p.id FROM roles r, permissions p WHERE r.name = $1 AND p.name = ANY($2)
       ON CONFLICT DO NOTHING`,
      [role.name, role.permissions],
    );
  }
}

async function seedUsers(manager: EntityManager): Promise<void> {
  const users = [...DEMO_USERS, ...MORE_USERS];
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  for (const [index, user] of users.entries()) {
    await manager.query(
      `INSERT INTO users (name, email, phone, role, department, employee_id, password_hash, is_active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [
        user.name,
        user.email,
        user.phone,
        user.role,
        user.department,
        user.employeeId,
        hashes[index],
        user.isActive ?? true,
      ],
    );
  }
}

/** A permission added after a release: created and granted to the system roles that hold it, nothing else. */
function seedPermission(name: PermissionName) {
  return async (manager: EntityManager): Promise<void> => {
    const labels = seededPermissionLabels(name);
    await manager.query(
      `INSERT INTO permissions (name, name_ar, description, description_ar, category, category_ar)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING`,
      [name, labels.nameAr, labels.description, labels.descriptionAr, labels.category, labels.categoryAr],
    );
    await manager.query(
      `INSERT INTO role_permissions (role_id, permission_id)
       SELECT r.id, p.id FROM roles r, permissions p WHERE r.name = ANY($1) AND p.name = $2
       ON CONFLICT DO NOTHING`,
      [SYSTEM_ROLES.filter((role) => role.permissions.includes(name)).map((role) => role.name), name],
    );
  };
}

/** System roles with their permissions, the permission catalogue, and the demo accounts. */
export const identitySeedSteps: readonly SeedStep[] = [
  { name: 'identity-roles-and-permissions', run: seedAccess },
  { name: 'identity-demo-users', run: seedUsers },
  { name: 'identity-properties-publish', run: seedPermission('properties_publish') },
  { name: 'identity-ledger-read', run: seedPermission('estate_ledger_read') },
  { name: 'identity-ledger-write', run: seedPermission('estate_ledger_write') },
];
