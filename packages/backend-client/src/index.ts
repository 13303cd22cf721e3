export { getOperatorClient, getPublicClient, type SupabaseClient } from './clients';
export { hasOperatorSession, operatorSessionKey } from './operator-session';
export { getPublicStorage, type StorageClient } from './public-storage';
