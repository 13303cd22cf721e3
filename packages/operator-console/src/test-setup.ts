import '@staycompliant/ui/test-setup';
