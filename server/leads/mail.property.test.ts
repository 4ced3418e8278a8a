import fc from "fast-check";
import ICAL from "ical.js";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { consultationSlots } from "~/content/forms";
import { utmNames } from "~/lib/utm";
import { emailAddress, hostileString, leadRef } from "~/test/visitor-input";
import { leadFieldsOf, leadKinds } from "../../app/features/leads/lead-schema.ts";
import { composeLeadMail } from "./mail.ts";

/**
 * The notification mail of a lead whose every visitor-given text is hostile (the stored fields, the page,
 * the referrer, the campaign): in the HTML part it is only ever text, it adds no header and no line to one,
 * and the plain text part keeps it word for word.
 */

const anyDate = fc.date({
  min: new Date("2026-01-01T00:00:00Z"),
  max: new Date("2099-12-31T00:00:00Z"),
  noInvalidDate: true,
});

/** A stored lead of any form, every text in it hostile; a consultation's slot as the schema lets it through. */
const storedLead = fc.constantFrom(...leadKinds).chain((kind) =>
  fc
    .record({
      ref: leadRef,
      kind: fc.constant(kind),
      locale: fc.constantFrom("en", "fr"),
      fields: fc.record(Object.fromEntries(leadFieldsOf(kind).map((field) => [field, hostileString]))),
      slot: fc.record({
        preferredDate: anyDate.map((day) => day.toISOString().slice(0, 10)),
        preferredTime: fc.constantFrom(...consultationSlots),
      }),
      page: hostileString,
      referrer: hostileString,
      utm: fc.dictionary(fc.constantFrom(...utmNames), hostileString),
      created_at: anyDate.map((day) => day.toISOString()),
    })
    .map(({ fields, slot, utm, ...lead }) => {
      const visitorFields: Record<string, string> = kind === "consultation" ? { ...fields, ...slot } : fields;
      return { ...lead, visitorFields, fields: JSON.stringify(visitorFields), utm: JSON.stringify(utm), utmPairs: utm };
    }),
);

const mailLocales = fc.constantFrom<readonly ("en" | "fr")[]>(["fr", "en"], ["en"], ["fr"]);

