export * from './contact-dialog';
export * from './early-input';
export * from './remote-modules';
export * from './server-rendering';
export * from './services';
