import { setUpComponentTests } from '@staycompliant/ui/test-setup';
import { configure } from '@testing-library/react';

setUpComponentTests();

// Parsing a feed in jsdom on a busy machine can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });
