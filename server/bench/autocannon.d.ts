/** The part of autocannon's programmatic API the HTTP benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  }
  interface Instance {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): void;
    stop(): void;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
