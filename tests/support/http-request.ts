import { type IncomingHttpHeaders, type OutgoingHttpHeaders, request } from "node:http";

/** An answer read whole: its status, headers and body as text. */
export type TextAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/**
 * One request sent with exactly the headers given (fetch would put a Host of its own), its answer read whole.
 * `path` may be the absolute form (`http://host/path`), which a server must weigh too.
 */
export function sendRequest({
  host = "127.0.0.1",
  port,
  method = "GET",
  path,
  headers = {},
  body,
}: {
  host?: string;
  port: number | string;
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
}): Promise<TextAnswer> {
  return new Promise((done, fail) => {
    const req = request({ host, port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => done({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on("error", fail);
    req.end(body);
  });
}
