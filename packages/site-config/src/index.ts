export { localAnonKey, localBackendUrl } from './defaults';
export type { Env } from './env';
export * from './site-config';
