// Calls to the database's service-role RPCs through PostgREST, each bounded by a timeout. Free of Deno APIs.

export type Rpc = (name: string, args: Record<string, unknown>) => Promise<unknown>;

export class RpcError extends Error {}

/** POST <supabaseUrl>/rest/v1/rpc/<name> with the service-role key; the JSON answer, RpcError on any other. */
export function serviceRpc(supabaseUrl: string, serviceRoleKey: string, timeoutMs = 3_000): Rpc {
  const base = supabaseUrl.replace(/\/$/, '');
  return async (name, args) => {
    const response = await fetch(`${base}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
      signal: AbortSignal.timeout(timeoutMs),
    }).catch((error: unknown) => {
      throw new RpcError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
    });
    const text = await response.text().catch(() => '');
    if (!response.ok) throw new RpcError(`${name}: HTTP ${response.status} ${text.slice(0, 200)}`);
    try {
      return text === '' ? null : JSON.parse(text);
    } catch {
      throw new RpcError(`${name}: the answer is not JSON`);
    }
  };
}
