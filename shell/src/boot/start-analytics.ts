import { startTracker } from '@staycompliant/analytics/tracker';
import { hasOperatorSession } from '@staycompliant/backend-client';

// The tracker is its own chunk, fetched after the first paint (docs/architecture/analytics.md, "Analytics").
startTracker({ operatorSignedIn: hasOperatorSession });
