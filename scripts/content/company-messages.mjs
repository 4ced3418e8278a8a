// The French of the company facts' messages. app/content/company-schema.ts writes them in English only: Node
// loads it without a bundler, so it cannot import the bilingual helpers of app/lib/content/messages.ts that
// every other content type uses (decision 0027). Its messages follow a few patterns, translated here; a
// message none of them knows is given in English in the French line too, rather than not at all.

/** What a value must be, as the schema says it in English, in French. */
const terms = /** @type {Record<string, string>} */ ({
  text: "du texte",
  "a group of fields": "un groupe de champs",
  "a web address": "une adresse web",
  "a time": "une heure",
  "a 24-hour time written HH:MM, such as 08:00 or 18:30": "une heure sur 24 h écrite HH:MM, comme 08:00 ou 18:30",
  "a time zone": "un fuseau horaire",
  "a number": "un nombre",
  "a whole number": "un nombre entier",
  "more than zero": "plus que zéro",
  "a number of degrees": "un nombre de degrés",
  "a phone number": "un numéro de téléphone",
  "a phone number in international form such as +237690000001 (a + and 8 to 15 digits)":
    "un numéro au format international comme +237690000001 (un + et 8 à 15 chiffres)",
  "true or false": "coché ou non (true ou false)",
  "a percentage between 0 and 100": "un pourcentage entre 0 et 100",
  "an email address such as info@example.com": "une adresse e-mail comme info@example.com",
  "a list of two phone numbers": "une liste de deux numéros de téléphone",
  "a WhatsApp number": "un numéro WhatsApp",
  "the WhatsApp number in digits only, without + or spaces, such as 237690000001":
    "le numéro WhatsApp en chiffres seulement, sans + ni espace, comme 237690000001",
  "a country code": "un code de pays",
  "a two-letter country code in capitals, such as CM": "un code de pays de deux lettres majuscules, comme CM",
  "a YouTube video id": "l'identifiant d'une vidéo YouTube",
  'empty, or the 11-character id of a YouTube video (the part after "v=")':
    "vide, ou l'identifiant de 11 caractères d'une vidéo YouTube (ce qui suit « v= »)",
});

/** @param {string} what */
function termInFrench(what) {
  const known = terms[what];
  if (known) return known;
  const between = /^between (-?[\d.]+) and (-?[\d.]+)$/.exec(what);
  if (between) return `entre ${between[1]} et ${between[2]}`;
  const oneOf = /^one of (.+)$/.exec(what);
  if (oneOf) return `l'une des valeurs ${oneOf[1]}`;
  const listOf = /^a list of (.+)$/.exec(what);
  if (listOf) return `une liste (${listOf[1]})`;
  return what;
}

/** Whole messages, and messages around a value, by their English. */
const sentences = /** @type {[RegExp, (match: RegExpExecArray) => string][]} */ ([
  [/^is missing$/, () => "est à remplir"],
  [/^must not be empty$/, () => "ne doit pas être vide"],
  [/^is not a known field$/, () => "n'est pas un champ connu : supprimez-le, ou corrigez son nom"],
  [/^must list exactly two phone numbers$/, () => "doit contenir exactement deux numéros de téléphone"],
  [/^must list at least one sector$/, () => "doit citer au moins un secteur"],
  [
    /^must be a full https:\/\/ address, got (.*)$/s,
    (m) => `doit être une adresse complète commençant par https:// (valeur actuelle : ${m[1]})`,
  ],
  [
    /^must be the site's address without a path or trailing slash, such as (\S+), got (.*)$/s,
    (m) =>
      `doit être l'adresse du site, sans chemin ni barre oblique finale, comme ${m[1]} (valeur actuelle : ${m[2]})`,
  ],
  [
    /^must be later than the opening time \((.*)\), got (.*)$/s,
    (m) => `doit être après l'heure d'ouverture (${m[1]}) (valeur actuelle : ${m[2]})`,
  ],
  [
    /^must be an IANA time zone such as (\S+), got (.*)$/s,
    (m) => `doit être un fuseau horaire IANA comme ${m[1]} (valeur actuelle : ${m[2]})`,
  ],
  [
    /^must name each only once, got (.*) twice$/s,
    (m) => `ne doit nommer chacun qu'une fois : ${m[1]} figure deux fois`,
  ],
  [
    /^is not valid JSON \(line (\d+), column (\d+)\): (.*)$/s,
    (m) => `n'est pas du JSON valide (ligne ${m[1]}, colonne ${m[2]}) : ${m[3]}`,
  ],
  [/^is not valid JSON: (.*)$/s, (m) => `n'est pas du JSON valide : ${m[1]}`],
  // Last, being the most general.
  [/^must be (.*?), got (.*)$/s, (m) => `doit être ${termInFrench(m[1] ?? "")} (valeur actuelle : ${m[2]})`],
]);

/**
 * The French of one of the company facts' English messages; the English itself when no pattern knows it.
 * @param {string} english
 * @returns {string}
 */
export function companyMessageInFrench(english) {
  for (const [pattern, french] of sentences) {
    const match = pattern.exec(english);
    if (match) return french(match);
  }
  return english;
}
