export * from './services';
export * from './contact-dialog';
export * from './remote-modules';
