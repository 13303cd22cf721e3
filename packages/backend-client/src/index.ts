export { getOperatorClient, getPublicClient, type SupabaseClient } from './clients';
export { getPublicStorage, type StorageClient } from './public-storage';
