import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { bodyOf } from "./leads.mjs";

const limit = 1000;

let server: Server | null = null;
afterEach(async () => {
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = null;
});

/** A server whose one request is given to `handle`; resolves with its port. */
async function serve(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<number> {
  server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((done) => server?.listen(0, "127.0.0.1", done));
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

/** A chunked POST's head and `count` chunks of `size` bytes, without the last chunk: the client may send more. */
function chunkedPost(count: number, size: number): string {
  const chunk = `${size.toString(16)}\r\n${"x".repeat(size)}\r\n`;
  return `POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${chunk.repeat(count)}`;
}

/** Sends `request` and resolves with the socket once the answer's status line has arrived. */
function send(port: number, request: string): Promise<{ socket: Socket; status: number }> {
  return new Promise((resolve, reject) => {
    let data = "";
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write(request));
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(data)?.[1];
      if (status) resolve({ socket, status: Number(status) });
    });
  });
}

describe("bodyOf", () => {
  it("gives a body within the limit whole", async () => {
    let text = "";
    const port = await serve(async (req, res) => {
      text = await new Response(bodyOf(req, limit)).text();
      res.writeHead(200).end();
    });
    const { socket, status } = await send(port, `${chunkedPost(3, 300)}0\r\n\r\n`);
    socket.destroy();
    expect(status).toBe(200);
    expect(text).toBe("x".repeat(900));
  });

  it("fails as a chunked body passes the limit, and stops reading there", async () => {
    let failure: unknown = null;
    let listening = -1;
    const port = await serve(async (req, res) => {
      const reader = bodyOf(req, limit).getReader();
      try {
        for (;;) if ((await reader.read()).done) break;
      } catch (error) {
        failure = error;
      }
      // Nothing listens to the request any more: what else arrives stays unread.
      listening = req.listenerCount("readable") + req.listenerCount("data");
      res.writeHead(413, { Connection: "close" }).end();
    });
    // Four chunks of 300 bytes, and the client holds the connection open for more.
    const { socket, status } = await send(port, chunkedPost(4, 300));
    socket.destroy();
    expect(status).toBe(413);
    expect(String(failure)).toContain(`over ${limit} bytes`);
    expect(listening).toBe(0);
  });

  it("reads nothing of a body nobody asks for", async () => {
    let flowing: boolean | null = true;
    const port = await serve(async (req, res) => {
      bodyOf(req, limit);
      // Neither in flowing mode nor listened to: the bytes stay in the socket, where TCP holds the client back.
      flowing = req.readableFlowing;
      expect(req.listenerCount("data")).toBe(0);
      res.writeHead(403, { Connection: "close" }).end();
    });
    const { socket, status } = await send(port, chunkedPost(10, 300));
    socket.destroy();
    expect(status).toBe(403);
    expect(flowing).toBe(null);
  });
});
