export * from './company-answers';
export * from './contact-dialog';
export * from './remote-modules';
export * from './services';
