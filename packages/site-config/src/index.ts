export * from './site-config';
