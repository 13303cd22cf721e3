export { getOperatorClient, getPublicClient, type SupabaseClient } from './clients';
