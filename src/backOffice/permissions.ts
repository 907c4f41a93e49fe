/**
 * Atlas permissions: named permissions, grouped in roles. A staff user holds one role;
 * the server checks the permission a route names (server/backOffice/guard.ts) and the screens
 * disable what the signed-in staff user may not do, from the same table.
 */
export const ATLAS_PERMISSIONS = [
  'users.read',
  'users.mute',
  'orders.read',
  'orders.transition',
  'orders.refund',
  'labels.read',
  'labels.write',
  'audit.read',
  'customers.read',
  'stores.read',
  'stores.write',
  'products.read',
  'products.approve',
  'requests.read',
  'requests.answer',
  'staff.write',
  'sellers.impersonate',
  'customers.write',
  'quotes.read',
  'quotes.answer',
] as const;

export type AtlasPermission = (typeof ATLAS_PERMISSIONS)[number];

export const ATLAS_ROLES = {
  admin: ATLAS_PERMISSIONS,
  support: [
    'users.read',
    'orders.read',
    'orders.transition',
    'orders.refund',
    'audit.read',
    'customers.read',
    'stores.read',
    'products.read',
    'products.approve',
    'requests.read',
    'requests.answer',
    'quotes.read',
    'quotes.answer',
  ],
  factory: ['orders.read', 'labels.read', 'labels.write'],
  viewer: [
    'users.read',
    'orders.read',
    'labels.read',
    'audit.read',
    'requests.read',
    'quotes.read',
  ],
} as const satisfies Record<string, readonly AtlasPermission[]>;

export type AtlasRole = keyof typeof ATLAS_ROLES;

export const isAtlasRole = (name: string | null | undefined): name is AtlasRole =>
  typeof name === 'string' && Object.hasOwn(ATLAS_ROLES, name);

/** The permissions of a role; none for an unknown or missing role. */
export const permissionsOfRole = (role: string | null | undefined): readonly AtlasPermission[] =>
  isAtlasRole(role) ? ATLAS_ROLES[role] : [];

export const hasPermission = (
  permissions: readonly string[],
  permission: AtlasPermission,
): boolean => permissions.includes(permission);

export const isAtlasPermission = (name: string): name is AtlasPermission =>
  (ATLAS_PERMISSIONS as readonly string[]).includes(name);

/**
 * What a staff member may do: their role's permissions plus those granted to them from
 * the requests inbox (unknown names ignored), in the order of ATLAS_PERMISSIONS.
 */
export const permissionsOfStaff = (
  role: string | null | undefined,
  granted: readonly string[] = [],
): readonly AtlasPermission[] => {
  const held = new Set<string>([...permissionsOfRole(role), ...granted]);
  return ATLAS_PERMISSIONS.filter((permission) => held.has(permission));
};

/**
 * Granting a request: the atlas permissions it names that the member's role and grants do
 * not already give, added to the grants. `added` is empty when nothing changes.
 */
export function grantAtlasPermissions(
  role: string | null | undefined,
  granted: readonly string[],
  requested: string,
): { granted: AtlasPermission[]; added: AtlasPermission[] } {
  const held = permissionsOfStaff(role, granted);
  const added = requested
    .split(',')
    .map((name) => name.trim())
    .filter(isAtlasPermission)
    .filter((name, index, all) => !held.includes(name) && all.indexOf(name) === index);
  const kept = granted.filter(isAtlasPermission);
  return {
    granted: ATLAS_PERMISSIONS.filter((name) => kept.includes(name) || added.includes(name)),
    added,
  };
}
