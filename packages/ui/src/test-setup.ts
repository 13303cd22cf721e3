import { setUpComponentTests } from '../vitest.setup';

setUpComponentTests();
