// Runs the Edge Functions in one Deno process, as the Supabase CLI's edge runtime does for
// `supabase functions serve` (docs/architecture/enquiry-alert.md, "The enquiry alert"): each supabase/functions/<name>/index.ts
// is imported unchanged; the Deno.serve(handler) it calls is captured instead of opening a port, and
// one server on a free loopback port routes /<name>/... to that function's handler.
// Usage: deno run <permissions> functions-host.ts <functions dir> <name>...
type Handler = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => Response | Promise<Response>;

const [functionsDir, ...names] = Deno.args;
if (!functionsDir) throw new Error('usage: functions-host.ts <functions dir> <name>...');

const handlers = new Map<string, Handler>();
const realServe = Deno.serve;
let loading = '';
Object.defineProperty(Deno, 'serve', {
  configurable: true,
  writable: true,
  value: (...args: unknown[]) => {
    const handler =
      args.find((arg): arg is Handler => typeof arg === 'function') ?? (args[0] as { handler?: Handler } | undefined)?.handler;
    if (!handler) throw new Error(`${loading}: Deno.serve was called without a handler`);
    handlers.set(loading, handler);
    return {
      finished: new Promise(() => {}),
      shutdown: () => Promise.resolve(),
      ref() {},
      unref() {},
      addr: { transport: 'tcp', hostname: '127.0.0.1', port: 0 },
    };
  },
});

for (const name of names) {
  loading = name;
  try {
    await import(new URL(`${name}/index.ts`, `file://${functionsDir.replace(/\/?$/, '/')}`).href);
    if (!handlers.has(name)) console.error(`functions-host: ${name} never called Deno.serve`);
  } catch (error) {
    // One broken function must not take the others down: it answers 503, as a function that fails to boot does.
    console.error(`functions-host: ${name} failed to load: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  }
}

realServe(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => console.log(`functions-host listening ${port}`),
  },
  (request, info) => {
    const name = new URL(request.url).pathname.split('/')[1] ?? '';
    const handler = handlers.get(name);
    if (handler) return handler(request, info);
    const known = names.includes(name);
    return Response.json(
      known
        ? { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' }
        : { code: 'NOT_FOUND', message: 'Requested function was not found' },
      { status: known ? 503 : 404 },
    );
  },
);

// The dev backend holds our stdin open; when it dies, even by SIGKILL, stdin ends and so does this process.
(async () => {
  for await (const _ of Deno.stdin.readable) {
    // nothing is ever sent
  }
  Deno.exit(0);
})();
