/**
 * GET /api/health: 200 when ok; 503 when the database does not answer or the process is stopping (monitoring).
 * GET /api/health/ready: the same answer, 503 only while the process is stopping (a balancer's check).
 */
export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; driver: 'postgres' | 'pglite' };
  /** The process got SIGTERM: it finishes the requests in flight and takes no new work. */
  stopping: boolean;
  uptimeSeconds: number;
}

/** GET /api/health/live: the process answers; nothing else is asked (not the database). */
export interface LivenessResponse {
  status: 'ok';
  uptimeSeconds: number;
}

export interface StatsResponse {
  totalProperties: number;
  totalUsers: number;
  totalAuctions: number;
}

/** Remote name → URL of its mf-manifest.json, served by the API as /mfe-config.json. */
export type RemoteConfig = Record<string, string>;
