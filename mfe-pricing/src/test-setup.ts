import { setUpComponentTests } from '@staycompliant/ui/test-setup';

setUpComponentTests();
