import { describe, expect, it } from 'vitest';
import { commentChanges, functionPrivilegeChanges, nextMigrationVersion } from './database-diff.mjs';

describe('the next migration', () => {
  it('is named by the time now, or a minute after the newest migration when that sorts later', () => {
    const files = ['20261129120000_a.sql', '20261129120100_b.sql', 'README.md'];
    expect(nextMigrationVersion(files, new Date('2026-12-01T08:30:15Z'))).toBe('20261201083015');
    expect(nextMigrationVersion(files, new Date('2026-11-29T05:00:00Z'))).toBe('20261129120200');
    expect(nextMigrationVersion(['20261129235900_late.sql'], new Date('2026-11-29T05:00:00Z'))).toBe('20261130000000');
    expect(nextMigrationVersion([], new Date('2026-11-29T05:00:00Z'))).toBe('20261129050000');
  });
});

describe("the functions' privileges migra leaves out", () => {
  const owner = 'postgres';
  it('gives a new or changed function exactly its ACL in the schema files, and leaves an unchanged one alone', () => {
    const from = [
      { name: 'public.kept()', owner, acl: ['postgres=X/postgres', 'service_role=X/postgres'] },
      { name: 'public.opened()', owner, acl: ['postgres=X/postgres'] },
    ];
    const target = [
      ...from.slice(0, 1),
      { name: 'public.opened()', owner, acl: ['postgres=X/postgres', 'authenticated=X/postgres', '=X/postgres'] },
      { name: 'private.added(x integer)', owner, acl: ['postgres=X/postgres'] },
    ];
    expect(functionPrivilegeChanges(from, target)).toEqual([
      'revoke all on function public.opened() from public, service_role, authenticated;',
      'grant execute on function public.opened() to authenticated, public;',
      'revoke all on function private.added(x integer) from public, service_role, authenticated;',
    ]);
    expect(functionPrivilegeChanges(from, from)).toEqual([]);
  });
});

describe('the comments migra leaves out', () => {
  it('sets a new or changed comment, quoted, and clears a removed one', () => {
    const from = [
      { type: 'table', identity: 'public.kept', description: 'Same.' },
      { type: 'table', identity: 'public.changed', description: 'Before.' },
      { type: 'schema', identity: 'gone', description: 'Removed.' },
    ];
    const target = [
      from[0]!,
      { type: 'table', identity: 'public.changed', description: "Anyone's." },
      { type: 'table column', identity: 'public.changed.answer', description: 'New.' },
    ];
    expect(commentChanges(from, target)).toEqual([
      "comment on table public.changed is 'Anyone''s.';",
      "comment on column public.changed.answer is 'New.';",
      'comment on schema gone is null;',
    ]);
  });
});
