// The part of autocannon's API the benchmark uses (the package ships no type declarations).
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (req: Request) => Request }[];
  };
  type Result = { errors: number; timeouts: number; non2xx: number };
  interface Instance extends PromiseLike<Result> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
