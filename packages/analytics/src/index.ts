export type { Signal, TrackedEvent } from './signal';
export { trackEvent } from './track-event';
