import fc from "fast-check";

/*
 * What visitors and robots send, as fast-check arbitraries, for the property tests of the lead schema and
 * of everything a lead is written into (the mail, its calendar event, the operator's export).
 */

/**
 * Strings that break forms, mails, calendars and spreadsheets when they are not kept as text: markup,
 * header and formula injection, escapes of the formats we write, control characters, line separators,
 * direction overrides, characters outside the Basic Multilingual Plane and lone surrogates.
 */
export const hostileSamples = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)",
  "&amp; &lt; &#39; &",
  "</td></tr></table><h1>",
  "Paul\r\nBcc: victim@example.org",
  "\r\n\r\n<html>",
  "=?UTF-8?Q?=0D=0ABcc:_x@y?=",
  "=1+1",
  "+cmd|' /C calc'!A0",
  "@SUM(1)",
  "-2+3",
  "(+237)\n699\u000b00\t00",
  "Jean;=1+1;",
  "a\\;b\\,c\\n\\N\\",
  "END:VEVENT\r\nBEGIN:VEVENT",
  "\u0000\u0007\u001b[31m\u007f",
  "\u2028\u2029\u0085",
  "\u202e\u200b\ufeff\u00a0",
  "𝕏💥👩‍👩‍👧",
  "é".repeat(40),
  "\ud800",
  "\udfff",
  "__proto__",
  "constructor",
  " ",
  "\t",
];

/** Pieces of what a person may type: words in any script, emoji, punctuation that the formats we write escape. */
const typedPiece = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: "grapheme", maxLength: 8 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(" ", "<", ">", "&", '"', "'", ";", ",", "\\", "=", "€", "😀", "\u00a0", "\u202e"),
  },
  // A browser cannot send half a surrogate pair (it encodes the form as UTF-8): typed text holds none.
  { weight: 1, arbitrary: fc.constantFrom(...hostileSamples.filter((sample) => !/[\ud800-\udfff]/.test(sample))) },
);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what typed text lacks
const control = /[\u0000-\u001f\u007f]/g;

/** The first `maxLength` UTF-16 units of `text`, without half of a character cut there. */
const cut = (text: string, maxLength: number) => text.slice(0, maxLength).replace(/[\ud800-\udbff]$/, "");

/**
 * One line a visitor may type, up to `maxLength` UTF-16 units (the unit the schema counts in): no control
 * characters, which a form refuses.
 */
export const typedLine = (maxLength: number) =>
  fc.array(typedPiece, { maxLength: 10 }).map((parts) => cut(parts.join("").replace(control, ""), maxLength));

/** Several typed lines, as a textarea sends them: LF, CRLF or CR between lines, tabs kept. */
export const typedLines = (maxLength: number) =>
  fc
    .array(fc.tuple(typedLine(200), fc.constantFrom("\n", "\r\n", "\r", "\t", " ")), { maxLength: 6 })
    .map((parts) => cut(parts.flat().join(""), maxLength));

/**
 * Any string a visitor, a robot or a broken client could send: random code points (ASCII controls
 * included), the samples above mixed with typed text, and lone surrogates.
 */
export const hostileString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "binary-ascii", maxLength: 80 }),
  fc
    .array(fc.oneof(fc.constantFrom(...hostileSamples), fc.string({ unit: "grapheme", maxLength: 8 })), {
      maxLength: 6,
    })
    .map((parts) => parts.join("")),
);

/** Addresses of the usual shape: a local part, a domain of one to three labels, a top-level domain. */
export const emailAddress = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9]{1,10}(?:[._+'-][a-z0-9]{1,10}){0,2}$/),
    fc.array(fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/), { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
    fc.boolean(),
  )
  .map(([local, labels, tld, shouting]) => {
    const address = `${local}@${[...labels, tld].join(".")}`;
    return shouting ? address.toUpperCase() : address;
  });

/** A lead's reference, as `makeRef` writes it. */
export const leadRef = fc.stringMatching(/^WI-[2-9A-HJKMNP-Z]{5}$/);
