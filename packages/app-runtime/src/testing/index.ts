export { renderAtRoute } from './render-at-route';
export { createTestQueryClient } from './test-query-client';
