/** One kind of request the HTTP benchmark sends, and how to make its i-th instance. */
export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface Scenario {
  name: string;
  /** Sign-in cookie sent with every request ('' for none). */
  cookie: string;
  /** The i-th request; requests that change data must differ so that each succeeds. */
  request(i: number): BenchRequest;
  /** The answer's status when it is not a 2xx one (a 304 to a conditional GET). */
  status?: number;
}
