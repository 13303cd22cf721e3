import type { RemoteName } from '@staycompliant/contracts';

/** A remote's module could not be loaded (network, 404, timeout or an error while importing it). */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    override readonly cause: unknown,
  ) {
    super(`Could not load ${module} from the ${remote} remote: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}
