import { LeadService } from "./service.ts";

/**
 * Kept on the process, not in this module: the development server evaluates its modules again after an
 * edit, in the same process, and a second service would find the embedded database's folder taken.
 */
const processWide = globalThis as typeof globalThis & { devLeadService?: LeadService };

/**
 * The lead service of `npm run dev`, whose pages have no server of ours around them. It stores leads like
 * the production server; it starts no mail worker (run `npm start` for the whole pipeline).
 */
export function devLeadService(): LeadService {
  processWide.devLeadService ??= new LeadService();
  return processWide.devLeadService;
}
