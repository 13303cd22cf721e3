import { vi } from 'vitest';

export interface FakeListEntry {
  name: string;
  id: string | null;
}

type Result<T> = Promise<{ data: T; error: null } | { data: null; error: object }>;

/** The few supabase-js calls the logos use, as spies whose answers each test sets. */
export function createFakeSupabase() {
  const publicUrlBase = 'http://backend.test/storage/v1/object/public/client-logos';
  const bucket = {
    list: vi.fn((): Result<FakeListEntry[]> => Promise.resolve({ data: [], error: null })),
    getPublicUrl: vi.fn((name: string) => ({ data: { publicUrl: `${publicUrlBase}/${name}` } })),
    upload: vi.fn((): Result<{ path: string }> => Promise.resolve({ data: { path: 'x' }, error: null })),
    remove: vi.fn((names: string[]): Result<{ name: string }[]> => Promise.resolve({ data: names.map((name) => ({ name })), error: null })),
  };
  let session: object | null = null;
  const auth = {
    getSession: vi.fn(() => Promise.resolve({ data: { session }, error: null })),
    onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe: vi.fn() } } })),
    signInWithPassword: vi.fn((): Result<{ session: object }> => Promise.resolve({ data: { session: operatorSession() }, error: null })),
    signOut: vi.fn((_options?: object) => Promise.resolve({ error: null })),
  };
  return {
    client: { storage: { from: vi.fn(() => bucket) }, auth },
    bucket,
    auth,
    publicUrlBase,
    setSession(value: object | null) {
      session = value;
    },
  };
}

export function operatorSession(role = 'admin') {
  return { access_token: 'token', user: { id: 'u1', email: 'admin@staycompliant.test', app_metadata: { role } } };
}

export function listing(...names: string[]): FakeListEntry[] {
  return names.map((name, index) => ({ name, id: `id-${index}` }));
}

/** A promise the test settles when it wants to look at the in-between state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
