/** The build-time environment: Vite replaces import.meta.env in each app's build; Node has none. */
export type Env = Record<string, string | boolean | undefined>;

export function readEnv(): Env {
  return (import.meta as { env?: Env }).env ?? {};
}

export function pick(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}
