import { Agent, request } from 'node:http';

/**
 * The benchmarks' load client: node:http on keep-alive connections, one per request in flight.
 * It runs in the measured process (on two cores a client process of its own competes for the
 * CPU as a scheduling group of its own, decision 0018), so it must cost little: `fetch` (undici
 * with web streams) took 255–365 µs of CPU per request here, node:http 105–130 µs.
 */
export function createHttpClient(origin: string, maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return {
    /** POSTs `body` as JSON; answers the status and the parsed JSON answer. */
    postJson(
      path: string,
      headers: Record<string, string>,
      body: unknown,
    ): Promise<{ status: number; json: unknown }> {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = request(
          `${origin}${path}`,
          {
            method: 'POST',
            agent,
            headers: {
              ...headers,
              'content-type': 'application/json',
              'content-length': String(Buffer.byteLength(payload)),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              try {
                const text = Buffer.concat(chunks).toString('utf8');
                resolve({
                  status: res.statusCode ?? 0,
                  json: text === '' ? null : JSON.parse(text),
                });
              } catch (error) {
                reject(error instanceof Error ? error : new Error(String(error)));
              }
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close(): void {
      agent.destroy();
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
