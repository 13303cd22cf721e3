export { type Signal, type TrackedEvent, trackedEvents } from './signal';
export { trackEvent } from './track-event';
