import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Parsing a feed in jsdom on a busy machine can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

afterEach(cleanup);
