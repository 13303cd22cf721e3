import { vi } from 'vitest';
import * as enquirySubmission from '../enquiry-submission';
import type * as submissionLoads from '../load-enquiry-submission';

/**
 * Drives a test's mock of load-enquiry-submission.ts: by default the real module loads at once (with
 * the test's mock of submit-enquiry.ts);
 * `hold()` keeps every load waiting until its release, `fail()` makes loads fail, `succeed()` undoes
 * both. `load` counts the loads asked for.
 */
export function driveSubmissionLoads(mocked: typeof submissionLoads) {
  let loaded = false;
  const loadNow = async () => {
    loaded = true;
    return enquirySubmission;
  };
  vi.mocked(mocked.isEnquirySubmissionLoaded).mockImplementation(() => loaded);
  const load = vi.mocked(mocked.loadEnquirySubmission);
  load.mockReset().mockImplementation(loadNow);
  return {
    load,
    hold(): () => void {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      load.mockImplementation(async () => {
        await released;
        return loadNow();
      });
      return release;
    },
    fail() {
      load.mockImplementation(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    },
    succeed() {
      load.mockImplementation(loadNow);
    },
  };
}
