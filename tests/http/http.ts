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
      try {
        const head = parseHead(data.subarray(0, end).toString("latin1"));
        const rest = data.subarray(end + 4);
        // A chunked answer's body without its chunks' sizes, as any client reads it: a size line can fall
        // anywhere in the text, the middle of a word included.
        const chunked = /chunked/i.test(head.headers["transfer-encoding"] ?? "");
        resolve({ ...head, body: (chunked && dechunk(rest)) || rest });
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The status line and headers of a response's head (the bytes before the blank line). */
function parseHead(head: string): Pick<WireResponse, "status" | "headers"> {
  const [statusLine = "", ...lines] = head.split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) throw new Error(`bad status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return { status, headers };
}

/** The body of a chunked answer once its last chunk has arrived, else null. */
function dechunk(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf("\r\n", at);
    if (lineEnd === -1) return null;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString("latin1"), 16);
    if (Number.isNaN(size)) throw new Error("bad chunk size in the answer");
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (data.length < start + size + 2) return null;
    parts.push(data.subarray(start, start + size));
    at = start + size + 2;
  }
}

/**
 * Sends bytes exactly as given, like rawRequest, and resolves as soon as one whole answer has arrived (by
 * its Content-Length or its last chunk, else when the server closes), without sending anything more. For
 * requests that announce a body they do not carry: the answer must not wait for it, whether or not the
 * server then keeps the connection open to read on (nginx does, for a few seconds).
 */
export function answerTo(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<WireResponse> {
  return new Promise((resolve, reject) => {
    let data = Buffer.alloc(0);
    let settled = false;
    const socket = connect({ host: "127.0.0.1", port });
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      outcome();
    };
    const timer = setTimeout(
      () => settle(() => reject(new Error(`no complete answer within ${timeoutMs} ms`))),
      timeoutMs,
    );
    /** The answer when it is whole; `closed`: the server has ended the connection. */
    const whole = (closed: boolean): WireResponse | null => {
      const end = data.indexOf("\r\n\r\n");
      if (end === -1) return null;
      const { status, headers } = parseHead(data.subarray(0, end).toString("latin1"));
      const rest = data.subarray(end + 4);
      if (headers["content-length"] !== undefined) {
        const length = Number(headers["content-length"]);
        return rest.length >= length ? { status, headers, body: rest.subarray(0, length) } : null;
      }
      if (/chunked/i.test(headers["transfer-encoding"] ?? "")) {
        const body = dechunk(rest);
        return body ? { status, headers, body } : null;
      }
      return closed ? { status, headers, body: rest } : null;
    };
    const check = (closed: boolean) => {
      try {
        const response = whole(closed);
        if (response) settle(() => resolve(response));
        else if (closed) settle(() => reject(new Error(`no HTTP answer: ${JSON.stringify(data.toString("latin1"))}`)));
      } catch (error) {
        settle(() => reject(error));
      }
    };
    socket.on("connect", () => socket.write(request));
    socket.on("data", (chunk) => {
      data = Buffer.concat([data, chunk]);
      check(false);
    });
    // A reset after the answer (a server that closes with our unsent body unread) leaves the answer whole.
    socket.on("error", () => check(true));
    socket.on("close", () => check(true));
  });
}

/** A well-formed request with `Connection: close`, plus any extra header lines. */
export function httpRequest(method: string, target: string, headers: Record<string, string> = {}): string {
  const lines = [`${method} ${target} HTTP/1.1`, "Host: localhost", "Connection: close"];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}
