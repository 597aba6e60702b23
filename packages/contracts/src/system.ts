export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: { status: 'up' | 'down'; driver: 'postgres' | 'pglite' };
  uptimeSeconds: number;
}

export interface StatsResponse {
  totalProperties: number;
  totalUsers: number;
  totalAuctions: number;
}

/** Remote name → URL of its mf-manifest.json, served by the API as /mfe-config.json. */
export type RemoteConfig = Record<string, string>;
