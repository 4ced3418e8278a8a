import { commonDictionaries } from "~/content/locales";
import { answerMessage, httpStatus } from "~/features/leads/lead-answer";
import { leadReceiver } from "~/features/leads/lead-receiver.server";

/** Where the lead forms post with JavaScript: a JSON answer, no page (see send-lead.ts). */
export async function action({ request }: { request: Request }) {
  const answer = await (await leadReceiver()).receive(request);
  const message = answerMessage(answer, commonDictionaries[answer.locale]);
  return Response.json(
    { ...answer, message },
    { status: httpStatus(answer), headers: { "Cache-Control": "no-store" } },
  );
}
