/**
 * A plain module (no React, no shared imports) through which the shell hands the
 * federation runtime plugin the component to show when a remote cannot load.
 * The runtime plugin runs before shared modules exist, so it may only import this.
 */
export interface FallbackModule {
  default: unknown;
  remoteUnavailable: true;
}

type FallbackFactory = (remote: string) => unknown;

let factory: FallbackFactory | undefined;

export function setRemoteFallback(create: FallbackFactory): void {
  factory = create;
}

export function remoteFallbackModule(remote: string): FallbackModule | undefined {
  return factory ? { default: factory(remote), remoteUnavailable: true } : undefined;
}

export function isRemoteFallback(module: unknown): module is FallbackModule {
  return !!module && typeof module === 'object' && (module as FallbackModule).remoteUnavailable === true;
}
