/**
 * What each island of the shell is handed of the shared dictionary: only the words it renders, not the whole
 * of it (the pages' titles and descriptions, the footer's and the mail's words), since an island's props are
 * written into every page's HTML.
 */
import type { CommonDictionary } from "~/content/locales/en/common";
import type { RequestFormName } from "../islands/request-form-island";

type Common = CommonDictionary;

/** The pages' names only: what menus and links show. */
const pageNames = (pages: Common["pages"]) =>
  Object.fromEntries(Object.entries(pages).map(([id, page]) => [id, { name: page.name }]));

/** The header's words: its bars and menus, the language switcher, the logo. */
export function headerCommon(common: Common) {
  const { newTab, brandTagline, homeLink, header, social, widget } = common;
  // Of the contact tab's words, the header shows only WhatsApp's name (its top bar's chat link).
  return {
    newTab,
    brandTagline,
    homeLink,
    header,
    social,
    widget: { whatsapp: widget.whatsapp },
    pages: pageNames(common.pages),
  };
}

/** The overlays' words: the contact tab, the quote and consultation dialogs and their forms, the notifications. */
export function overlaysCommon(common: Common) {
  const { newTab, widget, form, consultation, quote, leads, inquiryServices, toaster, errors } = common;
  return { newTab, widget, form, consultation, quote, leads, inquiryServices, toaster, errors };
}

/** A consultation's or a quote's words without their dialog's frame (title, description, close), the shell's. */
function formOnly<Copy extends { title: string; description: string; close: string }>(copy: Copy) {
  const { title: _title, description: _description, close: _close, ...form } = copy;
  return form;
}

/**
 * A lead form's words: its fields, messages and services, the words of the links it may show, and a
 * consultation's or a quote's own. The dialogs that hold those forms, and their words, are the shell's.
 */
export function leadFormCommon(common: Common, kind: RequestFormName) {
  const { newTab, form, leads, inquiryServices } = common;
  const words = { newTab, form, leads, inquiryServices };
  if (kind === "consultation") return { ...words, consultation: formOnly(common.consultation) };
  if (kind === "quote") return { ...words, quote: formOnly(common.quote) };
  return words;
}
