// Types of server/leads.mjs for the TypeScript that imports it; the project's tsconfig reads no JavaScript.
export const leadPaths: string[];
export function loadLeadHandler(clientDir: string): Promise<{
  handle(
    req: import("node:http").IncomingMessage,
    res: import("node:http").ServerResponse,
    beforeAnswer: (nonce: string) => void,
  ): void;
  open(): Promise<void>;
  close(): Promise<void>;
  health(res: import("node:http").ServerResponse): Promise<void>;
} | null>;
