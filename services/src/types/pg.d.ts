/** The part of node-postgres this code uses (the package ships no types; @types/pg is not installed). */
declare module 'pg' {
  export interface QueryResult<Row = Record<string, unknown>> {
    rows: Row[];
    rowCount: number | null;
  }
  export interface ClientConfig {
    connectionString?: string;
    connectionTimeoutMillis?: number;
  }
  export class Client {
    constructor(config?: string | ClientConfig);
    connect(): Promise<void>;
    query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
    end(): Promise<void>;
  }
  export interface QueryConfig {
    /** A named statement: prepared once on each connection, then only bound and run. */
    name?: string;
    text: string;
    values?: unknown[];
  }
  export class Pool {
    constructor(config?: Record<string, unknown>);
    query<Row = Record<string, unknown>>(config: QueryConfig): Promise<QueryResult<Row>>;
  }
  const pg: { Client: typeof Client; Pool: typeof Pool };
  export default pg;
}
