import { commonDictionaries } from "~/content/locales";
import { answerMessage, httpStatus } from "~/features/leads/lead-answer";
import { leadReceiver } from "~/features/leads/lead-receiver.server";
import type { Route } from "./+types/api-leads";

/** Where the lead forms post with JavaScript: a JSON answer, no page (see send-lead.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await (await leadReceiver(context)).receive(request, context?.clientAddress);
  const message = answerMessage(answer, commonDictionaries[answer.locale]);
  return Response.json(
    { ...answer, message },
    { status: httpStatus(answer), headers: { "Cache-Control": "no-store" } },
  );
}
