import { connect } from "node:net";

/** A response as the client saw it on the wire: nothing decoded, nothing followed. */
export interface WireResponse {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Sends bytes exactly as given over a plain TCP socket, so no client library normalises the path,
 * the method or the headers, and reads until the server closes the connection.
 */
export function rawRequest(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: "127.0.0.1", port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => chunks.push(chunk));
    // A server may close while we are still writing an oversized request: what it answered counts.
    socket.on("error", (error) => {
      if (chunks.length === 0) {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const data = Buffer.concat(chunks);
      const end = data.indexOf("\r\n\r\n");
      if (end === -1) return reject(new Error(`no HTTP response: ${JSON.stringify(data.toString("latin1"))}`));
      const [statusLine = "", ...lines] = data.subarray(0, end).toString("latin1").split("\r\n");
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`bad status line: ${statusLine}`));
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
      }
      resolve({ status, headers, body: data.subarray(end + 4) });
    });
  });
}

/** A well-formed request with `Connection: close`, plus any extra header lines. */
export function httpRequest(method: string, target: string, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: localhost", "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}
