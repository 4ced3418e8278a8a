// The editor's own extensions to Decap CMS, loaded after its bundle (window.CMS, window.h, window.createClass)
// with Decap told to wait for them (manual-init.js): the editor in the staff member's language, days typed
// as 31/12/2028, company.json saved in the schema's key order, every language column checked before a
// save, and photos checked before they are uploaded. Words come from /admin/editor-text.json.
import {
  chooseLanguage,
  dayProblem,
  fieldProblems,
  formatDay,
  headerLength,
  orderLike,
  parseDay,
  today,
  uploadProblem,
  whatsappWarning,
} from "./editor-rules.js";

/** @typedef {import("./editor-rules.js").Field} Field */

const CMS = /** @type {any} */ (window).CMS;
const h = /** @type {any} */ (window).h;
const createClass = /** @type {any} */ (window).createClass;

const allText = await (await fetch("/admin/editor-text.json")).json();
const languages = Object.keys(allText).filter((key) => typeof allText[key] === "object");
let storage;
try {
  storage = window.localStorage;
} catch {
  storage = undefined;
}
const language = chooseLanguage(location.search, storage, languages);
const text = allText[language];
const messages = text.messages;
document.documentElement.lang = language;
const config = await (await fetch(`/admin/${text.config}`)).json();

/** A notice above the editor, until staff close it: Decap's own notices go after a few seconds. */
function announce(/** @type {string} */ title, /** @type {string[]} */ lines) {
  document.getElementById("editor-notice")?.remove();
  const notice = document.createElement("div");
  notice.id = "editor-notice";
  notice.setAttribute("role", "alert");
  notice.className = "editor-notice";
  const heading = document.createElement("p");
  heading.id = "editor-notice-title";
  heading.textContent = title;
  // Named by its first line, so it can be told from Decap's own notices, which say less and go away.
  notice.setAttribute("aria-labelledby", heading.id);
  notice.append(heading);
  if (lines.length > 0) {
    const list = document.createElement("ul");
    for (const line of lines) {
      const item = document.createElement("li");
      item.textContent = line;
      list.append(item);
    }
    notice.append(list);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "×";
  close.setAttribute("aria-label", messages.close);
  close.addEventListener("click", () => notice.remove());
  notice.append(close);
  document.body.append(notice);
}

// Days as printed on certificates: typed 31/12/2028, kept 2028-12-31.
const DayControl = createClass({
  getInitialState() {
    // The value as the entry was opened with: an expiry that had passed by then is history, not a mistake.
    return { typed: formatDay(this.props.value), saved: this.props.value };
  },
  componentDidUpdate(previous) {
    // A value set from outside (copied from the other language, reverted): show it.
    if (previous.value !== this.props.value && parseDay(this.state.typed) !== this.props.value)
      this.setState({ typed: formatDay(this.props.value) });
  },
  problem() {
    return dayProblem(this.props.value, {
      expiry: this.props.field.get("expiry"),
      saved: this.state.saved,
      today: today(),
      messages,
    });
  },
  isValid() {
    const { error } = this.problem();
    return error ? { error: { message: error } } : true;
  },
  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    const { warning } = this.problem();
    const noteId = `${forID}-note`;
    return h(
      "div",
      null,
      h("input", {
        id: forID,
        type: "text",
        inputMode: "numeric",
        autoComplete: "off",
        className: classNameWrapper,
        placeholder: field.get("placeholder"),
        value: this.state.typed,
        "aria-describedby": warning ? noteId : undefined,
        onFocus: setActiveStyle,
        onBlur: setInactiveStyle,
        onChange: (/** @type {{ target: HTMLInputElement }} */ event) => {
          const typed = event.target.value;
          this.setState({ typed });
          this.props.onChange(parseDay(typed) ?? typed);
        },
      }),
      warning ? h("p", { id: noteId, className: "editor-day-warning" }, warning) : null,
    );
  },
});
CMS.registerWidget("day", DayControl, (/** @type {{ value: unknown }} */ props) =>
  h("span", null, formatDay(props.value)),
);

/**
 * The fields of the one file saved as ordered JSON (company.json), which give its key order: Decap hands a
 * format the data alone, not which file it is for.
 */
const orderedFields = config.collections.find(
  (/** @type {{ format?: string }} */ collection) => collection.format === "ordered-json",
)?.files?.[0]?.fields;
CMS.registerCustomFormat("ordered-json", "json", {
  fromFile: (/** @type {string} */ content) => JSON.parse(content),
  toFile: (/** @type {unknown} */ data) => `${JSON.stringify(orderLike(data, orderedFields), null, 2)}\n`,
});

/** The fields of the entry being saved: its collection's, or its file's. */
function fieldsOf(/** @type {any} */ entry) {
  const collection = config.collections.find((/** @type {{ name: string }} */ c) => c.name === entry.get("collection"));
  if (!collection) return null;
  if (collection.fields) return { fields: collection.fields, translated: Boolean(collection.i18n) };
  const file = collection.files?.find((/** @type {{ name: string }} */ f) => f.name === entry.get("slug"));
  return file ? { fields: file.fields, translated: false } : null;
}

CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const found = fieldsOf(entry);
    if (!found) return undefined;
    const data = entry.get("data").toJS();
    const day = today();
    const problems = [];
    const columns = found.translated ? config.i18n.locales : [config.i18n.default_locale];
    for (const locale of columns) {
      const isDefault = locale === config.i18n.default_locale;
      const values = isDefault ? data : (entry.getIn(["i18n", locale, "data"])?.toJS() ?? {});
      const column = found.translated ? `${text.languages[locale] ?? locale}: ` : "";
      problems.push(
        ...fieldProblems(found.fields, values, { column, translatedOnly: !isDefault, today: day, messages }),
      );
    }
    if (problems.length > 0) {
      announce(messages.notSaved, problems);
      throw new Error(`${messages.notSaved} ${problems.join(" · ")}`);
    }
    const warning = whatsappWarning(data, messages);
    if (warning && !window.confirm(warning)) {
      announce(messages.notSaved, [warning]);
      throw new Error(messages.notSaved);
    }
    document.getElementById("editor-notice")?.remove();
    return undefined;
  },
});

// Photos are checked where they are chosen, before Decap uploads them: the event is held, the file's first
// bytes read, and the event let through again only for a photo of the type its name claims, under the limit.
const checked = new WeakSet();
window.addEventListener(
  "change",
  (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "file" || !input.files?.length) return;
    if (checked.has(event)) return;
    event.stopImmediatePropagation();
    const files = [...input.files];
    Promise.all(
      files.map(async (file) => {
        const header = new Uint8Array(await file.slice(0, headerLength).arrayBuffer());
        return uploadProblem(
          { name: file.name, size: file.size, header },
          { maxMegabytes: allText.maxPhotoMegabytes, messages, language },
        );
      }),
    ).then((problems) => {
      const refused = problems.filter((problem) => problem !== null);
      if (refused.length > 0) {
        input.value = "";
        announce(refused[0] ?? "", refused.slice(1));
        return;
      }
      document.getElementById("editor-notice")?.remove();
      const again = new Event("change", { bubbles: true });
      checked.add(again);
      input.dispatchEvent(again);
    });
  },
  true,
);

// The way to the other language, kept in view in a corner Decap leaves empty.
const other = document.createElement("a");
other.className = "editor-language";
other.href = `${text.otherLanguage.query}${location.hash}`;
other.lang = text.otherLanguage.lang;
other.textContent = text.otherLanguage.label;
document.body.append(other);

CMS.init({ config: { ...config, load_config_file: false } });