/** The tags the mail's template writes, attributes and all; any other `<` is visitor text that escaped. */
const templateTag = /<(!doctype html|\/?(?:html|body|h1|table|tr|th|td|p))(?: [a-z]+="[^"<>&]*")*>/y;
/** Text between tags: `<`, `>`, `"`, `'` and `&` only as the entities escapeHtml writes. */
const escapedText = /^(?:[^<>"'&]|&(?:amp|lt|gt|quot|#39);)*$/;
const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => entities[name] ?? "");

/**
 * Reads the HTML part as a browser's tokenizer would, knowing only the template's tags: the tags in order,
 * the text of each cell (`th`, `td`, `h1`) decoded, and any text that was not escaped.
 */
function readHtml(html: string) {
  const tags: string[] = [];
  const cells: { tag: string; text: string }[] = [];
  const unescaped: string[] = [];
  let open: { tag: string; text: string } | null = null;
  let i = 0;
  while (i < html.length) {
    if (html[i] === "<") {
      templateTag.lastIndex = i;
      const tag = templateTag.exec(html);
      if (!tag?.[1]) {
        unescaped.push(html.slice(i, i + 40));
        break;
      }
      const name = tag[1];
      tags.push(name);
      if (["th", "td", "h1"].includes(name)) open = { tag: name, text: "" };
      if (open && name === `/${open.tag}`) {
        cells.push(open);
        open = null;
      }
      i = templateTag.lastIndex;
    } else {
      const end = html.indexOf("<", i) === -1 ? html.length : html.indexOf("<", i);
      const text = html.slice(i, end);
      if (!escapedText.test(text)) unescaped.push(text);
      if (open) open.text += decode(text);
      i = end;
    }
  }
  return { tags, cells, unescaped };
}

const runs = { numRuns: 200 };

describe("the notification mail, for any stored lead", () => {
  it("writes visitor text in the HTML part only as escaped text, each value in its own cell", () => {
    fc.assert(
      fc.property(storedLead, mailLocales, (lead, locales) => {
        const mail = composeLeadMail(lead, { locales, host: "www.example.com" });
        const { tags, cells, unescaped } = readHtml(mail.html);
        expect(unescaped).toEqual([]);
        const entries = Object.entries(lead.visitorFields);
        // The reference, each field, then language, page, referrer, campaign and time of receipt.
        const rows = 1 + entries.length + 5;
        const row = ["tr", "th", "/th", "td", "/td", "/tr"];
        expect(tags).toEqual([
          ...["!doctype html", "html", "body", "h1", "/h1", "table"],
          ...Array.from({ length: rows }, () => row).flat(),
          ...["/table", "p", "/p", "/body", "/html"],
        ]);
        const values = cells.filter((cell) => cell.tag === "td").map((cell) => cell.text);
        expect(values[0]).toBe(lead.ref);
        const fieldValues = values.slice(1, 1 + entries.length);
        // The service cell reads "label (code)": the code is what the visitor sent.
        const shown = entries.map(([field, value], n) => {
          const cell = fieldValues[n] ?? "";
          return field === "service" && cell.endsWith(` (${value})`) ? cell : value;
        });
        expect(fieldValues).toEqual(shown);
        expect(values.slice(entries.length + 2, entries.length + 4)).toEqual([lead.page, lead.referrer]);
        expect(cells.find((cell) => cell.tag === "h1")?.text).toBe(mail.subject);
      }),
      runs,
    );
  });

  it("keeps every header value on one line, with no control character", () => {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked for
    const control = /[\u0000-\u001f\u007f]/;
    fc.assert(
      fc.property(storedLead, mailLocales, (lead, locales) => {
        const mail = composeLeadMail(lead, { locales, host: "www.example.com" });
        const headerValues = [mail.subject, mail.replyTo.name, mail.replyTo.address, mail.messageId];
        expect(headerValues.filter((value) => control.test(value))).toEqual([]);
        expect(mail.messageId).toBe(`<${lead.ref}@www.example.com>`);
      }),
      runs,
    );
  });

  it("puts every visitor word in the plain text part intact", () => {
    fc.assert(
      fc.property(storedLead, mailLocales, (lead, locales) => {
        const { text } = composeLeadMail(lead, { locales, host: "www.example.com" });
        const words = [
          ...Object.values(lead.visitorFields),
          lead.page,
          lead.referrer,
          ...Object.entries(lead.utmPairs).map(([name, value]) => `${name}=${value}`),
        ];
        expect(words.filter((word) => !text.includes(word))).toEqual([]);
      }),
      runs,
    );
  });

  it("carries a consultation's event with the visitor's text inside its summary and description", () => {
    const consultation = storedLead.filter((lead) => lead.kind === "consultation");
    fc.assert(
      fc.property(consultation, mailLocales, (lead, locales) => {
        const mail = composeLeadMail(lead, { locales, host: "www.example.com" });
        const calendar = new ICAL.Component(ICAL.parse(mail.icalEvent?.content ?? ""));
        const [vevent, ...others] = calendar.getAllSubcomponents("vevent");
        expect(others).toHaveLength(0);
        expect(vevent?.getAllProperties().map((property) => property.name)).toEqual([
          "uid",
          "dtstamp",
          "dtstart",
          "dtend",
          "status",
          "summary",
          "description",
          "organizer",
        ]);
        expect(String(vevent?.getFirstPropertyValue("summary"))).toMatch(new RegExp(`\\(${lead.ref}\\)$`));
        expect(String(vevent?.getFirstPropertyValue("dtstart"))).toBe(
          `${lead.visitorFields.preferredDate}T${lead.visitorFields.preferredTime}:00`,
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe("the notification mail, as nodemailer writes it", () => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  /** The headers a notification has; visitor text must not add one. */
  const headerNames = ["from", "to", "subject", "reply-to", "message-id", "date", "mime-version", "content-type"];
  /** Text as it reads once written in UTF-8: half a surrogate pair becomes U+FFFD. */
  const asUtf8 = (text: string) => Buffer.from(text).toString("utf8");

  it("has the same headers whatever the visitor wrote, each once, and reads back the same subject and Reply-To", async () => {
    await fc.assert(
      // The stored address is one the schema took, or (had anything got past it) any string at all.
      fc.asyncProperty(storedLead, mailLocales, fc.option(emailAddress), async (hostileLead, locales, email) => {
        const lead = email
          ? { ...hostileLead, fields: JSON.stringify({ ...hostileLead.visitorFields, email }) }
          : hostileLead;
        const mail = composeLeadMail(lead, { locales, host: "www.example.com" });
        const { icalEvent: _event, ...message } = mail;
        const sent = await transport.sendMail({
          from: "Leads <leads@example.com>",
          to: "office@example.com",
          ...message,
        });
        const raw = sent.message as Buffer;
        const head = raw
          .subarray(0, raw.indexOf("\r\n\r\n"))
          .toString("latin1")
          .replace(/\r\n[ \t]/g, " ");
        const lines = head.split("\r\n");
        // A name, then no control character but tabs: no bare CR or LF that a reader could take for a new line.
        // (An address that is not one, which the schema refuses, may be written as raw UTF-8: no header either.)
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is checked for
        expect(lines.filter((line) => !/^[A-Za-z-]+: [^\u0000-\u0008\u000a-\u001f\u007f]*$/.test(line))).toEqual([]);
        const names = lines.map((line) => line.slice(0, line.indexOf(":")).toLowerCase());
        const expected = mail.replyTo.address === "" ? headerNames.filter((name) => name !== "reply-to") : headerNames;
        expect([...names].sort()).toEqual([...expected].sort());

        // nodemailer leaves ASCII text that looks like an RFC 2047 encoded word ("=?UTF-8?Q?…?=") as it is,
        // and readers decode it: such a name or subject reads differently, though still within its header.
        const readAs = (text: string) => (text.includes("=?") ? expect.any(String) : asUtf8(text));
        const parsed = await simpleParser(raw);
        expect(parsed.subject).toEqual(readAs(mail.subject));
        const replyTo = [parsed.replyTo ?? []].flat().flatMap((header) => header.value);
        if (email) {
          // nodemailer writes the domain, which is not case-sensitive, in lower case.
          const address = email.replace(/@.*/, (domain) => domain.toLowerCase());
          expect(replyTo).toEqual([{ address, name: readAs(mail.replyTo.name) }]);
        } else expect(replyTo.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });
});
