export * from './site-config';
export { localAnonKey, localBackendUrl } from './defaults';
export type { Env } from './env';
