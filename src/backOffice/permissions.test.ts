import { describe, expect, it } from 'vitest';
import { grantAtlasPermissions, isAtlasPermission, permissionsOfStaff } from './permissions';

describe('staff permissions with grants', () => {
  it('adds granted permissions to the role, ignoring unknown names', () => {
    expect(permissionsOfStaff('factory', ['quotes.read', 'made.up'])).toStrictEqual([
      'orders.read',
      'labels.read',
      'labels.write',
      'quotes.read',
    ]);
    expect(permissionsOfStaff(null, ['audit.read'])).toStrictEqual(['audit.read']);
    expect(isAtlasPermission('users.mute')).toBe(true);
    expect(isAtlasPermission('pages.edit')).toBe(false);
  });

  it('grants the atlas permissions a request names that the member lacks', () => {
    expect(grantAtlasPermissions('viewer', [], 'quotes.answer,dashboard,users.read')).toStrictEqual(
      { granted: ['quotes.answer'], added: ['quotes.answer'] },
    );
    expect(
      grantAtlasPermissions('factory', ['quotes.read'], 'users.mute, users.mute'),
    ).toStrictEqual({ granted: ['users.mute', 'quotes.read'], added: ['users.mute'] });
  });

  it('adds nothing for what the role already holds or for store permissions', () => {
    expect(grantAtlasPermissions('admin', [], 'users.mute')).toStrictEqual({
      granted: [],
      added: [],
    });
    expect(grantAtlasPermissions('viewer', [], 'pages.edit,pro')).toStrictEqual({
      granted: [],
      added: [],
    });
  });
});
