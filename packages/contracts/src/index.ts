export * from './company-answers';
export * from './contact-dialog';
export type { Database, Enums, Json, Tables, TablesInsert, TablesUpdate } from './database.types';
export { Constants } from './database.types';
export * from './early-input';
export * from './posted-form';
export * from './remote-modules';
export * from './server-rendering';
export * from './services';
