import { defineProject } from 'vitest/config';

export default defineProject({
  // supabase-js needs a WebSocket; Node 20 has one only behind this flag (browsers always have it).
  test: { name: 'backend-client', environment: 'node', execArgv: ['--experimental-websocket'] },
});
